/**
 * `npm run preview-link -- <path> <ISO instant> [--hours N]`: prints a link that renders that page of the
 * built site as it will look at that instant (docs/rules/time.md#preview-links; the workflow for regional
 * teams: docs/releasing.md#previewing-a-launch). The link is signed with the serving app's PREVIEW_SECRET (in
 * development and test, the fixed development secret) and is absolute when the app's origin is set.
 */
import { REGION_APP, regionOfPath } from '@storefront/region-config'
import { loadAppConfig } from '../packages/storefront/src/app-config'
import { previewLink } from '../packages/storefront/src/preview-link'

const usage = 'usage: npm run preview-link -- <path> <ISO instant with offset> [--hours N]'
// An instant with its offset: a bare local time would depend on the time zone of whoever runs this.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

function main(args: string[]): string {
  const hoursAt = args.indexOf('--hours')
  const hours = hoursAt >= 0 ? Number(args[hoursAt + 1]) : undefined
  const [path, when] = args.filter((_, i) => hoursAt < 0 || (i !== hoursAt && i !== hoursAt + 1))
  if (!path || !when) throw new Error(usage)
  if (!INSTANT.test(when) || Number.isNaN(Date.parse(when)))
    throw new Error(`"${when}" is not an ISO instant with an offset, such as 2025-09-22T08:00:00+08:00`)
  const region = regionOfPath(new URL(path, 'http://x').pathname)
  const config = loadAppConfig(REGION_APP[region])
  if (!config.previewSecret)
    throw new Error(`No PREVIEW_SECRET for the ${config.app} app: set the one its servers run with.`)
  const configured = process.env[`${config.app.toUpperCase()}_ORIGIN`] ?? process.env.PUBLIC_ORIGIN
  return previewLink({
    path,
    at: Date.parse(when),
    hours,
    now: Date.now(),
    secret: config.previewSecret,
    origin: configured ? config.origins[region] : undefined,
  })
}

try {
  console.log(main(process.argv.slice(2)))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
