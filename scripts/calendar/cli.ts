/**
 * `npm run calendar -- [--region de] [--from 2026-11-01] [--to 2026-12-31] [--at <ISO instant>]`: every campaign,
 * deal, promo, list price change, launch stage and page window of a region (every region without `--region`), with
 * its start and end in the region's time zone, and what is live now (docs/releasing.md#a-regions-calendar).
 * `--from` and `--to` take a date (a whole day in the region's time zone) or an ISO instant with its offset. "Now" is
 * `--at`, else `STOREFRONT_NOW` (docs/rules/time.md#server-clock), else the real time. `--json` prints the same as
 * JSON, instants in UTC, for other tools.
 */
import { calendarOf, isRegionId, REGION_IDS, REGION_TIME_ZONE, type RegionId } from '@storefront/region-config'
import { parseArgs } from 'node:util'
import { instantOf } from './instant'
import { calendarJson, renderCalendar } from './render'

const usage =
  'usage: npm run calendar -- [--region <id>] [--from <date or instant>] [--to <date or instant>] [--at <instant>] ' +
  '[--json]'

function main(argv: string[]): string {
  const { values } = parseArgs({
    args: argv,
    options: {
      region: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      at: { type: 'string' },
      json: { type: 'boolean' },
    },
  })
  if (values.region !== undefined && !isRegionId(values.region))
    throw new Error(`"${values.region}" is not a region: one of ${REGION_IDS.join(', ')}\n${usage}`)
  const regions: readonly RegionId[] = values.region ? [values.region as RegionId] : REGION_IDS
  const clock = values.at ?? process.env['STOREFRONT_NOW']
  const now = clock ? instantOf(clock, 'UTC', 'start') : Date.now()
  const calendars = regions.map((region) => {
    const zone = REGION_TIME_ZONE[region]
    const range = {
      ...(values.from ? { from: instantOf(values.from, zone, 'start') } : {}),
      ...(values.to ? { to: instantOf(values.to, zone, 'end') } : {}),
    }
    return { region, entries: calendarOf(region, range) }
  })
  if (values.json)
    return JSON.stringify(
      calendars.map((c) => calendarJson(c.region, c.entries, now)),
      null,
      2,
    )
  return calendars.map((c) => renderCalendar(c.region, c.entries, now)).join('\n\n')
}

try {
  console.log(main(process.argv.slice(2)))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
