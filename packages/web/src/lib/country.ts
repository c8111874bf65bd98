import { useEffect, useState } from 'react'
import { COUNTRY_REGION_LABEL, countryOf, type Country } from '@storefront/region-config'
import { useLazyApi } from './lazy-api'
import { usePage } from './use-page'

export const COUNTRY_KEY = 'storefront:country'

/**
 * The us region's label by the visitor's country (spec §3, §9): United States, 'Canada - English'
 * or 'Other Regions - English', from /ssr/iso after hydration, remembered in local storage.
 * Other regions keep their configured label.
 */
export function useRegionLabel(): string {
  const { region, config } = usePage()
  const withApi = useLazyApi()
  const [country, setCountry] = useState<Country | null>(null)
  useEffect(() => {
    if (region !== 'us') return
    let live = true
    withApi((api) => api.getIso({ display: false }))
      .then(({ country: code }) => {
        const c = countryOf(code)
        window.localStorage.setItem(COUNTRY_KEY, c)
        if (live) setCountry(c)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [region, withApi])
  return region === 'us' && country ? COUNTRY_REGION_LABEL[country].label : config.region.label
}
