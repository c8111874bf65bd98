import { useEffect, useState } from 'react'
import { COUNTRY_REGION_LABEL, countryOf, type Country } from '@storefront/region-config'
import { fetchCountry } from './site-endpoints'
import { usePage } from './use-page'

export const COUNTRY_KEY = 'storefront:country'

/**
 * The us region's label by the visitor's country (spec §3, §9): United States, 'Canada - English'
 * or 'Other Regions - English', from /ssr/iso after hydration, remembered in local storage.
 * Other regions keep their configured label.
 */
export function useRegionLabel(): string {
  const { region, config } = usePage()
  const [country, setCountry] = useState<Country | null>(null)
  useEffect(() => {
    if (region !== 'us') return
    const controller = new AbortController()
    void fetchCountry(controller.signal).then((answer) => {
      if (!answer) return
      const c = countryOf(answer.country)
      try {
        window.localStorage.setItem(COUNTRY_KEY, c)
      } catch {
        // storage blocked: the label still shows for this page
      }
      setCountry(c)
    })
    return () => controller.abort()
  }, [region])
  return region === 'us' && country ? COUNTRY_REGION_LABEL[country].label : config.region.label
}
