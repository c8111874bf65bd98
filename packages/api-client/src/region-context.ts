import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  COUNTRY_REGION_LABEL,
  DEFAULT_COUNTRY,
  REGION_LOCALE,
  countryOf,
  regionConfig,
  type Country,
  type Locale,
  type RegionId,
} from '@storefront/region-config'
import { countryStorageKey, currentHostname, defaultStorage, safeGet, safeSet, type KeyValueStorage } from './storage'

export interface RegionContextData {
  region: RegionId
  /** The region's locale (spec §2), e.g. `en-US`. */
  language: Locale
  /** us | CA | other (spec §3); stored in local storage. */
  country: Country
  /** Region ISO shown next to the label: `US`, `CA`, `OTHER` for the us region, else the region's own. */
  iso: string
  /** Display label, e.g. `Canada - English` (us region) or `Deutschland - Deutsch`. */
  label: string
}

export interface RegionContextActions {
  setRegion(region: RegionId): void
  /** Accepts a Country or any country code (`CA`, `ca`, `FR` → other) and stores it. */
  setCountry(country: Country | string): void
}

export type RegionContextState = RegionContextData & RegionContextActions
export type RegionContextStore = StoreApi<RegionContextState>

export interface RegionContextOptions {
  region: RegionId
  /** Server-supplied country (from `/ssr/iso`) used when none is stored yet. */
  country?: Country | string | undefined
  storage?: KeyValueStorage
  hostname?: string
}

const COUNTRIES: readonly string[] = ['us', 'CA', 'other']
const isCountry = (value: unknown): value is Country => typeof value === 'string' && COUNTRIES.includes(value)
const normalise = (value: Country | string): Country => (isCountry(value) ? value : countryOf(value))

/**
 * The label of the region chooser (spec §9): under the us region the country picks
 * `United States - English`, `Canada - English` or `Other Regions - English`; other regions show their own.
 */
export function regionLabelOf(region: RegionId, country: Country): { iso: string; label: string } {
  if (region === 'us') return COUNTRY_REGION_LABEL[country]
  const { iso, label } = regionConfig(region).region
  return { iso, label }
}

const derive = (region: RegionId, country: Country): RegionContextData => ({
  region,
  language: REGION_LOCALE[region],
  country,
  ...regionLabelOf(region, country),
})

/**
 * Region and language context (spec §3): region, language, country and display label. The country is
 * read from and written to local storage (memory on the server); a stored country wins over the
 * server-supplied one, which wins over the default (us).
 */
export function createRegionContextStore(options: RegionContextOptions): RegionContextStore {
  const storage = options.storage ?? defaultStorage()
  const key = countryStorageKey(options.hostname ?? currentHostname())
  const stored = safeGet(storage, key)
  const initial: Country = isCountry(stored) ? stored : options.country !== undefined ? normalise(options.country) : DEFAULT_COUNTRY

  return createStore<RegionContextState>()((set, get) => ({
    ...derive(options.region, initial),
    setRegion: (region) => set(derive(region, get().country)),
    setCountry: (value) => {
      const country = normalise(value)
      safeSet(storage, key, country)
      set(derive(get().region, country))
    },
  }))
}
