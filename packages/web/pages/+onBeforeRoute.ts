// https://vike.dev/onBeforeRoute
import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { resolvePath } from '@storefront/region-config'
import { clientNow } from '../src/lib/clock'

/** Strips the region off the URL and resolves the route table entry (decisions.md "Routing"). */
export function onBeforeRoute(pageContext: PageContext) {
  const now = pageContext.serverNow ?? clientNow()
  const resolution = resolvePath(pageContext.urlParsed.pathname, now)
  if (resolution.kind === 'redirect') throw redirect(resolution.location, resolution.status)
  return { pageContext: { resolution } }
}
