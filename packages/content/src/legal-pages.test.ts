import { IMPRINT_SLUGS, REGION_IDS, REGIONS, ROUTES } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { loadRouteContent } from './loader'

/** The legal pages of docs/rules/legal.md; us keeps its own (written before the entity section existed). */
const LEGAL_SLUGS = new Set<string>(['privacy-policy', 'cookies-policy', 'terms-use', ...IMPRINT_SLUGS])
const legalRoutes = ROUTES.filter((r) => r.component && LEGAL_SLUGS.has(r.meta.slug) && r.meta.region !== 'us')
const entityNames = Object.values(REGIONS).map((row) => row.legalEntity.name)

describe('legal pages (docs/rules/legal.md)', () => {
  it('exist in every region but us, which keeps its own, and an imprint in de and fr', () => {
    const paths = legalRoutes.map((r) => r.path)
    expect(paths).toEqual(expect.arrayContaining(['/privacy-policy', '/de/impressum', '/fr/mentions-legales']))
    // Three pages in each region but us, and one imprint per imprint slug (de, fr).
    expect(paths.length).toBe((REGION_IDS.length - 1) * 3 + IMPRINT_SLUGS.length)
  })

  it.each(legalRoutes.map((r) => [r.path, r] as const))(
    '%s names the legal entity from region config, never in its own words',
    async (_path, route) => {
      const page = (await loadRouteContent(route))!
      expect(page.sections.filter((s) => s.kind === 'entity')).toHaveLength(1)
      const copy = JSON.stringify(page)
      for (const name of entityNames) expect(copy).not.toContain(name)
    },
  )

  it('de: the Impressum names the person responsible under § 18 Abs. 2 MStV, with her function', async () => {
    const route = legalRoutes.find((r) => r.path === '/de/impressum')!
    const page = (await loadRouteContent(route))!
    const section = page.sections.find((s) => s.kind === 'text' && s.heading.includes('§ 18 Abs. 2 MStV'))
    const text = JSON.stringify(section)
    // A natural person (the entity's representative, a placeholder for legal review) and her function.
    expect(text).toContain(REGIONS.de.legalEntity.representative)
    expect(text).toMatch(/Geschäftsführerin|Geschäftsführer/)
  })
})
