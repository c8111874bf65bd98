import { pathOf } from '@storefront/region-config'
import { usePage, useT } from '../lib/use-page'
import { Island } from '../islands/island'
import CountrySuggestionIsland, { COUNTRY_SLOT } from '../islands/country-suggestion-island'

/**
 * Country context (docs/rules/regions.md#country): us visitors see their region label (the header); visitors from
 * Canada on another region's site get a dismissible suggestion (an island, empty until /ssr/iso answers).
 */
export function CountrySuggestion() {
  const { region, config, regionLabels } = usePage()
  const t = useT()
  if (region === 'us') return null
  const usLabel = regionLabels.us
  return (
    <Island
      name="suggestion"
      component={CountrySuggestionIsland}
      props={{
        region,
        locale: config.locale,
        usHref: pathOf('us', ''),
        labels: {
          heading: t('regionChooser.heading'),
          suggest: t('country.suggest', {
            country: COUNTRY_SLOT,
            region: usLabel,
            interpolation: { escapeValue: false },
          }),
          switchTo: t('country.switch', { region: usLabel }),
          stay: t('country.stay'),
        },
      }}
    />
  )
}
