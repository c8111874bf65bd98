import { useEffect, useState } from 'react'
import { COUNTRY_ISO, countryOf, type Country, type RegionId } from '@storefront/region-config'
import { COUNTRY_LABEL } from '@storefront/content/region-words'
import { fetchCountry } from './site-endpoints'

export const COUNTRY_KEY = 'storefront:country'

const isCountry = (value: unknown): value is Country => typeof value === 'string' && Object.hasOwn(COUNTRY_ISO, value)

/** The country a previous visit stored, or null (none, or storage blocked). */
export function storedCountry(): Country | null {
  try {
    const value = window.localStorage.getItem(COUNTRY_KEY)
    return isCountry(value) ? value : null
  } catch {
    return null
  }
}

/**
 * The inline script that puts the stored country's label in the server-rendered header before the
 * first paint (placed right after the header, it runs as the parser reaches it): a returning visitor
 * from Canada never sees "United States - English" flash, and the label's width is final before any
 * layout. Hydration then renders the same label (`useRegionLabel` reads the same storage first).
 */
export function storedCountryLabelScript(): string {
  return (
    `try{var l=${JSON.stringify(COUNTRY_LABEL)},c=localStorage.getItem(${JSON.stringify(COUNTRY_KEY)}),` +
    `a=document.querySelector('#header .sf-region-link');` +
    `if(a&&a.lastChild&&Object.prototype.hasOwnProperty.call(l,c))a.lastChild.data=l[c]}catch(e){}`
  )
}

/**
 * The us region's label by the visitor's country (docs/rules/regions.md#country): United States, 'Canada - English'
 * or 'Other Regions - English'. The browser's first render (hydration included) shows the country
 * stored by an earlier visit; /ssr/iso then refreshes it in the background and stores the answer.
 * Other regions keep their configured label.
 */
export function useRegionLabel(region: RegionId, configured: string): string {
  const [country, setCountry] = useState<Country | null>(() =>
    region === 'us' && typeof window !== 'undefined' ? storedCountry() : null,
  )
  useEffect(() => {
    if (region !== 'us') return
    const controller = new AbortController()
    void fetchCountry(region, controller.signal).then((answer) => {
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
  return region === 'us' && country ? COUNTRY_LABEL[country] : configured
}
