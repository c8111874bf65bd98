import { pathOf } from '@storefront/region-config'
import { usePage, useT } from '../lib/shared/use-page'
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
          // Plain values only: the page's translator remembers such a text (translate.tsx), where an options object
          // (`interpolation`) made i18next build its interpolation anew on every render. Values are never
          // HTML-escaped by the instance (escapeValue: false): React escapes what it renders.
          suggest: t('country.suggest', { country: COUNTRY_SLOT, region: usLabel }),
          switchTo: t('country.switch', { region: usLabel }),
          stay: t('country.stay'),
        },
      }}
    />
  )
}
