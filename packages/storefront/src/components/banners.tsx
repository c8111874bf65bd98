import { nextBoundaryAfter, type LaunchStage } from '@storefront/region-config'
import { textBannerLine } from '@storefront/content/region-words'
import { hrefOf } from '../lib/shared/links'
import { usePage, useT } from '../lib/shared/use-page'
import { Island } from '../islands/island'
import BannerIsland, { type StageView } from '../islands/banner-island'

const STAGES: LaunchStage[] = [1, 2, 3, 4]

/** Launch countdown strip and, on cn, the staged text banner (an island: it changes live at each stage boundary). */
export function Banners() {
  const { config, region, language, launchStage, now } = usePage()
  const t = useT()
  // After the launch nothing changes any more: no island.
  if (!launchStage && nextBoundaryAfter(config.launch, now) === null) return null
  const textBanner = config.textBanner
  const target = config.navs.flatMap((n) => n.children ?? [n]).find((n) => n.identify === 'flagshipMegatron')
  const views: Partial<Record<LaunchStage, StageView>> = {}
  for (const stage of STAGES) {
    if (textBanner) {
      const current = textBanner.stages.find((s) => s.stage === stage)
      const label = textBannerLine(region, stage, language)
      if (current && label)
        views[stage] = {
          kind: 'text',
          label,
          href: hrefOf(region, current.link ?? textBanner.link),
          bg: textBanner.bg,
        }
    } else {
      views[stage] = {
        kind: 'launch',
        text: t(`banner.stage${stage}`),
        href: hrefOf(region, target?.link ?? ''),
        cta: t('banner.cta'),
      }
    }
  }
  return <Island name="banner" component={BannerIsland} props={{ launch: config.launch, stage: launchStage, views }} />
}
