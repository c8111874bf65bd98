import { describe, expect, it } from 'vitest'
import { COUNTRY_ISO, countryOf, DEFAULT_COUNTRY } from './country'
import { REGION_CONFIGS, regionConfig } from './index'
import { REGION_CURRENCY } from './currency'
import { IMPRINT_SLUGS } from './pages'
import { REGION_IDS, REGION_LOCALE } from './regions'
import { hasPage } from './routes'
import { launchStageAt } from './time'

const at = (iso: string) => Date.parse(iso)

describe('payment methods and instalments (docs/rules/prices.md#payment-methods)', () => {
  it('us: paypal and klarna, 12 instalments', () => {
    expect(REGION_CONFIGS.us.paymentMethods).toEqual(['paypal', 'klarna'])
    expect(REGION_CONFIGS.us.installment.count).toBe(12)
  })

  it('uk: klarna with 3 interest-free monthly payments', () => {
    expect(REGION_CONFIGS.uk.paymentMethods).toEqual(['klarna'])
    expect(REGION_CONFIGS.uk.installment).toEqual({ count: 3, provider: 'Klarna', interestFree: true })
  })

  it.each(['eu', 'fr', 'de', 'jp'] as const)('%s: paypal', (region) => {
    expect(REGION_CONFIGS[region].paymentMethods).toEqual(['paypal'])
    expect(REGION_CONFIGS[region].installment.count).toBe(0)
  })
})

describe('per-region basics', () => {
  it.each(REGION_IDS)('%s: locale, currency, home, account, chooser link', (id) => {
    const c = regionConfig(id)
    expect(c.id).toBe(id)
    expect(c.locale).toBe(REGION_LOCALE[id])
    expect(c.currency).toBe(REGION_CURRENCY[id])
    const prefix = id === 'cn' ? '' : `/${id}`
    expect(c.home).toBe(prefix || '/')
    expect(c.account).toBe(`${prefix}/login`)
    expect(c.region.link).toBe(`${prefix}/choose-your-region`)
    expect(c.company.address.length).toBeGreaterThan(10)
    expect(c.media.length).toBeGreaterThan(0)
  })

  it('cn alone carries the ICP licence line and the text banner with four stages', () => {
    for (const id of REGION_IDS) {
      expect(!!REGION_CONFIGS[id].icp, id).toBe(id === 'cn')
      expect(!!REGION_CONFIGS[id].textBanner, id).toBe(id === 'cn')
    }
    expect(REGION_CONFIGS.cn.textBanner!.stages.map((s) => s.stage)).toEqual([1, 2, 3, 4])
  })

  it('asks for consent in uk, eu, fr and de only (docs/rules/regions.md#consent-and-analytics)', () => {
    expect(REGION_IDS.filter((id) => REGION_CONFIGS[id].consentRequired)).toEqual(['uk', 'eu', 'fr', 'de'])
    expect(REGION_IDS.filter((id) => REGION_CONFIGS[id].newsletterDoubleOptIn)).toEqual(['uk', 'eu', 'fr', 'de'])
  })

  // docs/rules/newsletter.md#consent
  it("shows the newsletter's marketing tick everywhere but us, whose form is the spec's", () => {
    expect(REGION_IDS.filter((id) => !REGION_CONFIGS[id].newsletterConsentTick)).toEqual(['us'])
  })

  it('loads no media from hosts blocked in mainland China on cn', () => {
    for (const m of REGION_CONFIGS.cn.media)
      expect(m.url).not.toMatch(/google|youtube|facebook|instagram|x\.com|twitter/)
  })
})

describe('country labels (docs/rules/regions.md#country)', () => {
  it('defaults to us', () => {
    expect(DEFAULT_COUNTRY).toBe('us')
    expect(countryOf(undefined)).toBe('us')
    expect(countryOf(null)).toBe('us')
    expect(countryOf('')).toBe('us')
    expect(countryOf('  ')).toBe('us')
  })

  it.each([
    ['US', 'us'],
    ['us', 'us'],
    [' us ', 'us'],
    ['CA', 'CA'],
    ['ca', 'CA'],
    ['FR', 'other'],
    ['GB', 'other'],
    ['XX', 'other'],
    ['T1', 'other'],
  ])('%j → %s', (code, country) => {
    expect(countryOf(code)).toBe(country)
  })

  it("codes us, Canada and other regions (their labels are content's)", () => {
    expect(COUNTRY_ISO).toEqual({ us: 'US', CA: 'CA', other: 'OTHER' })
    expect(REGION_CONFIGS.us.region.iso).toBe('US')
  })
})

describe('launch timestamps (docs/rules/time.md#launch-stages)', () => {
  const common = [
    '2025-09-18T19:30:00+08:00',
    '2025-09-20T19:30:00+08:00',
    '2025-09-22T19:30:00+08:00',
    '2025-09-24T19:30:00+08:00',
  ]

  it.each(REGION_IDS)('%s has the five instants', (id) => {
    const last = id === 'us' ? '2025-09-25T19:30:00+08:00' : '2025-09-25T15:00:00+08:00'
    expect(REGION_CONFIGS[id].launch).toEqual([...common, last])
    expect(REGION_CONFIGS[id].launch.map(at)).toEqual([...common, last].map(at))
  })

  it('the instants are in increasing order', () => {
    for (const id of REGION_IDS) {
      const t = REGION_CONFIGS[id].launch.map(at)
      for (let i = 1; i < t.length; i++) expect(t[i]).toBeGreaterThan(t[i - 1]!)
    }
  })

  describe('launchStageAt at and around every boundary', () => {
    const cases = REGION_IDS.flatMap((id) => {
      const t = REGION_CONFIGS[id].launch.map(at)
      return [
        [id, t[0]! - 1, null],
        [id, t[0]!, 1],
        [id, t[1]! - 1, 1],
        [id, t[1]!, 2],
        [id, t[2]! - 1, 2],
        [id, t[2]!, 3],
        [id, t[3]! - 1, 3],
        [id, t[3]!, 4],
        [id, t[4]! - 1, 4],
        [id, t[4]!, null],
        [id, t[4]! + 86_400_000, null],
      ] as const
    })
    it.each(cases)('%s at %d → stage %s', (id, now, stage) => {
      expect(launchStageAt(REGION_CONFIGS[id].launch, now)).toBe(stage)
    })

    it('stage 4 ends at 15:00 for others and 19:30 for us on 25 Sept', () => {
      const between = at('2025-09-25T17:00:00+08:00')
      expect(launchStageAt(REGION_CONFIGS.us.launch, between)).toBe(4)
      expect(launchStageAt(REGION_CONFIGS.uk.launch, between)).toBeNull()
      expect(launchStageAt(REGION_CONFIGS.cn.launch, between)).toBeNull()
    })

    it('reads +08:00 correctly (11:30Z is 19:30 in Shanghai)', () => {
      expect(launchStageAt(REGION_CONFIGS.cn.launch, at('2025-09-18T11:29:59.999Z'))).toBeNull()
      expect(launchStageAt(REGION_CONFIGS.cn.launch, at('2025-09-18T11:30:00Z'))).toBe(1)
    })
  })
})

describe('legal pages in the footer (docs/rules/legal.md)', () => {
  const footerLinks = (id: (typeof REGION_IDS)[number]) =>
    regionConfig(id).footerNavs.flatMap((c) => c.links.map((l) => l.link))

  it.each(REGION_IDS)('%s: the footer links privacy, cookies and terms, pages the region serves', (id) => {
    const links = footerLinks(id)
    for (const slug of ['privacy-policy', 'cookies-policy', 'terms-use']) {
      expect(links, slug).toContain(slug)
      expect(hasPage(id, slug), slug).toBe(true)
    }
  })

  it('de links its Impressum and fr its mentions légales; no other region has an imprint', () => {
    for (const id of REGION_IDS) {
      const imprint = footerLinks(id).filter((link) => (IMPRINT_SLUGS as readonly string[]).includes(link))
      expect(imprint, id).toEqual(id === 'de' ? ['impressum'] : id === 'fr' ? ['mentions-legales'] : [])
    }
  })

  it.each(REGION_IDS)('%s: the legal entity names its contact, register entry and representative', (id) => {
    const { company } = regionConfig(id)
    expect(company.email).toMatch(/^[^@\s]+@[^@\s]+$/)
    expect(company.register.length).toBeGreaterThan(5)
    expect(company.representative.length).toBeGreaterThan(1)
  })

  it('the EU entity names the VAT number its imprints must show', () => {
    for (const id of ['eu', 'fr', 'de'] as const) expect(regionConfig(id).company.vatId, id).toMatch(/^NL\d{9}B\d{2}$/)
  })
})
