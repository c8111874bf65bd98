/** Country context of us-region visitors (docs/rules/regions.md#country): US, Canada, or elsewhere. */
export type Country = 'us' | 'CA' | 'other'
export const DEFAULT_COUNTRY: Country = 'us'

/** Each country's region code; its label is content's COUNTRY_LABEL (docs/rules/regions.md#country). */
export const COUNTRY_ISO: Record<Country, string> = { us: 'US', CA: 'CA', other: 'OTHER' }

/** Normalises a CDN country code (any case) into the three-way country of docs/rules/regions.md#country. */
export function countryOf(code: string | null | undefined): Country {
  const c = (code ?? '').trim().toUpperCase()
  if (!c || c === 'US') return 'us'
  if (c === 'CA') return 'CA'
  return 'other'
}
