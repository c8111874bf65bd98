import { existsSync } from 'node:fs'
import { catalogueOf, hasPage, PRODUCT_BASE, ROUTES, type FlatRoute } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { hasPageContent, loadRouteContent, pageBundleOf, pageSourceOf } from './loader'
import { PageContentSchema } from './schema'
import type { PageContent, Section } from './types'

const files = import.meta.glob<unknown>('./pages/*/*.json', { eager: true, import: 'default' })
const pageRoutes: FlatRoute[] = ROUTES.filter((r) => r.component && r.component !== 'account')

/** Page illustrations the asset helper draws besides the product images. */
const PAGE_IMAGES = new Set([
  'hero-home',
  'hero-mini-robot',
  'hero-support',
  'hero-campaign-black-friday',
  'hero-campaign-christmas',
  'hero-region',
  'hero-where-to-buy',
  'hero-manuals',
  'hero-about',
  'hero-news',
])
const MANUAL_LANG: Record<string, string> = { en: 'en', zh: 'zh', fr: 'fr', de: 'de', ja: 'ja', ko: 'ko' }

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []
const sectionsOf = <K extends Section['kind']>(page: PageContent, kind: K) =>
  page.sections.filter((s): s is Extract<Section, { kind: K }> => s.kind === kind)
const links = (page: PageContent): string[] => [
  ...(page.hero.cta ? [page.hero.cta.link] : []),
  ...sectionsOf(page, 'cta').map((s) => s.cta.link),
]

describe('page bundles', () => {
  it('exist', () => {
    expect(Object.keys(files).length).toBeGreaterThan(50)
  })

  for (const [path, data] of Object.entries(files)) {
    it(`${path.slice(8)} validates against PageContentSchema`, () => {
      const result = PageContentSchema.safeParse(data)
      expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([])
    })

    it(`${path.slice(8)} has no placeholder text`, () => {
      const text = strings(data).join('\n')
      expect(text).not.toMatch(
        /lorem ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder|\bxxx\b|prochainement|demnächst|近日公開|即将推出|敬请期待|곧 출시/i,
      )
    })
  }
})

describe('every page route has its copy (all languages)', () => {
  for (const route of pageRoutes) {
    const bundle = pageBundleOf(route.meta)
    it(`${route.path} → ${route.meta.language}/${bundle}`, () => {
      expect(
        hasPageContent(route.meta.language, bundle),
        `missing src/pages/${route.meta.language}/${bundle}.json`,
      ).toBe(true)
    })
  }
})

describe('page copy fits its routes', () => {
  for (const route of pageRoutes) {
    const bundle = pageBundleOf(route.meta)
    if (!hasPageContent(route.meta.language, bundle)) continue
    const source = `${pageSourceOf(route.meta.language, bundle)}/${bundle}`

    it(`${route.path} (${source}): images, products, links and manuals match the region`, async () => {
      const page = (await loadRouteContent(route))!
      const region = route.meta.region
      const catalogue = new Set(catalogueOf(region).map((p) => p.key))
      const problems: string[] = []

      const image = page.hero.image
      if (route.meta.product) {
        if (image !== PRODUCT_BASE[route.meta.product].image)
          problems.push(`hero image ${image} is not ${PRODUCT_BASE[route.meta.product].image}`)
      } else if (!image || !PAGE_IMAGES.has(image)) problems.push(`hero image ${image} is not a page illustration`)

      for (const section of sectionsOf(page, 'products')) {
        for (const key of section.keys)
          if (!catalogue.has(key)) problems.push(`${section.id}: ${key} is not sold in ${region}`)
      }
      for (const link of links(page)) {
        // A link may name a part of its page (`mini-robot#range`): the page is what must exist.
        if (!link.startsWith('https://') && !hasPage(region, link.split('#')[0]!))
          problems.push(`link "${link}" is not a page of ${region}`)
      }

      if (route.component === 'home' && !sectionsOf(page, 'products').length)
        problems.push('home has no products section')
      if (route.component === 'product') {
        for (const kind of ['text', 'features', 'specs', 'list'] as const)
          if (!sectionsOf(page, kind).length) problems.push(`product page has no ${kind} section`)
        for (const s of sectionsOf(page, 'features'))
          if (s.items.length < 4 || s.items.length > 6) problems.push(`${s.id}: ${s.items.length} features`)
      }
      if (route.component === 'manuals') {
        const lang = MANUAL_LANG[route.meta.language.slice(0, 2)]
        const items = sectionsOf(page, 'downloads').flatMap((s) => s.items)
        for (const item of items) {
          if (item.product && !catalogue.has(item.product))
            problems.push(`manual for ${item.product}, not sold in ${region}`)
          if (item.product && item.file !== `/manuals/${item.product}-${lang}.pdf`)
            problems.push(`manual file ${item.file}`)
        }
        for (const key of catalogue) if (!items.some((i) => i.product === key)) problems.push(`no manual for ${key}`)
      }
      if (route.component === 'where-to-buy' && !sectionsOf(page, 'retailers').length) problems.push('no retailers')
      if (route.component === 'campaign' && !sectionsOf(page, 'products').length)
        problems.push('campaign has no products')
      expect(problems).toEqual([])
    })
  }

  it('the us FAQ answers at least 12 questions', async () => {
    const faq = (await loadRouteContent(ROUTES.find((r) => r.path === '/us/faq')!))!
    expect(sectionsOf(faq, 'faq').flatMap((s) => s.items).length).toBeGreaterThanOrEqual(12)
  })

  // News items are text sections (or feature items) whose heading carries a date.
  for (const route of pageRoutes.filter((r) => r.meta.slug === 'news' && hasPageContent(r.meta.language, 'news'))) {
    it(`${route.path} carries at least four dated news items`, async () => {
      const news = (await loadRouteContent(route))!
      const headings = [
        ...sectionsOf(news, 'text').map((s) => s.heading),
        ...sectionsOf(news, 'features').flatMap((s) => s.items.map((i) => i.title)),
      ]
      expect(headings.filter((h) => /20\d\d/.test(h)).length).toBeGreaterThanOrEqual(4)
    })
  }
})

describe('manual files', () => {
  // The PDFs are generated into public/manuals by the asset scripts; this checks every link has its file.
  const files = Object.values(
    import.meta.glob<unknown>('./pages/*/*.json', { eager: true, import: 'default' }),
  ).flatMap((p) =>
    (p as PageContent).sections.flatMap((s) => (s.kind === 'downloads' ? s.items.map((i) => i.file) : [])),
  )
  it.each([...new Set(files)])('%s exists in public/', (file) => {
    expect(existsSync(new URL(`../public${file}`, import.meta.url))).toBe(true)
  })
})

describe('British English', () => {
  const british = Object.entries(files).filter(([path]) => /\/pages\/(en|en-GB|en-EU)\//.test(path))
  it.each(british.map(([path, data]) => [path.slice(8), data]))('%s uses British spelling', (_path, data) => {
    expect(strings(data).join('\n')).not.toMatch(
      /\b(color|favorite|center|authorized|customized?|organized?|recognized?|armor|behavior|stylized)\b/i,
    )
  })
})

const messageFiles = import.meta.glob<{ newsletter?: { title?: string } }>('./messages/*/common.json', {
  eager: true,
  import: 'default',
})

describe('landmarks keep their own names', () => {
  it("no page section is headed like the footer's newsletter box: both are landmarks named by their headings", () => {
    for (const [path, page] of Object.entries(files)) {
      const locale = path.split('/')[2]!
      const title = messageFiles[`./messages/${locale}/common.json`]?.newsletter?.title
      if (!title) continue
      const headings = ((page as PageContent).sections ?? []).map((s) => ('heading' in s ? s.heading : undefined))
      expect(headings, path).not.toContain(title)
    }
  })
})
