import type { Hono } from 'hono'
import {
  calendarOf,
  formatDateTime,
  formatPrice,
  isLiveAt,
  pathOf,
  PRODUCT_BASE,
  REGION_CURRENCY,
  REGION_LOCALE,
  REGION_TIME_ZONE,
  type CalendarEntry,
  type RegionId,
} from '@storefront/region-config'
import { productNameIn } from '@storefront/content/product-names'
import type { AppConfig } from '../../app-config'
import { serverNow } from '../../server/clock'
import { translatorOf } from '../../server/plain-page'
import { PREVIEW_HEADERS, previewRequestOf } from '../preview/server'

/**
 * A region's calendar as a page (docs/releasing.md#a-regions-calendar): what `npm run calendar` prints, in the
 * region's language and time zone, for the team planning its campaigns. Never public: a development or test server
 * shows it; any other shows it only through a valid preview link (at the link's instant), and otherwise answers
 * exactly as for any unknown path (its 404, or the refused-link 403), so nothing tells it is there.
 */
export const calendarPath = (region: RegionId): string => pathOf(region, '_calendar')

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!)

const iso = (t: number): string => new Date(t).toISOString()

/** The calendar page of `region` at `now` (epoch ms). */
export function calendarHtml(region: RegionId, now: number): string {
  const { locale, t } = translatorOf(region)
  const language = REGION_LOCALE[region]
  const zone = REGION_TIME_ZONE[region]
  const when = (instant: number | undefined, open: string) =>
    instant === undefined || !Number.isFinite(instant)
      ? escapeHtml(open)
      : `<time datetime="${iso(instant)}">${escapeHtml(formatDateTime(instant, language, zone))}</time>`
  const detail = (entry: CalendarEntry): string => {
    const product = entry.product
      ? productNameIn(language, { key: entry.product, name: PRODUCT_BASE[entry.product].name })
      : ''
    const price = entry.price === undefined ? '' : formatPrice(entry.price, REGION_CURRENCY[region], language)
    if (entry.kind === 'launch-stage') return t('calendar.stage', { stage: entry.stage })
    return [product, price, entry.kind === 'deal' ? `(${entry.campaign})` : '', entry.path ?? '']
      .filter(Boolean)
      .join(' ')
  }
  const table = (entries: readonly CalendarEntry[]) =>
    entries.length === 0
      ? `<p>${escapeHtml(t('calendar.nothing'))}</p>`
      : `<table><thead><tr><th>${escapeHtml(t('calendar.start'))}</th><th>${escapeHtml(t('calendar.end'))}</th>` +
        `<th>${escapeHtml(t('calendar.kind'))}</th><th>${escapeHtml(t('calendar.detail'))}</th></tr></thead><tbody>` +
        entries
          .map(
            (e) =>
              `<tr data-kind="${e.kind}"${e.path ? ` data-path="${escapeHtml(e.path)}"` : ''}` +
              `${e.campaign ? ` data-campaign="${e.campaign}"` : ''}` +
              `${e.product ? ` data-product="${e.product}"` : ''}${e.stage ? ` data-stage="${e.stage}"` : ''}>` +
              `<td>${when(e.start, t('calendar.always'))}</td><td>${when(e.end, t('calendar.noEnd'))}</td>` +
              `<td>${escapeHtml(t(`calendar.kinds.${e.kind}`))}</td><td>${escapeHtml(detail(e))}</td></tr>`,
          )
          .join('') +
        '</tbody></table>'
  const entries = calendarOf(region)
  const live = entries.filter((e) => isLiveAt(e, now))
  const title = t('calendar.title', { region: region.toUpperCase() })
  const nowText = formatDateTime(now, language, zone)
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}` +
    `</title></head><body style="font-family:system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('calendar.intro', { timeZone: zone, now: nowText }))}</p>` +
    `<section id="live"><h2>${escapeHtml(t('calendar.liveNow', { count: live.length }))}</h2>${table(live)}</section>` +
    `<section id="scheduled"><h2>${escapeHtml(t('calendar.scheduled', { count: entries.length }))}</h2>` +
    `${table(entries)}</section></body></html>`
  )
}

/**
 * Mounts each served region's calendar page before the pages; a request it may not see goes on to the pages as
 * if the path did not exist.
 */
export function mountCalendarPages(app: Hono, config: AppConfig): void {
  const open = config.environment === 'development' || config.environment === 'test'
  for (const region of config.regions) {
    app.get(calendarPath(region), async (c, next) => {
      const preview = previewRequestOf(new URL(c.req.url), config, Date.now())
      if (preview.kind === 'refused' || (!open && preview.kind !== 'preview')) return next()
      for (const [name, value] of PREVIEW_HEADERS) c.header(name, value)
      return c.html(calendarHtml(region, preview.kind === 'preview' ? preview.at : serverNow(config)))
    })
  }
}
