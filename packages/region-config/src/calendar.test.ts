import { describe, expect, it } from 'vitest'
import { calendarOf, isLiveAt, type CalendarEntry } from './calendar'
import { CAMPAIGN_WINDOWS } from './campaigns'
import { catalogueOf } from './catalogue'
import { REGION_IDS } from './regions'
import { ROUTES } from './routes'
import { runningCampaignsOf } from './running-campaigns'
import { launchStageAt, priceAt } from './time'
import { REGION_CONFIGS } from './index'

const at = (iso: string) => Date.parse(iso)
const live = (entries: CalendarEntry[], now: number) => entries.filter((e) => isLiveAt(e, now))

describe('calendarOf: a region year from the catalogue, the campaigns and the route table', () => {
  it('lists every window of the route table with its start and end', () => {
    for (const region of REGION_IDS) {
      const entries = calendarOf(region)
      for (const route of ROUTES.filter((r) => r.meta.region === region && (r.start || r.end))) {
        const entry = entries.find((e) => e.path === route.path && (e.kind === 'campaign' || e.kind === 'page'))
        expect(entry, `${region} ${route.path}`).toBeDefined()
        if (route.start) expect(entry!.start).toBe(at(route.start))
        if (route.end) expect(entry!.end).toBe(at(route.end))
      }
    }
  })

  it('gives each campaign its CAMPAIGN_WINDOWS window, in the regions whose route table has its page', () => {
    for (const region of REGION_IDS) {
      for (const entry of calendarOf(region).filter((e) => e.kind === 'campaign')) {
        const window = CAMPAIGN_WINDOWS[entry.campaign!]
        expect([entry.start, entry.end]).toEqual([at(window.start), at(window.end)])
        expect(ROUTES.find((r) => r.path === entry.path)?.component).toBe('campaign')
      }
    }
  })

  it('lists every deal, promo and list price change of the catalogue', () => {
    for (const region of REGION_IDS) {
      const entries = calendarOf(region)
      for (const product of catalogueOf(region)) {
        const mine = entries.filter((e) => e.product === product.key)
        for (const deal of product.deals ?? []) {
          expect(mine, `${region} ${product.key}`).toContainEqual(
            expect.objectContaining({ kind: 'deal', price: deal.price, start: at(deal.start), end: at(deal.end) }),
          )
        }
        if (product.activityTime) {
          expect(mine).toContainEqual(
            expect.objectContaining({
              kind: 'promo',
              price: product.activityPrice,
              start: at(product.activityTime.startTime),
            }),
          )
        }
        for (const point of (product.priceHistory ?? []).slice(1)) {
          expect(mine).toContainEqual(
            expect.objectContaining({ kind: 'list-price', price: point.price, start: at(point.from) }),
          )
        }
      }
    }
  })

  it('says what is live at each boundary as the pages do: campaigns, launch stage and each price', () => {
    for (const region of REGION_IDS) {
      const entries = calendarOf(region)
      const instants = [...new Set(entries.flatMap((e) => [e.start, e.end ?? e.start]))]
      for (const now of instants.flatMap((t) => [t - 1, t])) {
        const running = live(entries, now)
        expect(running.filter((e) => e.kind === 'campaign').map((e) => e.campaign)).toEqual(
          runningCampaignsOf(region, now),
        )
        expect(running.find((e) => e.kind === 'launch-stage')?.stage ?? null).toBe(
          launchStageAt(REGION_CONFIGS[region].launch, now),
        )
        for (const product of catalogueOf(region)) {
          const prices = running.filter((e) => e.product === product.key)
          const reduced = prices.find((e) => e.kind === 'deal') ?? prices.find((e) => e.kind === 'promo')
          if (reduced) expect(reduced.price, `${region} ${product.key} at ${now}`).toBe(priceAt(product, now).price)
        }
      }
    }
  })

  it('keeps, with a range, what is in effect at some instant of it, sorted by start', () => {
    const from = at(CAMPAIGN_WINDOWS['black-friday'].end)
    const to = at(CAMPAIGN_WINDOWS['christmas-sale'].start)
    for (const region of REGION_IDS) {
      const all = calendarOf(region)
      const some = calendarOf(region, { from, to })
      expect(some).toEqual(all.filter((e) => e.start < to && (e.end === undefined || e.end > from)))
      expect(some.map((e) => e.start)).toEqual([...some.map((e) => e.start)].sort((a, b) => a - b))
      expect(some.some((e) => e.kind === 'campaign')).toBe(false)
    }
  })
})
