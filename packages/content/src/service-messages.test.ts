import { LOCALES, PAGE_LANGUAGES } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { SERVICE_LOCALES, SERVICE_MESSAGES } from './service-messages'

const languageOf = (locale: string) => locale.split('-')[0]

describe('SERVICE_LOCALES', () => {
  it('is the first region locale of each language, in region order, then each page-only language', () => {
    const firstOfEach = LOCALES.filter((l, i) => LOCALES.findIndex((m) => languageOf(m) === languageOf(l)) === i)
    expect([...SERVICE_LOCALES]).toEqual([...firstOfEach, ...Object.keys(PAGE_LANGUAGES)])
  })

  it('has the api and mail words of each', () => {
    for (const locale of SERVICE_LOCALES) {
      expect(Object.keys(SERVICE_MESSAGES[locale].api.code).length, locale).toBeGreaterThan(0)
      expect(Object.keys(SERVICE_MESSAGES[locale].mail).length, locale).toBeGreaterThan(0)
    }
  })
})
