/** Country context of us-region visitors (spec §9): US, Canada, or elsewhere. */
export type Country = 'us' | 'CA' | 'other'
export const DEFAULT_COUNTRY: Country = 'us'

export const COUNTRY_REGION_LABEL: Record<Country, { iso: string; label: string }> = {
  us: { iso: 'US', label: 'United States - English' },
  CA: { iso: 'CA', label: 'Canada - English' },
  other: { iso: 'OTHER', label: 'Other Regions - English' },
}

/** Normalises a CDN country code (any case) into the spec's three-way country. */
export function countryOf(code: string | null | undefined): Country {
  const c = (code ?? '').trim().toUpperCase()
  if (!c || c === 'US') return 'us'
  if (c === 'CA') return 'CA'
  return 'other'
}
