import { useEffect, useState } from 'react'
import { countryOf, pathOf } from '@storefront/region-config'
import { fetchCountry } from '../lib/site-endpoints'
import { usePage, useT } from '../lib/use-page'

const DISMISSED = 'storefront:country-suggestion-dismissed'

/**
 * Country context (spec §3, §9): us visitors see their region label (US, Canada, other).
 * Visitors from Canada on another region's site get a dismissible suggestion, never a redirect.
 */
export function CountrySuggestion() {
  const { region, config, regionLabels } = usePage()
  const t = useT()
  const [suggest, setSuggest] = useState<string | null>(null)
  useEffect(() => {
    if (region === 'us' || window.localStorage.getItem(DISMISSED)) return
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
  const countryName = new Intl.DisplayNames([config.locale], { type: 'region' }).of(suggest) ?? suggest
  const usLabel = regionLabels.us
  return (
    <aside className="sf-suggest" aria-label={t('regionChooser.heading')}>
      <div className="sf-suggest__inner">
        <p>{t('country.suggest', { country: countryName, region: usLabel })}</p>
        <a className="sf-button" href={pathOf('us', '')} rel="external">
          {t('country.switch', { region: usLabel })}
        </a>
        <button type="button" className="sf-button sf-button--secondary" onClick={dismiss}>
          {t('country.stay')}
        </button>
      </div>
    </aside>
  )
}
