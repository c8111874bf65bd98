import { formatInstant, REGION_TIME_ZONE } from '@storefront/region-config'
import { PreviewRibbon } from '@storefront/ui'
import { usePage, useT } from '../../lib/shared/use-page'

/** The preview ribbon of a page opened through a preview link (docs/rules/time.md#preview-links); nothing otherwise. */
export function PagePreviewRibbon() {
  const { preview, region, language } = usePage()
  const t = useT()
  if (!preview) return null
  return (
    <PreviewRibbon
      label={t('preview.ribbon', { instant: formatInstant(preview.at, language, REGION_TIME_ZONE[region]!) })}
      dateTime={new Date(preview.at).toISOString()}
      leaveHref={preview.exit}
      leaveLabel={t('preview.leave')}
    />
  )
}
