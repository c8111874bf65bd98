import { intlLocaleOf } from './currency'
import type { Locale } from './regions'

/** An instant's calendar and clock fields in one time zone, as numbers (24-hour clock). */
export interface ClockFields {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  /** The month's name in the locale ("décembre", "Dezember"). */
  monthName: string
  /** The zone as the locale's readers name it ("heure de Paris", "北京时间", "MEZ"). */
  zone: string
}

/**
 * The zones readers of a language name in words, where the clock's short abbreviation is not what they write
 * (docs/rules/time.md#time-zones); every other zone is named by its abbreviation in the locale (PST, MEZ, CET).
 */
const ZONE_NAMES: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  'fr-FR': { 'Europe/Paris': 'heure de Paris' },
  'zh-CN': { 'Asia/Shanghai': '北京时间' },
  'zh-HK': { 'Asia/Shanghai': '北京時間', 'Asia/Hong_Kong': '香港時間' },
  'ja-JP': { 'Asia/Tokyo': '日本時間' },
  'ko-KR': { 'Asia/Seoul': '한국 시간' },
}

/** Short names Intl gives as offsets where the locale's readers write an abbreviation (en-EU: "17:00 CET"). */
const ABBREVIATIONS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-EU': { 'GMT+1': 'CET', 'GMT+2': 'CEST' },
  // Korean readers write KST where Intl gives the offset; Japanese readers get JST from Intl itself.
  'ko-KR': { 'GMT+9': 'KST' },
  // Chinese readers name the mainland's one zone 北京时间, French readers the hour of Paris.
  'zh-CN': { 'GMT+8': '北京时间' },
  'fr-FR': { 'UTC+1': 'heure de Paris', 'UTC+2': 'heure de Paris' },
}

const pad = (n: number): string => String(n).padStart(2, '0')
const hour12 = (hour: number): number => hour % 12 || 12

/** How each language writes a date and time with its zone; a locale without one reads as Intl writes it. */
const WRITERS: Partial<Record<Locale, (f: ClockFields) => string>> = {
  // « 1er décembre 2026 à 17 h (heure de Paris) » : l'ordinal du premier jour, l'heure en « h ».
  'fr-FR': (f) => {
    const hour = `${f.hour} h${f.minute ? ` ${pad(f.minute)}` : ''}`
    return `${f.day === 1 ? '1er' : f.day} ${f.monthName} ${f.year} à ${hour} (${f.zone})`
  },
  'de-DE': (f) => `${f.day}. ${f.monthName} ${f.year} um ${pad(f.hour)}:${pad(f.minute)} Uhr ${f.zone}`,
  'zh-CN': (f) => `${f.year}年${f.month}月${f.day}日 ${pad(f.hour)}:${pad(f.minute)}（${f.zone}）`,
  'zh-HK': (f) => `${f.year}年${f.month}月${f.day}日 ${pad(f.hour)}:${pad(f.minute)}（${f.zone}）`,
  'ja-JP': (f) => `${f.year}年${f.month}月${f.day}日${f.hour}時${f.minute ? `${f.minute}分` : ''}（${f.zone}）`,
  'en-EU': (f) => `${f.day} ${f.monthName} ${f.year} at ${pad(f.hour)}:${pad(f.minute)} ${f.zone}`,
  'ko-KR': (f) => {
    const time = `${f.hour < 12 ? '오전' : '오후'} ${hour12(f.hour)}시${f.minute ? ` ${f.minute}분` : ''}`
    return `${f.year}년 ${f.month}월 ${f.day}일 ${time}(${f.zone})`
  },
}

const fieldFormats = new Map<string, Intl.DateTimeFormat>()
const intlFormats = new Map<string, Intl.DateTimeFormat>()
const cached = (cache: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat) => {
  let format = cache.get(key)
  if (!format) cache.set(key, (format = make()))
  return format
}

/** The instant's fields in `timeZone`, with the month and zone named in `locale`. */
export function clockFieldsOf(instant: number, locale: Locale, timeZone: string): ClockFields {
  const format = cached(
    fieldFormats,
    `${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocaleOf(locale), {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
        timeZoneName: 'short',
        timeZone,
        numberingSystem: 'latn',
      }),
  )
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  const monthName = cached(
    fieldFormats,
    `${locale} ${timeZone} month`,
    () => new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'long', timeZone }),
  ).format(instant)
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    monthName,
    zone: ZONE_NAMES[locale]?.[timeZone] ?? zoneAbbreviation(locale, parts.timeZoneName ?? timeZone),
  }
}

const zoneAbbreviation = (locale: Locale, short: string): string => ABBREVIATIONS[locale]?.[short] ?? short

/** Intl writes "AM"/"PM" in Korean when the zone is named on the same line; Korean readers write 오전/오후. */
const DAY_PERIODS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  'ko-KR': { AM: '오전', PM: '오후' },
}

/**
 * An instant as the page's language writes a date and time, in the region's zone, naming the zone as its readers
 * do (docs/rules/time.md#time-zones): "1er décembre 2026 à 17 h (heure de Paris)", "2026年12月1日 00:12（北京时间）",
 * "2026년 12월 1일 오전 1시 12분(한국 시간)", "1 December 2026 at 17:00 CET".
 */
export function formatDateTime(instant: number, locale: Locale, timeZone: string): string {
  const write = WRITERS[locale]
  if (write) return write(clockFieldsOf(instant, locale, timeZone))
  const format = cached(
    intlFormats,
    `${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocaleOf(locale), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
  )
  return format.format(instant)
}

/**
 * An instant on one short line in the page's language and the region's zone, the zone by its abbreviation as the
 * locale's readers write it (docs/rules/time.md#time-zones): "September 22, 2025 at 1:00 AM BST",
 * "2025年9月22日 9:00 JST", "2025년 9월 22일 오전 9:00 KST". The preview ribbon's instant.
 */
export function formatInstant(instant: number, locale: Locale, timeZone: string): string {
  const format = cached(
    intlFormats,
    `${locale} ${timeZone} instant`,
    () =>
      new Intl.DateTimeFormat(intlLocaleOf(locale), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }),
  )
  return format
    .formatToParts(instant)
    .map((p) =>
      p.type === 'timeZoneName'
        ? zoneAbbreviation(locale, p.value)
        : p.type === 'dayPeriod'
          ? (DAY_PERIODS[locale]?.[p.value] ?? p.value)
          : p.value,
    )
    .join('')
}
