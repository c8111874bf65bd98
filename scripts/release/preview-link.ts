/**
 * `npm run preview-link -- <path> <ISO instant> [--hours N]`: prints a link that renders that page of the
 * built site as it will look at that instant (docs/rules/time.md#preview-links; the workflow for regional
 * teams: docs/releasing.md#previewing-a-launch). The link is signed with the serving app's PREVIEW_SECRET (in
 * development and test, the fixed development secret) and is absolute when the app's origin is set.
 */
import { REGION_APP, regionOfPath, resolvePath, routeByPath } from '@storefront/region-config'
import { loadAppConfig } from '@storefront/storefront/app-config'
import { calendarPath } from '@storefront/storefront/calendar-page'
import { previewLink } from '@storefront/storefront/preview-link'

const usage = 'usage: npm run preview-link -- <path> <ISO instant with offset> [--hours N]'
// An instant with its offset: a bare local time would depend on the time zone of whoever runs this.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A link to anything but a page of the route table (or a region's calendar page, which only a preview link shows
 * outside development) would only ever show a not-found page or a redirect: refused, with the page's own path when
 * the path is another way of writing it.
 */
function refuseUnlessPage(pathname: string): void {
  if (routeByPath(pathname)?.component || pathname === calendarPath(regionOfPath(pathname))) return
  const resolved = resolvePath(pathname, Date.now())
  const canonical =
    resolved.kind === 'redirect' && routeByPath(resolved.location)?.component
      ? ` Did you mean ${resolved.location}?`
      : ''
  throw new Error(`"${pathname}" is not a page of the site (packages/region-config/src/pages.ts).${canonical}`)
}

function main(args: string[]): string {
  const hoursAt = args.indexOf('--hours')
  const hours = hoursAt >= 0 ? Number(args[hoursAt + 1]) : undefined
  const [path, when] = args.filter((_, i) => hoursAt < 0 || (i !== hoursAt && i !== hoursAt + 1))
  if (!path || !when) throw new Error(usage)
  if (!INSTANT.test(when) || Number.isNaN(Date.parse(when)))
    throw new Error(`"${when}" is not an ISO instant with an offset, such as 2025-09-22T08:00:00+08:00`)
  const pathname = new URL(path, 'http://x').pathname
  refuseUnlessPage(pathname)
  const region = regionOfPath(pathname)
  const config = loadAppConfig(REGION_APP[region])
  if (!config.previewSecret)
    throw new Error(`No PREVIEW_SECRET for the ${config.app} app: set the one its servers run with.`)
  const configured = process.env[`${config.app.toUpperCase()}_ORIGIN`] ?? process.env.PUBLIC_ORIGIN
  return previewLink({
    path,
    at: Date.parse(when),
    ...(hours === undefined ? {} : { hours }),
    now: Date.now(),
    secret: config.previewSecret,
    ...(configured ? { origin: config.origins[region] } : {}),
  })
}

try {
  console.log(main(process.argv.slice(2)))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
