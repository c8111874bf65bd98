import { useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { clientNow, syncClock } from '../lib/clock'
import { fetchServerNow } from '../lib/site-endpoints'
import { pushPageView, reportWebVitals, trackOutboundClicks } from '../lib/analytics'
import { useConsent } from '../lib/consent'
import { observeTextFloat } from '@storefront/ui'
import { notePageShown } from '../lib/deploy-skew'
import { usePage } from '../lib/use-page'
import { seoHeadNodes } from '../lib/seo-tags'
import { endedRedirectOf, rememberEndedRoutes } from '../lib/ended-routes'
import { noteChatVendor } from '../lib/chat-vendor'
import { navigate } from 'vike/client/router'
import { resolvePath } from '@storefront/region-config'

/** After client navigation: replace the server-rendered SEO tags with the new page's (spec §2). */
function useHeadSync() {
  const { head } = usePage()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.head.querySelectorAll('[data-seo]').forEach((el) => el.remove())
    if (head) document.head.append(seoHeadNodes(head))
  }, [head])
}

/** Dispatched on window each time the browser's view of the server clock is re-synced. */
export const CLOCK_SYNC_EVENT = 'storefront:clock-sync'

const resync = (serverNow: number) => {
  syncClock(serverNow)
  window.dispatchEvent(new Event(CLOCK_SYNC_EVENT))
}

/** Server clock: first render's time, then /ssr/timestamp after each client navigation (spec §4). */
function useClockSync() {
  const { now, region } = usePage()
  const { isHydration } = usePageContext()
  useEffect(() => {
    if (isHydration) return resync(now)
    const controller = new AbortController()
    void fetchServerNow(region, controller.signal).then((serverNow) => {
      if (serverNow !== null) resync(serverNow)
    })
    return () => controller.abort()
  }, [now, region, isHydration])
}

/** One virtual_page_view per navigation, once consent allows it where the law asks (decisions.md). */
function usePageViews() {
  const { region, language, config, head } = usePage()
  const { urlPathname } = usePageContext()
  const choice = useConsent((s) => s.choice)
  const load = useConsent((s) => s.load)
  useEffect(() => {
    if (config.consentRequired) load()
  }, [config.consentRequired, load])
  const allowed = !config.consentRequired || choice === 'granted'
  useEffect(() => {
    if (!allowed) return
    pushPageView({ path: urlPathname, title: head?.title ?? document.title, region, locale: language })
  }, [allowed, urlPathname, head, region, language])
  useEffect(() => {
    if (!allowed) return
    void reportWebVitals()
    return trackOutboundClicks(region)
  }, [allowed, region])
}

/** Scroll anchor on entry (spec §2): the page's banner, header, app menu or section banner. */
function useScrollAnchor() {
  const { route } = usePage()
  const { isHydration } = usePageContext()
  useEffect(() => {
    if (isHydration || window.location.hash) return
    const anchor = route?.meta.anchor ?? 'header'
    const id = anchor === 'section-banner' ? 'section-banner' : anchor
    const el = document.getElementById(id) ?? document.getElementById('header')
    document.documentElement.dataset.anchor = anchor
    el?.scrollIntoView({ block: 'start' })
  }, [route, isHydration])
}

function useTextFloat() {
  const { urlPathname } = usePageContext()
  useEffect(() => {
    document.documentElement.dataset.js = ''
    return observeTextFloat(document)
  }, [urlPathname])
}

/** Deploy skew (spec §2): once a page has rendered, no navigation is pending any more. */
function usePageShown() {
  const { urlPathname } = usePageContext()
  useEffect(() => notePageShown(), [urlPathname])
}

/**
 * Ended campaigns (spec §2): remember the region's ended routes on every page shown, and leave a page the
 * server still rendered (its clock, or the campaign's window, changed since) that this browser saw end.
 */
function useEndedCampaigns() {
  const { region, now } = usePage()
  const { urlPathname } = usePageContext()
  useEffect(() => {
    rememberEndedRoutes(region, clientNow())
    const home = endedRedirectOf(resolvePath(urlPathname, now))
    if (home) void navigate(home, { overwriteLastHistoryEntry: true })
  }, [region, now, urlPathname])
}

export function ClientEffects() {
  const { chat } = usePage().app
  useEffect(() => noteChatVendor(chat), [chat])
  useHeadSync()
  useClockSync()
  usePageViews()
  useScrollAnchor()
  useTextFloat()
  usePageShown()
  useEndedCampaigns()
  return null
}
