import { useEffect, useState } from 'react'
import type { RegionId } from '@storefront/region-config'
import { clientNow, documentServerNow, syncClock } from '../lib/shared/clock'
import { fetchServerNow } from '../lib/browser/site-endpoints'
import { pushPageView, reportWebVitals, trackOutboundClicks } from '../lib/browser/analytics'
import { useConsent } from '../features/consent/consent'
import { observeTextFloat } from '@storefront/ui'
import { afterNextPaint, onFirstInteraction } from '../lib/browser/human-check-core'
import { endedRedirectAt, rememberEndedRoutes } from '../lib/shared/ended-routes'
import { noteChatVendor, type ChatVendorClient } from '../features/chat/chat-vendor'
import { PREVIEW_PARAM } from '../features/preview/preview-link-param'

/** Dispatched on window each time the browser's view of the server clock is re-synced. */
export const CLOCK_SYNC_EVENT = 'storefront:clock-sync'

export interface ClientEffectsProps {
  region: RegionId
  language: string
  /** The page's path; null on the not-found page, which the browser's location names. */
  path: string | null
  title: string
  consentRequired: boolean
  chat: ChatVendorClient | null
  /** The server's clock when it rendered the page (a cached render's: its answer carries the clock of its own). */
  now: number
  /**
   * Where the page is scrolled on entry (docs/rules/routing.md#scroll-anchors): its banner, header, app menu or section
   * banner.
   */
  anchor: string
  /**
   * A preview link's page (docs/rules/time.md#preview-links): it keeps the clock it was rendered at, counts no page
   * view and remembers no ended campaign, so that a preview leaves nothing behind in the browser.
   */
  preview?: boolean
}

const resync = (serverNow: number) => {
  syncClock(serverNow)
  window.dispatchEvent(new Event(CLOCK_SYNC_EVENT))
}

const isPrerendering = () =>
  typeof document !== 'undefined' && (document as { prerendering?: boolean }).prerendering === true

/**
 * Server clock (docs/rules/time.md#browser-clock): the page's answer carries it (`Server-Timing`; the render's own
 * where the browser does not show it). A preview keeps the instant it shows. A page the browser prerendered may be
 * shown long after the server answered: on activation it asks /ssr/timestamp, as a client navigation did.
 */
function useClockSync(region: RegionId, now: number, preview: boolean) {
  useEffect(() => {
    resync(preview ? now : (documentServerNow() ?? now))
    if (preview || !isPrerendering()) return
    const controller = new AbortController()
    const onActivate = () =>
      void fetchServerNow(region, controller.signal).then((serverNow) => {
        if (serverNow !== null) resync(serverNow)
      })
    document.addEventListener('prerenderingchange', onActivate, { once: true })
    return () => {
      controller.abort()
      document.removeEventListener('prerenderingchange', onActivate)
    }
  }, [region, now, preview])
}

/** Whether this page was reached from another page of this site (what a client navigation was). */
function fromThisSite(): boolean {
  try {
    return !!document.referrer && new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/**
 * Scroll anchor on entry (docs/rules/routing.md#scroll-anchors): a page reached by a link of this site shows its anchor
 * (section banner, app menu, banner; the header is the top). Not on the first load (an address typed, another site's
 * link: docs/rules/routing.md), nor on reload or back/forward, where the browser restores the place.
 */
function useScrollAnchor(anchor: string) {
  useEffect(() => {
    if (window.location.hash || !fromThisSite()) return
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    if (entry && entry.type !== 'navigate') return
    document.documentElement.dataset.anchor = anchor
    if (anchor === 'header') return
    const show = () => document.getElementById(anchor)?.scrollIntoView({ block: 'start' })
    if (isPrerendering()) document.addEventListener('prerenderingchange', show, { once: true })
    else show()
  }, [anchor])
}

/**
 * A page the browser prerendered (Speculation Rules) runs its scripts before the shopper sees it:
 * true once it is shown, so that analytics count views, not prerenders.
 */
function useActivated(): boolean {
  const [active, setActive] = useState(() => !isPrerendering())
  useEffect(() => {
    if (active) return
    const onChange = () => setActive(true)
    document.addEventListener('prerenderingchange', onChange, { once: true })
    return () => document.removeEventListener('prerenderingchange', onChange)
  }, [active])
  return active
}

/**
 * One virtual_page_view per page shown, once consent allows it where the law asks
 * (docs/rules/regions.md#consent-and-analytics).
 */
function usePageViews(
  { region, language, path, title, consentRequired, preview }: ClientEffectsProps,
  active: boolean,
) {
  const choice = useConsent((s) => s.choice)
  const load = useConsent((s) => s.load)
  useEffect(() => {
    if (consentRequired) load()
  }, [consentRequired, load])
  const allowed = active && !preview && (!consentRequired || choice === 'granted')
  useEffect(() => {
    if (!allowed) return
    pushPageView({ path: path ?? window.location.pathname, title: title || document.title, region, locale: language })
  }, [allowed, path, title, region, language])
  useEffect(() => {
    if (!allowed) return
    // The library loads on the first interaction or when the page is hidden, whichever comes first: its
    // observers read the buffered LCP, layout shift and event entries then, so nothing is lost, and a
    // page nobody touches loads no more than it needs (docs/browser-weight.md).
    let loaded = false
    const load = () => {
      if (loaded) return
      loaded = true
      void reportWebVitals()
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') load()
    }
    let stopped = false
    // After the interaction's frame is painted: loading web vitals stays out of that interaction's latency.
    const stopInteraction = onFirstInteraction(() => afterNextPaint(() => stopped || load()))
    document.addEventListener('visibilitychange', onHidden)
    const stopOutbound = trackOutboundClicks(region)
    return () => {
      stopped = true
      stopInteraction()
      document.removeEventListener('visibilitychange', onHidden)
      stopOutbound()
    }
  }, [allowed, region])
}

/** A page path of this site: not a file (`/manuals/k1.pdf`), not another origin. */
const isPageLink = (url: URL) => url.origin === window.location.origin && !/\.[^/]*$/.test(url.pathname)

/**
 * Navigation inside a preview keeps its instant (docs/rules/time.md#preview-links): a link to a page of this site gets
 * the preview token as the shopper is about to follow it (a click, a middle click, a key), whichever island drew it.
 */
function usePreviewLinks(preview: boolean) {
  useEffect(() => {
    const token = preview ? new URL(window.location.href).searchParams.get(PREVIEW_PARAM) : null
    if (!token) return
    const keep = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || link.hasAttribute('data-preview-exit')) return
      const url = new URL(link.href, window.location.href)
      if (!isPageLink(url) || url.searchParams.get(PREVIEW_PARAM) === token) return
      url.searchParams.set(PREVIEW_PARAM, token)
      link.href = url.pathname + url.search + url.hash
    }
    const types = ['pointerdown', 'click', 'auxclick', 'focusin'] as const
    for (const type of types) document.addEventListener(type, keep, true)
    return () => {
      for (const type of types) document.removeEventListener(type, keep, true)
    }
  }, [preview])
}

/**
 * The page's effects (an island that renders nothing): server clock (docs/rules/interface.md#collapse: the page's HTML
 * carries it), page views and web vitals, text float, ended campaigns (docs/rules/time.md#ended-campaigns).
 */
export function ClientEffects(props: ClientEffectsProps) {
  const { region, now, path, chat, anchor, preview = false } = props
  const active = useActivated()
  useEffect(() => noteChatVendor(chat), [chat])
  useClockSync(region, now, preview)
  usePreviewLinks(preview)
  usePageViews(props, active)
  useScrollAnchor(anchor)
  useEffect(() => observeTextFloat(document), [])
  // Ended campaigns: remember the region's ended routes, and leave a page the server still rendered
  // (its clock, or the campaign's window, changed since) that this browser saw end.
  useEffect(() => {
    if (preview) return
    rememberEndedRoutes(region, clientNow())
    if (path !== null)
      void endedRedirectAt(path, now).then((home) => {
        if (home) window.location.replace(home)
      })
    // A page left open while a campaign ended (by the server's clock, synced): the next page knows.
    const onLeave = () => rememberEndedRoutes(region, clientNow())
    window.addEventListener('pagehide', onLeave)
    return () => window.removeEventListener('pagehide', onLeave)
  }, [region, now, path, preview])
  return null
}
