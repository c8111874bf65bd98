import { describe, expect, it } from 'vitest'
import {
  REGION_CONFIGS,
  ROUTES,
  findProduct,
  regionsWithPage,
  routeByPath,
  type FlatRoute,
} from '@storefront/region-config'
import {
  buildHead,
  canonicalUrl,
  formatTitle,
  jsonLdScriptTags,
  ogLocaleOf,
  renderHeadHtml,
  type BuildHeadInput,
  type HeadTags,
} from './head'
import { PRODUCTION_ORIGINS as O, singleOrigin } from './origins'

const NOW = Date.parse('2026-03-01T00:00:00Z')
const route = (path: string): FlatRoute => {
  const r = routeByPath(path)
  if (!r) throw new Error(`no route ${path}`)
  return r
}
const input = (path: string, extra: Partial<BuildHeadInput> = {}): BuildHeadInput => {
  const r = route(path)
  const origin = O[r.meta.region]
  return {
    route: r,
    origins: O,
    siteName: r.meta.region === 'cn' ? '机形科技' : 'Mechaform Robotics',
    title: 'Page',
    description: 'About the page',
    keywords: ['robot', 'transforming'],
    image: `${origin}/img/share.webp`,
    logo: `${origin}/logo.svg`,
    region: REGION_CONFIGS[r.meta.region],
    now: NOW,
    ...extra,
  }
}
const metaOf = (tags: HeadTags, key: string): string[] =>
  tags.meta.filter((m) => ('property' in m ? m.property : m.name) === key).map((m) => m.content)

describe('buildHead', () => {
  it('formats titles as "page | site", home as "site – page"', () => {
    expect(buildHead(input('/uk/flagship-megatron', { title: 'Flagship Megatron' })).title).toBe(
      'Flagship Megatron | Mechaform Robotics',
    )
    expect(buildHead(input('/', { title: '首页' })).title).toBe('机形科技 – 首页')
    expect(buildHead(input('/us', { title: 'Transforming robots' })).title).toBe(
      'Mechaform Robotics – Transforming robots',
    )
    expect(formatTitle(route('/us'), '  ', 'Mechaform Robotics')).toBe('Mechaform Robotics')
    expect(formatTitle(route('/us/faq'), 'Mechaform Robotics', 'Mechaform Robotics')).toBe('Mechaform Robotics')
  })

  it("leaves out the soft hyphens that mark a long word's breaks in the page", () => {
    const tags = buildHead(
      input('/de/login', {
        title: 'Bestätigungs\u00adcode',
        description: 'Ihr Bestätigungs\u00adcode kommt per E-Mail',
      }),
    )
    expect(tags.title).toBe('Bestätigungscode | Mechaform Robotics')
    expect(metaOf(tags, 'og:title')).toEqual(['Bestätigungscode'])
    expect(metaOf(tags, 'description')).toEqual(['Ihr Bestätigungscode kommt per E-Mail'])
  })

  it('sets description and keywords (list or comma string, trimmed, deduplicated)', () => {
    const tags = buildHead(input('/us/faq', { keywords: ' faq, robot ,faq,, ' }))
    expect(metaOf(tags, 'description')).toEqual(['About the page'])
    expect(metaOf(tags, 'keywords')).toEqual(['faq, robot'])
    expect(metaOf(buildHead(input('/us/faq', { keywords: [] })), 'keywords')).toEqual([])
  })

  it('canonicalises every route to its path on its own region host, never with a query', () => {
    for (const r of ROUTES.filter((x) => x.component)) {
      const url = canonicalUrl(r, O)
      expect(url).toBe(`${O[r.meta.region]}${r.path}`)
      expect(url).not.toMatch(/[?#]/)
    }
    const withQuery: FlatRoute = { ...route('/us/faq'), path: '/us/faq?utm_source=mail&fromPath=/x#top' }
    const tags = buildHead(input('/us/faq', { route: withQuery }))
    expect(tags.links[0]).toEqual({ rel: 'canonical', href: `${O.us}/us/faq` })
    expect(metaOf(tags, 'og:url')).toEqual([`${O.us}/us/faq`])
    expect(renderHeadHtml(tags)).not.toContain('utm_source')
  })

  it('links the canonical then one alternate per region version plus x-default', () => {
    const tags = buildHead(input('/us/k1-pro-interstellar-scout'))
    expect(tags.links).toEqual([
      { rel: 'canonical', href: `${O.us}/us/k1-pro-interstellar-scout` },
      { rel: 'alternate', hreflang: 'zh-CN', href: `${O.cn}/k1-pro-interstellar-scout` },
      { rel: 'alternate', hreflang: 'en-US', href: `${O.us}/us/k1-pro-interstellar-scout` },
      { rel: 'alternate', hreflang: 'x-default', href: `${O.cn}/k1-pro-interstellar-scout` },
    ])
  })

  it('marks account screens noindex,follow with no alternates; indexable pages carry no robots meta', () => {
    for (const path of ['/us/register', '/forgot-password', '/us/account']) {
      const tags = buildHead(input(path))
      expect(metaOf(tags, 'robots')).toEqual(['noindex,follow'])
      expect(tags.links).toEqual([{ rel: 'canonical', href: `${O[route(path).meta.region]}${path}` }])
      expect(metaOf(tags, 'og:locale:alternate')).toEqual([])
    }
    expect(metaOf(buildHead(input('/us/faq')), 'robots')).toEqual([])
    expect(metaOf(buildHead(input('/us/login')), 'robots')).toEqual([])
  })

  it('adds Open Graph and Twitter card tags', () => {
    const tags = buildHead(
      input('/uk/flagship-megatron', { title: 'Flagship Megatron', description: 'The Decepticon leader' }),
    )
    const og = Object.fromEntries(
      tags.meta.filter((m) => 'property' in m).map((m) => ['property' in m ? m.property : '', m.content]),
    )
    expect(og).toMatchObject({
      'og:type': 'product',
      'og:site_name': 'Mechaform Robotics',
      'og:title': 'Flagship Megatron',
      'og:description': 'The Decepticon leader',
      'og:url': `${O.uk}/uk/flagship-megatron`,
      'og:image': `${O.uk}/img/share.webp`,
      'og:image:alt': 'Flagship Megatron',
      'og:locale': 'en_GB',
      // NOW is after the promo start: the catalogue's promo price.
      'product:price:amount': String(findProduct('uk', 'flagshipMegatron')!.activityPrice),
      'product:price:currency': 'GBP',
    })
    // One per other region with the page: the launch regions that sell the Megatron, and any later one that does.
    const alternates = metaOf(tags, 'og:locale:alternate')
    expect(alternates).toEqual(expect.arrayContaining(['zh_CN', 'en_US', 'en_IE', 'fr_FR', 'de_DE']))
    expect(alternates).toHaveLength(regionsWithPage('flagship-megatron').length - 1)
    expect(metaOf(tags, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaOf(tags, 'twitter:title')).toEqual(['Flagship Megatron'])
    expect(metaOf(tags, 'twitter:image')).toEqual([`${O.uk}/img/share.webp`])

    const plain = buildHead(input('/us/faq', { image: undefined }))
    expect(metaOf(plain, 'og:type')).toEqual(['website'])
    expect(metaOf(plain, 'og:image')).toEqual([])
    expect(metaOf(plain, 'twitter:card')).toEqual(['summary'])
    expect(metaOf(plain, 'og:locale:alternate')).toEqual([])
  })

  it('writes og:locale with an underscore (en-EU → en_IE, zh-HK → zh_HK)', () => {
    expect(ogLocaleOf('en-US')).toBe('en_US')
    expect(ogLocaleOf('en-EU')).toBe('en_IE')
    expect(ogLocaleOf('zh-HK')).toBe('zh_HK')
    expect(metaOf(buildHead(input('/eu/manuals')), 'og:locale')).toEqual(['en_IE'])
  })

  it('renders the Hong Kong/Macao page in zh-HK as its own cluster', () => {
    const tags = buildHead(input('/where-to-buy/hongkong-macao'))
    expect(tags.htmlLang).toBe('zh-HK')
    expect(metaOf(tags, 'og:locale')).toEqual(['zh_HK'])
    expect(tags.links.filter((l) => l.rel === 'alternate').map((l) => l.hreflang)).toEqual(['zh-HK', 'x-default'])
  })

  it('looks the product up from the route, or takes null for none', () => {
    const types = (t: HeadTags) => t.jsonLd.map((j) => j['@type'])
    expect(types(buildHead(input('/us/grimlock-g1-flagship')))).toEqual(['Organization', 'WebPage', 'Product'])
    expect(types(buildHead(input('/us/grimlock-g1-flagship', { product: null })))).toEqual(['Organization', 'WebPage'])
    expect(types(buildHead(input('/us/faq')))).toEqual(['Organization', 'WebPage'])
  })

  it('rejects a region config that is not the route’s region', () => {
    expect(() => buildHead(input('/us/faq', { region: REGION_CONFIGS.uk }))).toThrow(/does not match/)
  })

  it('uses the configured origins (one local origin for all apps)', () => {
    const tags = buildHead(input('/fr/manuals', { origins: singleOrigin('http://localhost:3000') }))
    expect(tags.links[0]).toEqual({ rel: 'canonical', href: 'http://localhost:3000/fr/manuals' })
    expect(tags.links.every((l) => l.href.startsWith('http://localhost:3000/'))).toBe(true)
  })

  it('is deterministic', () => {
    expect(buildHead(input('/de/flagship-megatron'))).toEqual(buildHead(input('/de/flagship-megatron')))
  })
})

describe('renderHeadHtml', () => {
  it('renders title, meta, links and JSON-LD with escaped text and attributes', () => {
    const tags = buildHead(
      input('/us/faq', { title: `Q&A <b>"quoted"</b> 'single'`, description: `Say "hi" & <wave>` }),
    )
    const html = renderHeadHtml(tags)
    expect(html.split('\n')[0]).toBe(`<title>Q&amp;A &lt;b&gt;"quoted"&lt;/b&gt; 'single' | Mechaform Robotics</title>`)
    expect(html).toContain(`<meta name="description" content="Say &quot;hi&quot; &amp; &lt;wave&gt;">`)
    expect(html).toContain(
      `<meta property="og:title" content="Q&amp;A &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &#39;single&#39;">`,
    )
    expect(html).toContain(`<link rel="canonical" href="${O.us}/us/faq">`)
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${O.us}/us/faq">`)
    expect(html).not.toContain('<b>')
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2)
  })

  it('marks every tag with a data attribute when asked, and validates its name', () => {
    const tags = buildHead(input('/us/faq'))
    const lines = renderHeadHtml(tags, { dataAttribute: 'seo' }).split('\n')
    expect(lines.every((l) => /^<(title|meta|link|script)[ >]/.test(l) && / data-seo[ >]/.test(l))).toBe(true)
    expect(() => renderHeadHtml(tags, { dataAttribute: 'x" onload="alert(1)' })).toThrow(TypeError)
    expect(jsonLdScriptTags(tags.jsonLd, { dataAttribute: 'seo' })).toMatch(
      /^<script type="application\/ld\+json" data-seo>/,
    )
  })
})
