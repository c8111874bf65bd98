import { useEffect, useState } from 'react'
import { countryOf, type RegionId } from '@storefront/region-config'
import { fetchCountry } from '../lib/browser/site-endpoints'

const DISMISSED = 'storefront:country-suggestion-dismissed'
/** Stands for the visitor's country in the server-translated sentence. */
export const COUNTRY_SLOT = '\u0000country\u0000'

export interface CountrySuggestionProps {
  region: RegionId
  locale: string
  usHref: string
  /** `suggest` carries COUNTRY_SLOT where the country's name goes. */
  labels: { heading: string; suggest: string; switchTo: string; stay: string }
}

/**
 * Country context (docs/rules/regions.md#country): visitors from Canada on another region's site get a dismissible
 * suggestion, never a redirect. Empty on the server.
 */
export default function CountrySuggestionIsland({ region, locale, usHref, labels }: CountrySuggestionProps) {
  const [suggest, setSuggest] = useState<string | null>(null)
  useEffect(() => {
    if (window.localStorage.getItem(DISMISSED)) return
    const controller = new AbortController()
    void fetchCountry(region, controller.signal).then((answer) => {
      if (answer?.known && answer.iso && countryOf(answer.country) !== 'other') setSuggest(answer.iso)
    })
    return () => controller.abort()
  }, [region])
  if (!suggest) return null
  const dismiss = () => {
    window.localStorage.setItem(DISMISSED, '1')
    setSuggest(null)
  }
  const countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(suggest) ?? suggest
  return (
    <aside className="sf-suggest" aria-label={labels.heading}>
      <div className="sf-suggest__inner">
        <p>{labels.suggest.split(COUNTRY_SLOT).join(countryName)}</p>
        <a className="sf-button" href={usHref} rel="external">
          {labels.switchTo}
        </a>
        <button type="button" className="sf-button sf-button--secondary" onClick={dismiss}>
          {labels.stay}
        </button>
      </div>
    </aside>
  )
}
