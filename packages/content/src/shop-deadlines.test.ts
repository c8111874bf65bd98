import { describe, expect, it } from 'vitest'

// docs/rules/legal.md#promises: one shop (the European company's) states the same order and return deadlines in each
// of its languages: the dates its campaign pages name are the same in en-EU, fr-FR and de-DE.
const pages = import.meta.glob<unknown>('./pages/{en-EU,fr-FR,de-DE}/{black-friday,christmas-sale}.json', {
  eager: true,
  import: 'default',
})

const MONTHS: Record<string, number> = {
  ...Object.fromEntries(
    [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ].map((m, i) => [m.toLowerCase(), i + 1]),
  ),
  ...Object.fromEntries(
    [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ].map((m, i) => [m, i + 1]),
  ),
  ...Object.fromEntries(
    [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ].map((m, i) => [m.toLowerCase(), i + 1]),
  ),
}
const DATE = new RegExp(`\\b(\\d{1,2})(?:er|\\.)?\\s+(${Object.keys(MONTHS).join('|')})\\b`, 'giu')

/** The days and months a page names ("1er décembre", "1. Dezember", "1 December" are all 12-01). */
const datesOf = (file: string): string[] => {
  const found = new Set<string>()
  for (const m of JSON.stringify(pages[file]).matchAll(DATE))
    found.add(`${String(MONTHS[m[2]!.toLowerCase()]).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`)
  return [...found].sort()
}

describe('one shop, the same deadlines in each of its languages', () => {
  for (const slug of ['black-friday', 'christmas-sale'])
    it(`${slug}: en-EU, fr-FR and de-DE name the same dates`, () => {
      const en = datesOf(`./pages/en-EU/${slug}.json`)
      expect(en.length).toBeGreaterThan(2)
      expect(datesOf(`./pages/fr-FR/${slug}.json`), 'fr-FR').toEqual(en)
      expect(datesOf(`./pages/de-DE/${slug}.json`), 'de-DE').toEqual(en)
    })
})
