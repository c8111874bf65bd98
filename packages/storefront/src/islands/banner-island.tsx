import { useEffect, useState } from 'react'
import { LaunchBanner, TextBanner } from '@storefront/ui'
import { launchStageAt, nextBoundaryAfter, type LaunchStage } from '@storefront/region-config'
import { clientNow } from '../lib/shared/clock'
import { CLOCK_SYNC_EVENT } from '../components/client-effects'

export type StageView =
  | { kind: 'text'; label: string; href: string; bg: string }
  | { kind: 'launch'; text: string; href: string; cta: string }

export interface BannerIslandProps {
  launch: readonly string[]
  /** The stage by the server's clock when it rendered the page. */
  stage: LaunchStage | null
  /** What each stage shows, translated on the server. */
  views: Partial<Record<LaunchStage, StageView>>
}

/**
 * The launch stage now: the server's on first render, then live as boundaries pass (docs/rules/time.md#launch-stages).
 */
function useLaunchStage(launch: readonly string[], initial: LaunchStage | null) {
  const [stage, setStage] = useState(initial)
  useEffect(() => {
    let timer: number | undefined
    // Re-evaluate now (the browser clock may already be past a boundary) and at each next boundary.
    const tick = (delay: number) => {
      timer = window.setTimeout(() => {
        setStage(launchStageAt(launch, clientNow()))
        const next = nextBoundaryAfter(launch, clientNow())
        // setTimeout caps at ~24.8 days; re-check at most daily.
        if (next !== null) tick(Math.min(next - clientNow() + 5, 86_400_000))
      }, delay)
    }
    tick(0)
    // The clock is synced from the server's time after hydration: recompute from it.
    const onSync = () => {
      window.clearTimeout(timer)
      tick(0)
    }
    window.addEventListener(CLOCK_SYNC_EVENT, onSync)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener(CLOCK_SYNC_EVENT, onSync)
    }
  }, [launch, initial])
  return stage
}

/** Launch countdown strip and, on cn, the staged text banner: an island, live across stage boundaries. */
export default function BannerIsland({ launch, stage: initial, views }: BannerIslandProps) {
  const stage = useLaunchStage(launch, initial)
  const view = stage && views[stage]
  if (!stage || !view) return null
  return view.kind === 'text' ? (
    <TextBanner label={view.label} href={view.href} bg={view.bg} stage={stage} />
  ) : (
    <LaunchBanner stage={stage} text={view.text} href={view.href} cta={view.cta} />
  )
}
