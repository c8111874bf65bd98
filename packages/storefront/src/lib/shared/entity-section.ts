import { formatPrice, type RegionConfig } from '@storefront/region-config'
import type { ContentSection } from '@storefront/ui'
import type { Translate } from './translate'

/** The legal entity's facts a legal page shows, in this order, under their `legal.<field>` label. */
const ENTITY_FIELDS = [
  'name',
  'address',
  'phone',
  'email',
  'register',
  'shareCapital',
  'vatId',
  'representative',
] as const

/**
 * A content `entity` section as the `specs` table it renders: the region's legal entity from region config, so
 * a privacy policy or imprint never restates (and never drifts from) the company that sells there
 * (docs/rules/legal.md).
 */
export function entitySpecs(
  section: { id: string; heading: string },
  config: Pick<RegionConfig, 'company' | 'currency' | 'locale'>,
  t: Translate,
): Extract<ContentSection, { kind: 'specs' }> {
  const { company } = config
  const rows = ENTITY_FIELDS.flatMap((field) => {
    const value = company[field]
    if (value === undefined || value === '') return []
    // An amount reads in the page's language; the fact is the same in each of the shop's languages.
    const text = typeof value === 'number' ? formatPrice(value, config.currency, config.locale) : value
    return [{ label: t(`legal.${field}`), value: text }]
  })
  return { kind: 'specs', id: section.id, heading: section.heading, rows }
}
