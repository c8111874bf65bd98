/** schema.org PostalAddress. Only the parts the address text yields are present. */
export interface PostalAddressLd {
  '@type': 'PostalAddress'
  streetAddress: string
  addressLocality?: string
  addressRegion?: string
  postalCode?: string
  /** ISO 3166-1 alpha-2. */
  addressCountry?: string
}

/** Country names an address may end with, in the languages the regions write them in. */
const COUNTRY_NAMES: Record<string, string> = {
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  netherlands: 'NL',
  'the netherlands': 'NL',
  nederland: 'NL',
  'pays-bas': 'NL',
  niederlande: 'NL',
  france: 'FR',
  germany: 'DE',
  deutschland: 'DE',
  japan: 'JP',
  'south korea': 'KR',
  korea: 'KR',
  china: 'CN',
  'hong kong': 'HK',
}

type Parts = Omit<PostalAddressLd, '@type' | 'streetAddress' | 'addressCountry'>

/** The last comma part of a Western address: locality, region and postal code in local order. */
const LOCALITY_PATTERNS: { re: RegExp; map: (m: RegExpMatchArray) => Parts; withPrevious?: boolean }[] = [
  // US: "…, San Jose, CA 95131"
  {
    re: /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/,
    map: (m) => ({ addressRegion: m[1]!, postalCode: m[2]! }),
    withPrevious: true,
  },
  // US on one part: "San Jose CA 95131"
  {
    re: /^(.+?)\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/,
    map: (m) => ({ addressLocality: m[1]!, addressRegion: m[2]!, postalCode: m[3]! }),
  },
  // UK: "London EC4A 4AB"
  { re: /^(.+?)\s+([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/, map: (m) => ({ addressLocality: m[1]!, postalCode: m[2]! }) },
  // NL: "3013 AK Rotterdam"
  { re: /^(\d{4}\s?[A-Z]{2})\s+(.+)$/, map: (m) => ({ postalCode: m[1]!, addressLocality: m[2]! }) },
  // DE/FR and most of Europe: "75002 Paris", "10115 Berlin"
  { re: /^(\d{4,5})\s+(.+)$/, map: (m) => ({ postalCode: m[1]!, addressLocality: m[2]! }) },
]

function parseWestern(text: string): { parts: Parts; street: string; country?: string } | null {
  const segments = text.split(/\s*,\s*/).filter(Boolean)
  let country: string | undefined
  const last = segments.at(-1)?.toLowerCase()
  if (last && COUNTRY_NAMES[last]) {
    country = COUNTRY_NAMES[last]
    segments.pop()
  }
  if (segments.length < 2) return null
  const tail = segments.at(-1)!
  for (const { re, map, withPrevious } of LOCALITY_PATTERNS) {
    const m = tail.match(re)
    if (!m) continue
    if (withPrevious) {
      if (segments.length < 3) continue
      const locality = segments.at(-2)!
      return {
        parts: { addressLocality: locality, ...map(m) },
        street: segments.slice(0, -2).join(', '),
        ...(country ? { country } : {}),
      }
    }
    return { parts: map(m), street: segments.slice(0, -1).join(', '), ...(country ? { country } : {}) }
  }
  return { parts: {}, street: segments.join(', '), ...(country ? { country } : {}) }
}

/** Addresses written largest unit first (zh, ja, ko): postal code, province/prefecture, city. */
function parseEastAsian(text: string): { parts: Parts; street: string; country?: string } | null {
  let rest = text.trim()
  const parts: Parts = {}
  let country: string | undefined
  // Japan: "〒150-0002 東京都渋谷区…"
  const jp = rest.match(/^〒\s*(\d{3}-\d{4})\s*(.*)$/)
  if (jp) {
    parts.postalCode = jp[1]!
    rest = jp[2]!
    country = 'JP'
  }
  // Korea: "… (06236)" with a five-digit postal code in brackets at the end.
  const kr = rest.match(/^(.*?)\s*\((\d{5})\)$/)
  if (kr && /[\uac00-\ud7af]/.test(kr[1]!)) {
    parts.postalCode = kr[2]!
    rest = kr[1]!
    country = 'KR'
  }
  // Prefecture (ja; 京都府 spelled out so 京都 is not read as a 都); province or municipality (zh);
  // special or metropolitan city or province (ko).
  const region =
    rest.match(/^(東京都|北海道|京都府|大阪府|\S{2,3}?県)\s*/u) ??
    rest.match(/^(\S+?(?:特别行政区|自治区|특별자치시|특별자치도|특별시|광역시|[省市도]))\s*/u)
  if (!region) return country ? { parts, street: rest, country } : null
  parts.addressRegion = region[1]!
  rest = rest.slice(region[0].length)
  const city = rest.match(/^(\S+?[市区區町村구군시])\s*/u)
  if (city) {
    parts.addressLocality = city[1]!
    rest = rest.slice(city[0].length)
  }
  if (!country) {
    if (/[\uac00-\ud7af]/.test(parts.addressRegion)) country = 'KR'
    else if (/[都道府県]$/.test(parts.addressRegion)) country = 'JP'
    else if (/(省|自治区|市)$/.test(parts.addressRegion)) country = 'CN'
  }
  return { parts, street: rest.trim() || text.trim(), ...(country ? { country } : {}) }
}

/**
 * Parses the one-line company address of a region config into a schema.org PostalAddress,
 * as far as its shape allows. What cannot be split stays in `streetAddress` (the whole text
 * when nothing is recognised). `fallbackCountry` (ISO alpha-2) is used when the text names no
 * country and its script does not reveal one.
 */
export function postalAddressOf(text: string, fallbackCountry?: string): PostalAddressLd {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  const parsed = /[\u3000-\u9fff\uac00-\ud7af]/.test(trimmed) ? parseEastAsian(trimmed) : parseWestern(trimmed)
  const country = parsed?.country ?? fallbackCountry
  return {
    '@type': 'PostalAddress',
    streetAddress: parsed?.street || trimmed,
    ...(parsed?.parts.addressLocality ? { addressLocality: parsed.parts.addressLocality } : {}),
    ...(parsed?.parts.addressRegion ? { addressRegion: parsed.parts.addressRegion } : {}),
    ...(parsed?.parts.postalCode ? { postalCode: parsed.parts.postalCode } : {}),
    ...(country ? { addressCountry: country } : {}),
  }
}
