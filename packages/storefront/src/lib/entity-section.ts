import type { RegionConfig } from '@storefront/region-config'
import type { ContentSection } from '@storefront/ui'
import type { Translate } from './translate'

/** The legal entity's facts a legal page shows, in this order, under their `legal.<field>` label. */
const ENTITY_FIELDS = ['name', 'address', 'email', 'register', 'vatId', 'representative'] as const

/**
 * A content `entity` section as the `specs` table it renders: the region's legal entity from region config, so
 * a privacy policy or imprint never restates (and never drifts from) the company that sells there
 * (docs/rules/legal.md).
 */
export function entitySpecs(
  section: { id: string; heading: string },
  company: RegionConfig['company'],
  t: Translate,
): Extract<ContentSection, { kind: 'specs' }> {
  const rows = ENTITY_FIELDS.flatMap((field) => {
    const value = company[field]
    return value ? [{ label: t(`legal.${field}`), value }] : []
  })
  return { kind: 'specs', id: section.id, heading: section.heading, rows }
}
