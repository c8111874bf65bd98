import {
  CAMPAIGN_WINDOWS,
  calendarOf,
  formatDate,
  pathOf,
  REGION_IDS,
  REGION_LOCALE,
  REGION_TIME_ZONE,
} from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { instantOf, midnightIn } from './instant'
import { calendarJson, renderCalendar } from './render'

describe('instantOf: the command line instants', () => {
  it('takes an ISO instant with its offset as is, and refuses one without', () => {
    expect(instantOf('2026-12-07T16:55:00+01:00', 'Asia/Tokyo', 'start')).toBe(Date.parse('2026-12-07T15:55:00Z'))
    expect(() => instantOf('2026-12-07T16:55:00', 'Europe/Berlin', 'start')).toThrow(/offset/)
    expect(() => instantOf('next friday', 'Europe/Berlin', 'start')).toThrow(/neither a date/)
  })

  it("takes a date as that day in the region's time zone, a `--to` date whole, across clock changes", () => {
    expect(instantOf('2026-12-07', 'Europe/Berlin', 'start')).toBe(Date.parse('2026-12-07T00:00:00+01:00'))
    expect(instantOf('2026-12-07', 'Europe/Berlin', 'end')).toBe(Date.parse('2026-12-08T00:00:00+01:00'))
    expect(midnightIn('2026-03-29', 'Europe/Berlin')).toBe(Date.parse('2026-03-29T00:00:00+01:00'))
    expect(midnightIn('2026-03-30', 'Europe/Berlin')).toBe(Date.parse('2026-03-30T00:00:00+02:00'))
    expect(midnightIn('2026-11-01', 'America/Los_Angeles')).toBe(Date.parse('2026-11-01T00:00:00-07:00'))
  })
})

describe('renderCalendar', () => {
  const { start, end } = CAMPAIGN_WINDOWS['black-friday']
  const regions = REGION_IDS.filter((r) => calendarOf(r).some((e) => e.campaign === 'black-friday'))

  it("prints each campaign's start and end in the region's language and time zone, and its page", () => {
    for (const region of regions) {
      const text = renderCalendar(region, calendarOf(region), Date.parse(start) - 1)
      const date = (iso: string) => formatDate(Date.parse(iso), REGION_LOCALE[region], REGION_TIME_ZONE[region])
      const line = text.split('\n').find((l) => l.includes(pathOf(region, 'black-friday')))
      expect(line, region).toContain(date(start))
      expect(line, region).toContain(date(end))
    }
  })

  it('lists under "Live now" what runs at that instant, and nothing that has ended', () => {
    const region = regions[0]!
    const live = (now: number) => renderCalendar(region, calendarOf(region), now).split('\n\n')[1]!
    expect(live(Date.parse(start))).toContain(pathOf(region, 'black-friday'))
    expect(live(Date.parse(end))).not.toContain(pathOf(region, 'black-friday'))
    expect(renderCalendar(region, [], Date.parse(end))).toMatch(/Live now \(0\)[^\n]*\n {2}nothing/)
  })
})

describe('calendarJson', () => {
  it('gives every entry in UTC with whether it is live, open ends as null', () => {
    const region = REGION_IDS.find((r) => calendarOf(r).some((e) => e.kind === 'promo'))!
    const now = Date.parse(CAMPAIGN_WINDOWS['black-friday'].start)
    const json = calendarJson(region, calendarOf(region), now)
    expect(json.timeZone).toBe(REGION_TIME_ZONE[region])
    expect(json.entries).toHaveLength(calendarOf(region).length)
    for (const [i, entry] of calendarOf(region).entries()) {
      expect(json.entries[i]!.start).toBe(new Date(entry.start).toISOString())
      expect(json.entries[i]!.end).toBe(entry.end === undefined ? null : new Date(entry.end).toISOString())
      expect(json.entries[i]!.live).toBe(entry.start <= now && (entry.end === undefined || now < entry.end))
    }
  })
})
