import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogueOf, REGION_IDS, REGION_LOCALE } from '@storefront/region-config'
import { createI18nInstance, loadResources } from './i18n'
import { localizeProducts, PRODUCT_NAMES } from './product-names'

const pagesDir = path.join(import.meta.dirname, 'pages')

describe('product names per language', () => {
  const tOf = async (language: string) => createI18nInstance(language, await loadResources(language)).t

  it('names every product of a region in its language where the copy uses one (cn: zh-CN)', async () => {
    for (const region of REGION_IDS) {
      const language = REGION_LOCALE[region]
      if (!PRODUCT_NAMES[language]) continue
      for (const p of localizeProducts(catalogueOf(region), language, await tOf(language))) {
        expect(PRODUCT_NAMES[language]![p.key], `${region} ${p.key}`).toBe(p.name)
        expect(p.alt, `${region} ${p.key}`).toContain(p.name)
        expect(p.alt).not.toMatch(/[A-Z][a-z]+ [A-Z][a-z]+/)
      }
    }
    const cn = localizeProducts(catalogueOf('cn'), 'zh-CN', await tOf('zh-CN'))
    expect(cn.find((p) => p.key === 'flagshipMegatron')).toMatchObject({
      name: '威震天旗舰版',
      alt: '威震天旗舰版 自动变形机器人',
      price: 9999,
    })
  })

  it('uses the names the copy of that language uses: a product page heading is its name', () => {
    for (const [language, names] of Object.entries(PRODUCT_NAMES)) {
      const dir = path.join(pagesDir, language)
      const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
      for (const p of catalogueOf('cn')) {
        const file = `${p.link}.json`
        if (p.link === 'mini-robot' || !files.includes(file)) continue
        const page = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { hero: { heading: string } }
        expect(page.hero.heading, `${language}/${file}`).toContain(names![p.key]!)
      }
    }
  })

  it("describes each picture with the language's `product.alt` around the name", async () => {
    const fr = localizeProducts(catalogueOf('fr'), 'fr-FR', await tOf('fr-FR'))
    expect(fr.find((p) => p.key === 'flagshipMegatron')).toMatchObject({
      name: 'Flagship Megatron',
      alt: 'Robot transformable Flagship Megatron',
    })
    const us = localizeProducts(catalogueOf('us'), 'en-US', await tOf('en-US'))
    expect(us.find((p) => p.key === 'aiBase')!.alt).toBe('AI Base auto-converting robot')
  })

  it('keeps the catalogue as it is in languages whose copy uses the English names', () => {
    for (const region of ['us', 'fr', 'de', 'jp', 'kr'] as const) {
      expect(localizeProducts(catalogueOf(region), REGION_LOCALE[region])).toBe(catalogueOf(region))
    }
  })
})
