import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  CAMPAIGN_WINDOWS,
  CURRENCIES,
  REGION_CONFIGS,
  REGION_TIME_ZONE,
  ROUTES,
  findProduct,
  type Product,
  type RegionId,
} from '@storefront/region-config'
import { postalAddressOf } from './address'
import { isIndexable } from './alternates'
import { serializeJsonLd } from './escape'
import { buildHead, renderHeadHtml } from './head'
import { currentOffer, itemListJsonLd, organizationJsonLd, productJsonLd, webPageJsonLd } from './jsonld'
import { PRODUCTION_ORIGINS as O } from './origins'

// Shapes schema.org (and Google's rich-result rules) expect, strict so stray keys fail too.
const Url = z.url({ protocol: /^https?$/ })
const Context = z.literal('https://schema.org')
const PostalAddress = z.strictObject({
  '@type': z.literal('PostalAddress'),
  streetAddress: z.string().min(1),
  addressLocality: z.string().min(1).optional(),
  addressRegion: z.string().min(1).optional(),
  postalCode: z.string().min(1).optional(),
  addressCountry: z.string().regex(/^[A-Z]{2}$/),
})
const Organization = z.strictObject({
  '@context': Context,
  '@type': z.literal('Organization'),
  '@id': Url,
  name: z.string().min(1),
  legalName: z.string().min(1),
  url: Url,
  logo: Url,
  sameAs: z.array(z.url({ protocol: /^https$/ })).min(1),
  address: PostalAddress,
})
const WebSite = z.strictObject({ '@type': z.literal('WebSite'), '@id': Url, name: z.string().min(1), url: Url })
const WebPage = z.strictObject({
  '@context': Context,
  '@type': z.literal('WebPage'),
  '@id': Url,
  url: Url,
  name: z.string().min(1),
  description: z.string(),
  inLanguage: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  isPartOf: WebSite,
  publisher: z.strictObject({ '@id': Url }),
  primaryImageOfPage: z.strictObject({ '@type': z.literal('ImageObject'), url: Url }).optional(),
  mainEntity: z.strictObject({ '@id': Url }).optional(),
})
const Seller = z.strictObject({ '@type': z.literal('Organization'), name: z.string().min(1) })
const Offer = z.strictObject({
  '@type': z.literal('Offer'),
  price: z.number().positive(),
  priceCurrency: z.enum(CURRENCIES),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/PreOrder']),
  itemCondition: z.literal('https://schema.org/NewCondition'),
  url: z.url({ protocol: /^https$/ }).optional(),
  seller: Seller,
  priceValidUntil: z.iso.date().optional(),
  validFrom: z.iso.datetime({ offset: true }).optional(),
})
const BuyAction = z.strictObject({
  '@type': z.literal('BuyAction'),
  target: z.url({ protocol: /^https$/ }),
  seller: Seller,
})
const ProductLd = z.strictObject({
  '@context': Context,
  '@type': z.literal('Product'),
  '@id': Url,
  name: z.string().min(1),
  description: z.string(),
  url: Url,
  image: Url.optional(),
  sku: z.string().min(1),
  productID: z.string().min(1),
  brand: z.strictObject({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  offers: z.union([Offer, z.tuple([Offer, Offer])]),
  potentialAction: BuyAction.optional(),
})

const NOW = Date.parse('2026-03-01T00:00:00Z')
const product = (region: RegionId, key: Product['key']): Product => {
  const p = findProduct(region, key)
  if (!p) throw new Error(`${region} has no ${key}`)
  return p
}
const offersOf = (region: RegionId, key: Product['key'], now: number) =>
  productJsonLd({
    product: product(region, key),
    url: 'https://x.test/p',
    description: 'd',
    currency: REGION_CONFIGS[region].currency,
    brand: 'B',
    now,
    timeZone: REGION_TIME_ZONE[region],
  }).offers
const offerOf = (region: RegionId, key: Product['key'], now: number) =>
  currentOffer({ offers: offersOf(region, key, now) })

describe('Organization', () => {
  it('has name, legal name, url, logo, sameAs from the media links and a PostalAddress', () => {
    const org = organizationJsonLd({
      siteName: 'Mechaform Robotics',
      homeUrl: `${O.us}/us`,
      logo: `${O.us}/logo.svg`,
      region: REGION_CONFIGS.us,
    })
    expect(Organization.parse(org)).toEqual(org)
    expect(org.sameAs).toEqual(REGION_CONFIGS.us.media.map((m) => m.url))
    expect(org.legalName).toBe('Mechaform Robotics Inc.')
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '2150 North First Street, Suite 400',
      addressLocality: 'San Jose',
      addressRegion: 'CA',
      postalCode: '95131',
      addressCountry: 'US',
    })
  })

  it('parses every region’s company address with its country', () => {
    const got = Object.fromEntries(
      (['cn', 'uk', 'eu', 'fr', 'jp', 'kr'] as const).map((r) => [
        r,
        postalAddressOf(REGION_CONFIGS[r].company.address),
      ]),
    )
    expect(got).toEqual({
      cn: {
        '@type': 'PostalAddress',
        streetAddress: '南山区粤海街道科技南十二路 18 号 9 楼',
        addressLocality: '深圳市',
        addressRegion: '广东省',
        addressCountry: 'CN',
      },
      uk: {
        '@type': 'PostalAddress',
        streetAddress: '20 Farringdon Street',
        addressLocality: 'London',
        postalCode: 'EC4A 4AB',
        addressCountry: 'GB',
      },
      eu: {
        '@type': 'PostalAddress',
        streetAddress: 'Stationsplein 45',
        addressLocality: 'Rotterdam',
        postalCode: '3013 AK',
        addressCountry: 'NL',
      },
      fr: {
        '@type': 'PostalAddress',
        streetAddress: 'Stationsplein 45',
        addressLocality: 'Rotterdam',
        postalCode: '3013 AK',
        addressCountry: 'NL',
      },
      jp: {
        '@type': 'PostalAddress',
        // The block and building as the region writes them (docs/translating.md#typography: Japanese typography).
        streetAddress: REGION_CONFIGS.jp.company.address.replace(/^〒[\d-]+ 東京都渋谷区/, ''),
        addressLocality: '渋谷区',
        addressRegion: '東京都',
        postalCode: '150-0002',
        addressCountry: 'JP',
      },
      kr: {
        '@type': 'PostalAddress',
        streetAddress: '테헤란로 152, 20층',
        addressLocality: '강남구',
        addressRegion: '서울특별시',
        postalCode: '06236',
        addressCountry: 'KR',
      },
    })
  })

  it('keeps text it cannot split as streetAddress, with the fallback country', () => {
    expect(postalAddressOf('  Unit 7   Harbour Road ', 'HK')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Unit 7 Harbour Road',
      addressCountry: 'HK',
    })
    expect(postalAddressOf('Hauptstraße 5, 10115 Berlin, Germany')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Hauptstraße 5',
      addressLocality: 'Berlin',
      postalCode: '10115',
      addressCountry: 'DE',
    })
    expect(postalAddressOf('京都府京都市下京区烏丸通 1')).toMatchObject({
      addressRegion: '京都府',
      addressLocality: '京都市',
      addressCountry: 'JP',
    })
  })
})

describe('WebPage', () => {
  it('names the page, its language and the WebSite it belongs to', () => {
    const page = webPageJsonLd({
      url: `${O.fr}/fr/manuals`,
      name: 'Manuels',
      description: 'Tous les manuels',
      inLanguage: 'fr-FR',
      siteName: 'Mechaform Robotics',
      homeUrl: `${O.fr}/fr`,
    })
    expect(WebPage.parse(page)).toEqual(page)
    expect(page.isPartOf).toEqual({
      '@type': 'WebSite',
      '@id': `${O.fr}/fr#website`,
      name: 'Mechaform Robotics',
      url: `${O.fr}/fr`,
    })
    expect(page).not.toHaveProperty('mainEntity')
  })
})

describe('Product', () => {
  // The uk Megatron promo as the catalogue has it (docs/rules/prices.md#fixed-prices).
  const megatron = (region: RegionId) => product(region, 'flagshipMegatron')
  const ukMegatron = megatron('uk')
  const UK_START = ukMegatron.activityTime!.startTime
  const UK_PROMO = Date.parse(UK_START)

  it('prices uk Megatron at its list price before the promo start, the promo price from then on', () => {
    expect(offerOf('uk', 'flagshipMegatron', UK_PROMO - 1)).toMatchObject({
      price: ukMegatron.price,
      priceCurrency: 'GBP',
    })
    expect(offerOf('uk', 'flagshipMegatron', UK_PROMO)).toMatchObject({
      price: ukMegatron.activityPrice,
      priceCurrency: 'GBP',
    })
    expect(typeof offerOf('uk', 'flagshipMegatron', UK_PROMO).price).toBe('number')
    // eu/fr/de start earlier than uk.
    expect(offerOf('de', 'flagshipMegatron', UK_PROMO - 1)).toMatchObject({
      price: megatron('de').activityPrice,
      priceCurrency: 'EUR',
    })
    expect(offerOf('cn', 'flagshipMegatron', UK_PROMO)).toMatchObject({
      price: megatron('cn').price,
      priceCurrency: 'CNY',
    })
  })

  it('during a campaign offers the deal, valid until its last day in the region', () => {
    const { start, end } = CAMPAIGN_WINDOWS['black-friday']
    const inside = Date.parse(start) + 86_400_000
    // The last day in the region's calendar: the day of the last instant before the end, there.
    const lastDay = (region: RegionId) =>
      new Date(Date.parse(end) - 1).toLocaleDateString('sv-SE', { timeZone: REGION_TIME_ZONE[region] })
    for (const [region, key] of [
      ['de', 'flagshipMegatron'],
      ['us', 'flagshipBumblebee'],
      ['uk', 'flagshipMegatron'],
    ] as const) {
      const deal = product(region, key).deals!.find((d) => d.campaign === 'black-friday')!
      expect(offerOf(region, key, inside)).toMatchObject({ price: deal.price, priceValidUntil: lastDay(region) })
      // The window ends at midnight in Beijing: the day before there, in these regions.
      expect(offerOf(region, key, inside).priceValidUntil, region).not.toBe(end.slice(0, 10))
    }
    const after = Date.parse(end)
    expect(offerOf('de', 'flagshipMegatron', after)).toMatchObject({ price: megatron('de').activityPrice })
    expect(offerOf('de', 'flagshipMegatron', after).priceValidUntil).toBeUndefined()
  })

  it('while a promo is announced, dates the regular offer until its start and adds the promo offer from then', () => {
    const before = offersOf('uk', 'flagshipMegatron', UK_PROMO - 1)
    expect(before).toEqual([
      // The last day of the regular price, in the region's calendar.
      expect.objectContaining({
        price: ukMegatron.price,
        priceValidUntil: new Date(Date.parse(UK_START) - 1).toLocaleDateString('sv-SE', {
          timeZone: REGION_TIME_ZONE.uk,
        }),
      }),
      expect.objectContaining({ price: ukMegatron.activityPrice, validFrom: UK_START }),
    ])
    expect((before as unknown[])[0]).not.toHaveProperty('validFrom')
    expect((before as unknown[])[1]).not.toHaveProperty('priceValidUntil')
    const ld = productJsonLd({
      product: product('uk', 'flagshipMegatron'),
      url: 'https://x.test/p',
      description: 'd',
      currency: 'GBP',
      brand: 'B',
      now: UK_PROMO - 1,
      timeZone: REGION_TIME_ZONE.uk,
    })
    expect(ProductLd.parse(ld)).toEqual(ld)
    // Once it runs there is one offer again, with no dates; without a promo there never are any.
    for (const offers of [
      offersOf('uk', 'flagshipMegatron', UK_PROMO),
      offersOf('us', 'flagshipBumblebee', UK_PROMO - 1),
    ]) {
      expect(Array.isArray(offers)).toBe(false)
      expect(offers).not.toHaveProperty('priceValidUntil')
      expect(offers).not.toHaveProperty('validFrom')
    }
  })

  it('maps availability: stock 0 → OutOfStock, pre-sale → PreOrder, otherwise InStock', () => {
    expect(offerOf('us', 'bumblebeeG1Performance', NOW).availability).toBe('https://schema.org/OutOfStock')
    expect(offerOf('us', 'grimlockG1Flagship', NOW).availability).toBe('https://schema.org/PreOrder')
    expect(offerOf('us', 'flagshipBumblebee', NOW).availability).toBe('https://schema.org/InStock')
    // Sold out wins over pre-sale.
    const both = { ...product('us', 'grimlockG1Flagship'), stock: 0 }
    expect(
      currentOffer(
        productJsonLd({
          product: both,
          url: 'https://x.test/p',
          description: '',
          currency: 'USD',
          brand: 'B',
          now: NOW,
          timeZone: REGION_TIME_ZONE.us,
        }),
      ).availability,
    ).toBe('https://schema.org/OutOfStock')
  })

  it('names the retailer as seller and targets the external buy link with a BuyAction', () => {
    const p = product('jp', 'flagshipBumblebee')
    const ld = productJsonLd({
      product: p,
      url: `${O.jp}/jp/flagship-bumblebee`,
      description: 'd',
      image: `${O.jp}/img/b.webp`,
      currency: 'JPY',
      brand: 'Mechaform Robotics',
      now: NOW,
      timeZone: REGION_TIME_ZONE.jp,
    })
    expect(ProductLd.parse(ld)).toEqual(ld)
    expect(ld).toMatchObject({
      name: 'Flagship Bumblebee',
      sku: 'flagshipBumblebee',
      productID: 'flagshipBumblebee',
      url: `${O.jp}/jp/flagship-bumblebee`,
      image: `${O.jp}/img/b.webp`,
      brand: { '@type': 'Brand', name: 'Mechaform Robotics' },
      offers: {
        price: 174900,
        priceCurrency: 'JPY',
        url: p.buy,
        seller: { '@type': 'Organization', name: 'Amazon.co.jp' },
      },
      potentialAction: {
        '@type': 'BuyAction',
        target: p.buy,
        seller: { '@type': 'Organization', name: 'Amazon.co.jp' },
      },
    })
  })

  it('omits the offer url and the BuyAction when there is no buy link, or the product is sold out', () => {
    const base = product('us', 'aiBase')
    for (const p of [
      { ...base, buy: '' },
      { ...base, stock: 0 },
    ]) {
      const ld = productJsonLd({
        product: p,
        url: `${O.us}/us/ai-base`,
        description: 'd',
        currency: 'USD',
        brand: 'B',
        now: NOW,
        timeZone: REGION_TIME_ZONE.us,
      })
      expect(ProductLd.parse(ld)).toEqual(ld)
      expect(ld.offers).not.toHaveProperty('url')
      expect(ld).not.toHaveProperty('potentialAction')
    }
    expect(base.buy).not.toBe('')
  })
})

describe('ItemList', () => {
  const ItemList = z.strictObject({
    '@context': Context,
    '@type': z.literal('ItemList'),
    '@id': Url,
    name: z.string().min(1),
    numberOfItems: z.number().int(),
    itemListElement: z.array(
      z.strictObject({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        url: Url,
        name: z.string().min(1),
        image: Url.optional(),
      }),
    ),
  })

  it('lists the catalogue page’s robots in order, numbered from 1, and is the page’s main entity', () => {
    const route = ROUTES.find((r) => r.path === '/de/products')!
    const items = [
      { url: 'https://eu.example/de/flagship-megatron', name: 'Flagship Megatron', image: 'https://eu.example/m.jpg' },
      { url: 'https://eu.example/de/mini-robot', name: 'Interstellar Scout K1' },
    ]
    const list = ItemList.parse(itemListJsonLd('https://eu.example/de/products', 'Alle Roboter', items))
    expect(list.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Flagship Megatron'],
      [2, 'Interstellar Scout K1'],
    ])
    expect(list.numberOfItems).toBe(2)
    const tags = buildHead({
      route,
      origins: O,
      siteName: 'Mechaform Robotics',
      title: 'Alle Roboter',
      description: 'Alle Roboter',
      logo: `${O.de}/logo.png`,
      region: REGION_CONFIGS.de,
      now: 0,
      itemList: items,
    })
    const [, page, ld] = tags.jsonLd
    expect(ItemList.parse(ld)['@id']).toBe(`${O.de}/de/products#itemlist`)
    expect(WebPage.parse(page).mainEntity).toEqual({ '@id': `${O.de}/de/products#itemlist` })
  })
})

describe('serializeJsonLd', () => {
  it('cannot be broken out of by </script>, <!-- or line separators, and parses back to the same value', () => {
    const evil = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029 >' }
    const json = serializeJsonLd(evil)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(json).toContain('\\u2028\\u2029')
    expect(JSON.parse(json)).toEqual(evil)
  })

  it('keeps a product named </script> inside its script element in the rendered head', () => {
    const p = { ...product('us', 'flagshipBumblebee'), name: 'Bumblebee</script><script>alert("x")</script>' }
    const route = ROUTES.find((r) => r.path === '/us/flagship-bumblebee')!
    const tags = buildHead({
      route,
      origins: O,
      siteName: 'Mechaform Robotics',
      title: 'T',
      description: 'D',
      logo: `${O.us}/logo.svg`,
      region: REGION_CONFIGS.us,
      product: p,
      now: NOW,
    })
    const html = renderHeadHtml(tags)
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? []
    expect(scripts).toHaveLength(3)
    expect(html.match(/<\/script>/g)).toHaveLength(3)
    expect(html).not.toContain('<script>alert')
    const bodies = scripts.map(
      (s) =>
        JSON.parse(s.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as { '@type': string; name: string },
    )
    expect(bodies.find((b) => b['@type'] === 'Product')?.name).toBe(p.name)
  })
})

describe('every indexable page of every region', () => {
  it('yields Organization + WebPage (+ Product on product pages) that validate', () => {
    for (const route of ROUTES.filter((r) => isIndexable(r))) {
      const region = REGION_CONFIGS[route.meta.region]
      const origin = O[route.meta.region]
      const tags = buildHead({
        route,
        origins: O,
        siteName: route.meta.region === 'cn' ? '机形科技' : 'Mechaform Robotics',
        title: 'Title',
        description: 'Description',
        image: `${origin}/img/page.webp`,
        logo: `${origin}/logo.svg`,
        region,
        now: NOW,
      })
      const [org, page, prod, ...rest] = tags.jsonLd
      expect(rest).toEqual([])
      Organization.parse(org)
      const webPage = WebPage.parse(page)
      expect(webPage.inLanguage).toBe(route.meta.language)
      if (route.component === 'product') {
        const ld = ProductLd.parse(prod)
        expect(currentOffer(ld).priceCurrency, route.path).toBe(region.currency)
        expect(ld.sku).toBe(route.meta.product)
        expect(webPage.mainEntity).toEqual({ '@id': ld['@id'] })
      } else {
        expect(prod, route.path).toBeUndefined()
      }
    }
  })
})
