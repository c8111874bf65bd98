import { useEffect, useState } from 'react'
import { countryOf, pathOf } from '@storefront/region-config'
import { useApi } from '../lib/api'
import { usePage, useT } from '../lib/use-page'

const DISMISSED = 'storefront:country-suggestion-dismissed'

/**
 * Country context (spec §3, §9): us visitors see their region label (US, Canada, other).
 * Visitors from Canada on another region's site get a dismissible suggestion, never a redirect.
 */
export function CountrySuggestion() {
  const { region } = usePage()
  const api = useApi()
  const t = useT()
  const [suggest, setSuggest] = useState(false)
  useEffect(() => {
    if (region === 'us' || window.localStorage.getItem(DISMISSED)) return
    let live = true
    api
      .getIso({ display: false })
      .then(({ country }) => {
        if (live && countryOf(country) !== 'other') setSuggest(true)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [api, region])
  if (!suggest) return null
  const dismiss = () => {
    window.localStorage.setItem(DISMISSED, '1')
    setSuggest(false)
  }
  return (
    <aside className="sf-suggest" aria-label={t('regionChooser.heading')}>
      <div className="sf-suggest__inner">
        <p>{t('country.suggest', { country: 'United States', region: 'United States - English' })}</p>
        <a className="sf-button" href={pathOf('us', '')} rel="external">
          {t('country.switch', { region: 'US' })}
        </a>
        <button type="button" className="sf-button sf-button--secondary" onClick={dismiss}>
          {t('country.stay')}
        </button>
      </div>
    </aside>
  )
}
