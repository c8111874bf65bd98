// https://vike.dev/onBeforeRoute
import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { resolvePath } from '@storefront/region-config'
import { clientNow } from '../src/lib/shared/clock'
import { endedRedirectOf, rememberEndedRoutes } from '../src/lib/shared/ended-routes'
import { chatDocumentRedirect } from '../src/features/chat/chat-vendor'

/** Strips the region off the URL and resolves the route table entry (docs/rules/routing.md#region-prefixes). */
export function onBeforeRoute(pageContext: PageContext) {
  // Server routing (docs/browser-weight.md): this runs on the server, by its clock.
  const hydrating = 'isHydration' in pageContext && pageContext.isHydration === true
  const now = pageContext.serverNow ?? clientNow()
  const pagePath = pageContext.urlParsed.pathname
  const resolution = resolvePath(pagePath, now)
  if (resolution.kind === 'redirect') {
    if (resolution.reason === 'ended' && typeof window !== 'undefined') rememberEndedRoutes(resolution.region, now)
    throw redirect(resolution.location, resolution.status)
  }
  // In the browser: a campaign this visitor has seen ended stays redirected, whatever the clock says.
  const ended = typeof window === 'undefined' || hydrating ? null : endedRedirectOf(resolution)
  if (ended) throw redirect(ended, 302)
  // In the browser: a page with the chat needs a document whose CSP names the vendor.
  const full =
    typeof window === 'undefined' || hydrating
      ? null
      : chatDocumentRedirect(pagePath, pageContext.urlParsed.searchOriginal ?? '')
  if (full) throw redirect(full as `https://${string}`, 302)
  // Each Vike page's route function reads the resolution (src/lib/server/route-for.ts).
  return { pageContext: { resolution, pagePath } }
}
