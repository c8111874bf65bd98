import { describe, expect, it } from 'vitest'
import { CAMPAIGN_WINDOWS } from './campaigns'
import { formatDateTime, formatInstant } from './date-format'
import { REGION_IDS, REGION_LOCALE, REGION_TIME_ZONE } from './regions'

const END = Date.parse(CAMPAIGN_WINDOWS['black-friday'].end)
const MINUTES = 12 * 60_000

describe('a date and time as each language writes it, its zone named (docs/rules/time.md#time-zones)', () => {
  it('writes the zone as readers name it, in their punctuation', () => {
    const at = (region: (typeof REGION_IDS)[number], t: number) =>
      formatDateTime(t, REGION_LOCALE[region], REGION_TIME_ZONE[region])
    // The end is midnight in Beijing: 17:00 the day before in Paris and Amsterdam, 01:00 in Seoul.
    expect(at('fr', END - 7 * 3_600_000)).toBe('1er décembre 2026 à 10 h (heure de Paris)')
    expect(at('fr', END)).toBe('1er décembre 2026 à 17 h (heure de Paris)')
    expect(at('fr', END + MINUTES)).toBe('1er décembre 2026 à 17 h 12 (heure de Paris)')
    expect(at('cn', END + MINUTES)).toBe('2026年12月2日 00:12（北京时间）')
    expect(at('kr', END + MINUTES)).toBe('2026년 12월 2일 오전 1시 12분(한국 시간)')
    expect(at('jp', END + MINUTES)).toBe('2026年12月2日1時12分（日本時間）')
    expect(at('eu', END)).toBe('1 December 2026 at 17:00 CET')
    expect(at('de', END)).toBe('1. Dezember 2026 um 17:00 Uhr MEZ')
    expect(formatDateTime(END + MINUTES, 'zh-HK', 'Asia/Hong_Kong')).toBe('2026年12月2日 00:12（香港時間）')
  })

  it('names a zone in every locale, summer time included', () => {
    const summer = Date.parse('2026-07-01T12:00:00Z')
    expect(formatDateTime(summer, 'en-EU', REGION_TIME_ZONE.eu)).toMatch(/ CEST$/)
    for (const region of REGION_IDS) {
      const text = formatDateTime(summer, REGION_LOCALE[region], REGION_TIME_ZONE[region])
      expect(text, region).not.toMatch(/GMT[+-]|UTC[+-]|undefined|NaN/)
    }
  })
})

describe("an instant on one short line, the preview ribbon's (docs/rules/time.md#time-zones)", () => {
  it('names the zone as its readers do, never by its offset', () => {
    const at = Date.parse('2025-09-22T00:00:00Z')
    expect(formatInstant(at, 'ja-JP', REGION_TIME_ZONE.jp)).toMatch(/JST$/)
    expect(formatInstant(at, 'ko-KR', REGION_TIME_ZONE.kr)).toBe('2025년 9월 22일 오전 9:00 KST')
    expect(formatInstant(at, 'zh-CN', REGION_TIME_ZONE.cn)).toBe('2025年9月22日 北京时间 08:00')
    expect(formatInstant(at, 'fr-FR', REGION_TIME_ZONE.fr)).toMatch(/heure de Paris$/)
    for (const region of REGION_IDS) {
      const text = formatInstant(at, REGION_LOCALE[region], REGION_TIME_ZONE[region])
      expect(text, region).not.toMatch(/undefined|NaN|GMT[+-]|UTC[+-]/)
    }
  })
})
