/**
 * Checks the fr-FR, de-DE, ja-JP and ko-KR page bundles against the route table:
 * every page route (except account screens) has its bundle, sections are well formed,
 * product keys are sold in the region, links lead to pages the region has, and hero
 * images and manual files exist under public/.
 * Run: pnpm --filter @storefront/content-assets check-pages
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROUTES, catalogueOf, hasPage, PRODUCT_BASE } from '@storefront/region-config'
import type { PageContent } from '@storefront/content'
import { CONTENT_ROOT } from './content-package.mjs'

const root = CONTENT_ROOT
const LANGS = process.argv.slice(2).length ? process.argv.slice(2) : ['fr-FR', 'de-DE', 'ja-JP', 'ko-KR']
const errors: string[] = []
let checked = 0

const nonEmpty = (where: string, value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) errors.push(`${where}: empty text`)
  else if (/lorem|ipsum|coming soon|TODO|TBD/i.test(value)) errors.push(`${where}: placeholder text "${value}"`)
}

/** Every item of a section must fill in these fields. */
const nonEmptyFields = <T>(where: string, items: T[], fields: (keyof T & string)[]) =>
  items.forEach((item, i) => fields.forEach((field) => nonEmpty(`${where}[${i}].${field}`, item[field])))

for (const route of ROUTES) {
  if (!route.component || route.component === 'account') continue
  if (!LANGS.includes(route.meta.language)) continue
  const bundle = route.meta.bundle ?? (route.meta.slug || 'home')
  const file = join(root, 'src/pages', route.meta.language, `${bundle}.json`)
  const where = `${route.meta.language}/${bundle} (${route.path})`
  if (!existsSync(file)) {
    errors.push(`${where}: missing bundle`)
    continue
  }
  checked++
  const page = JSON.parse(readFileSync(file, 'utf8')) as PageContent
  const region = route.meta.region
  const sold = new Set(catalogueOf(region).map((p) => p.key))
  nonEmpty(`${where} title`, page.title)
  nonEmpty(`${where} description`, page.description)
  if (!Array.isArray(page.keywords) || page.keywords.length < 3) errors.push(`${where}: fewer than 3 keywords`)
  nonEmpty(`${where} hero.heading`, page.hero?.heading)
  nonEmpty(`${where} hero.lead`, page.hero?.lead)
  const img = page.hero?.image
  if (!img) errors.push(`${where}: hero has no image`)
  else if (!existsSync(join(root, 'public/img', `${img}.webp`))) errors.push(`${where}: hero image ${img} not built`)
  if (route.meta.product && img !== PRODUCT_BASE[route.meta.product].image)
    errors.push(`${where}: hero image should be ${PRODUCT_BASE[route.meta.product].image}`)
  const checkLink = (w: string, link: string) => {
    if (/^https:\/\//.test(link)) return
    if (!hasPage(region, link)) errors.push(`${w}: link "${link}" is no page of ${region}`)
  }
  if (page.hero?.cta) checkLink(`${where} hero.cta`, page.hero.cta.link)
  const ids = new Set<string>()
  for (const s of page.sections) {
    const w = `${where} #${s.id}`
    if (ids.has(s.id)) errors.push(`${w}: duplicate section id`)
    ids.add(s.id)
    nonEmpty(`${w} heading`, s.heading)
    switch (s.kind) {
      case 'text':
        s.paragraphs.forEach((p, i) => nonEmpty(`${w} p${i}`, p))
        break
      case 'features':
      case 'steps':
        nonEmptyFields(w, s.items, ['title', 'body'])
        break
      case 'specs':
        nonEmptyFields(w, s.rows, ['label', 'value'])
        break
      case 'list':
        s.items.forEach((it, i) => nonEmpty(`${w}[${i}]`, it))
        break
      case 'faq':
        nonEmptyFields(w, s.items, ['q', 'a'])
        break
      case 'retailers':
        s.items.forEach((it, i) => {
          nonEmpty(`${w}[${i}].name`, it.name)
          if (!/^https:\/\//.test(it.url)) errors.push(`${w}[${i}]: url not https`)
        })
        break
      case 'downloads':
        s.items.forEach((it, i) => {
          nonEmpty(`${w}[${i}].title`, it.title)
          if (!existsSync(join(root, 'public', it.file))) errors.push(`${w}[${i}]: ${it.file} not built`)
          if (it.product && !sold.has(it.product)) errors.push(`${w}[${i}]: ${it.product} not sold in ${region}`)
        })
        break
      case 'products':
        s.keys.forEach((k) => {
          if (!sold.has(k)) errors.push(`${w}: ${k} not sold in ${region}`)
        })
        break
      case 'cta':
        nonEmpty(`${w} body`, s.body)
        checkLink(`${w} cta`, s.cta.link)
        break
      default:
        errors.push(`${w}: unknown section kind ${(s as { kind: string }).kind}`)
    }
  }
}

if (errors.length) {
  console.error(errors.join('\n'))
  console.error(`${errors.length} problem(s) in ${checked} bundles`)
  process.exit(1)
}
console.log(`${checked} bundles ok (${LANGS.join(', ')})`)
