import { useEffect, useState } from 'react'
import { LaunchBanner, TextBanner } from '@storefront/ui'
import { launchStageAt, nextBoundaryAfter } from '@storefront/region-config'
import { clientNow } from '../lib/clock'
import { CLOCK_SYNC_EVENT } from './client-effects'
import { hrefOf } from '../lib/links'
import { usePage, useT } from '../lib/use-page'

/** The launch stage now: the server's on first render, then live as boundaries pass (spec §4). */
function useLaunchStage() {
  const { config, launchStage } = usePage()
  const [stage, setStage] = useState(launchStage)
  useEffect(() => {
    let timer: number | undefined
    // Re-evaluate now (the browser clock may already be past a boundary) and at each next boundary.
    const tick = (delay: number) => {
      timer = window.setTimeout(() => {
        setStage(launchStageAt(config.launch, clientNow()))
        const next = nextBoundaryAfter(config.launch, clientNow())
        // setTimeout caps at ~24.8 days; re-check at most daily.
        if (next !== null) tick(Math.min(next - clientNow() + 5, 86_400_000))
      }, delay)
    }
    tick(0)
    // The server's time arrives after a client navigation (/ssr/timestamp): recompute from it.
    const onSync = () => {
      window.clearTimeout(timer)
      tick(0)
    }
    window.addEventListener(CLOCK_SYNC_EVENT, onSync)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener(CLOCK_SYNC_EVENT, onSync)
    }
  }, [config.launch, launchStage])
  return stage
}

/** Launch countdown strip and, on cn, the staged text banner. */
export function Banners() {
  const { config, region } = usePage()
  const t = useT()
  const stage = useLaunchStage()
  if (!stage) return null
  if (config.textBanner) {
    const current = config.textBanner.stages.find((s) => s.stage === stage)!
    return <TextBanner label={current.label} href={hrefOf(region, current.link ?? config.textBanner.link)} bg={config.textBanner.bg} stage={stage} />
  }
  const target = config.navs.flatMap((n) => n.children ?? [n]).find((n) => n.identify === 'flagshipMegatron')
  return <LaunchBanner stage={stage} text={t(`banner.stage${stage}`)} href={hrefOf(region, target?.link ?? '')} cta={t('banner.cta')} />
}
