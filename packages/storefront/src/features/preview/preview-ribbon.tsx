import { intlLocaleOf, REGION_TIME_ZONE, type Locale } from '@storefront/region-config'
import { PreviewRibbon } from '@storefront/ui'
import { usePage, useT } from '../../lib/shared/use-page'

/** When a preview shows, in the page's language and the region's time zone, with the zone named. */
export const previewInstantLabel = (at: number, locale: Locale, timeZone: string): string =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at)

/** The preview ribbon of a page opened through a preview link (docs/rules/time.md#preview-links); nothing otherwise. */
export function PagePreviewRibbon() {
  const { preview, region, language } = usePage()
  const t = useT()
  if (!preview) return null
  return (
    <PreviewRibbon
      label={t('preview.ribbon', { instant: previewInstantLabel(preview.at, language, REGION_TIME_ZONE[region]!) })}
      dateTime={new Date(preview.at).toISOString()}
      leaveHref={preview.exit}
      leaveLabel={t('preview.leave')}
    />
  )
}
