/**
 * The text `npm run calendar` prints for one region (docs/releasing.md#a-regions-calendar): what is live now, then
 * everything scheduled, each with its start and end in the region's language and time zone.
 */
import {
  formatDate,
  formatPrice,
  isLiveAt,
  PRODUCT_BASE,
  REGION_CURRENCY,
  REGION_LOCALE,
  REGION_TIME_ZONE,
  type CalendarEntry,
  type RegionId,
} from '@storefront/region-config'

const KIND_LABEL: Record<CalendarEntry['kind'], string> = {
  campaign: 'campaign',
  deal: 'deal',
  promo: 'promo price',
  'list-price': 'list price',
  'launch-stage': 'launch stage',
  page: 'page window',
}

/** What an entry is, in the words of the team that plans it: the campaign, product and price, stage or page. */
function describe(region: RegionId, entry: CalendarEntry): string {
  const price =
    entry.price === undefined ? '' : formatPrice(entry.price, REGION_CURRENCY[region], REGION_LOCALE[region])
  const product = entry.product ? PRODUCT_BASE[entry.product].name : ''
  switch (entry.kind) {
    case 'campaign':
      return `${entry.campaign} ${entry.path}`
    case 'deal':
      return `${product} ${price} (${entry.campaign})`
    case 'promo':
    case 'list-price':
      return `${product} ${price}`
    case 'launch-stage':
      return `stage ${entry.stage} of the launch banner`
    case 'page':
      return entry.path ?? ''
  }
}

const when = (region: RegionId, t: number | undefined, open: string): string =>
  t === undefined || !Number.isFinite(t) ? open : formatDate(t, REGION_LOCALE[region], REGION_TIME_ZONE[region])

function rows(region: RegionId, entries: readonly CalendarEntry[]): string[] {
  const cells = entries.map((e) => [
    when(region, e.start, '(always)'),
    when(region, e.end, '(no end)'),
    KIND_LABEL[e.kind],
    describe(region, e),
  ])
  const widths = [0, 1, 2].map((i) => Math.max(...cells.map((c) => c[i]!.length)))
  return cells.map((c) => `  ${c.map((text, i) => (i < 3 ? text.padEnd(widths[i]!) : text)).join('  ')}`.trimEnd())
}

/** One region's calendar: a heading, what is live at `now`, then every entry of the range by start. */
export function renderCalendar(region: RegionId, entries: readonly CalendarEntry[], now: number): string {
  const live = entries.filter((e) => isLiveAt(e, now))
  return [
    `${region} · ${REGION_TIME_ZONE[region]} · now ${when(region, now, '')}`,
    '',
    `Live now (${live.length}): start, end, what`,
    ...(live.length ? rows(region, live) : ['  nothing']),
    '',
    `Scheduled (${entries.length}): start, end, what`,
    ...(entries.length ? rows(region, entries) : ['  nothing']),
  ].join('\n')
}

const iso = (t: number | undefined): string | null =>
  t === undefined || !Number.isFinite(t) ? null : new Date(t).toISOString()

/** One region's calendar as data for other tools: instants in UTC (null when open), each entry marked live or not. */
export function calendarJson(region: RegionId, entries: readonly CalendarEntry[], now: number) {
  return {
    region,
    timeZone: REGION_TIME_ZONE[region],
    now: iso(now),
    entries: entries.map((e) => ({ ...e, start: iso(e.start), end: iso(e.end), live: isLiveAt(e, now) })),
  }
}
