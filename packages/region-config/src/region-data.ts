import { catalogueOf } from './catalogue'
import { REGION_CURRENCY } from './currency'
import type { LabelKey } from './nav-keys'
import { PRODUCT_BASE } from './products'
import { pathOf, REGION_LOCALE, REGION_SHOP, type RegionId } from './regions'
import type { FooterNav, Nav, RegionConfig } from './schema'

/**
 * docs/rules/time.md#launch-stages: 18, 20, 22, 24 Sept 2025 at 19:30 +08:00, then 25 Sept at 19:30 (us) or 15:00
 * (others).
 */
const launchOf = (region: RegionId): string[] => [
  '2025-09-18T19:30:00+08:00',
  '2025-09-20T19:30:00+08:00',
  '2025-09-22T19:30:00+08:00',
  '2025-09-24T19:30:00+08:00',
  region === 'us' ? '2025-09-25T19:30:00+08:00' : '2025-09-25T15:00:00+08:00',
]

/** An entry named by its key (content's `nav.<key>`), linking to the page of that slug. */
function leaf(key: LabelKey, hidden?: Nav['hidden']): Nav {
  return { link: key, identify: key, ...(hidden ? { hidden } : {}) }
}

/** The Products menu: every product the region has a page for, tagged HOT/NEW from the catalogue. */
function productsMenu(region: RegionId): Nav {
  const children: Nav[] = []
  for (const p of catalogueOf(region)) {
    if (p.key === 'miniRobot' || p.link === 'mini-robot' || p.key === 'eliteOptimusPrimeAiBase') continue
    children.push({
      label: PRODUCT_BASE[p.key].name,
      link: p.link,
      identify: p.key,
      ...(p.tag ? { tag: { color: 'red' as const, label: p.tag } } : {}),
    })
  }
  children.push(leaf('mini-robot'))
  return { ...leaf('products'), link: children[0]!.link, children }
}

function group(key: LabelKey, children: LabelKey[]): Nav {
  return { ...leaf(key), link: children[0]!, children: children.map((c) => leaf(c)) }
}

function footer(columns: [LabelKey, LabelKey[]][]): FooterNav[] {
  return columns.map(([title, links]) => ({ title, links: links.map((link) => ({ link })) }))
}

const MEDIA = {
  intl: [
    { name: 'YouTube', url: 'https://www.youtube.com/@mechaformrobotics' },
    { name: 'Instagram', url: 'https://www.instagram.com/mechaformrobotics' },
    { name: 'Facebook', url: 'https://www.facebook.com/mechaformrobotics' },
    { name: 'X', url: 'https://x.com/mechaformbots' },
  ],
  cn: [
    { name: '微博', url: 'https://weibo.com/mechaform' },
    { name: '哔哩哔哩', url: 'https://space.bilibili.com/mechaform' },
    { name: '抖音', url: 'https://www.douyin.com/user/mechaform' },
  ],
  jp: [
    { name: 'X', url: 'https://x.com/mechaform_jp' },
    { name: 'YouTube', url: 'https://www.youtube.com/@mechaformrobotics' },
  ],
  kr: [
    { name: 'Instagram', url: 'https://www.instagram.com/mechaform_kr' },
    { name: 'YouTube', url: 'https://www.youtube.com/@mechaformrobotics' },
  ],
}

const COMPANY = {
  cn: { name: '深圳市机形科技有限公司', address: '广东省深圳市南山区粤海街道科技南十二路 18 号 9 楼' },
  us: {
    name: 'Mechaform Robotics Inc.',
    address: '2150 North First Street, Suite 400, San Jose, CA 95131, United States',
  },
  uk: { name: 'Mechaform Robotics UK Ltd.', address: '20 Farringdon Street, London EC4A 4AB, United Kingdom' },
  eu: { name: 'Mechaform Robotics Europe B.V.', address: 'Stationsplein 45, 3013 AK Rotterdam, Netherlands' },
  jp: { name: 'メカフォーム・ロボティクス株式会社', address: '〒150-0002 東京都渋谷区渋谷 2-21-1 12階' },
  kr: { name: '메카폼 로보틱스 코리아 유한회사', address: '서울특별시 강남구 테헤란로 152, 20층 (06236)' },
}

const intlSupport: LabelKey[] = ['manuals', 'download-center', 'product-registration', 'return-manufacturer']

function build(
  region: RegionId,
  parts: Omit<RegionConfig, 'id' | 'locale' | 'currency' | 'home' | 'shop' | 'account' | 'launch'>,
): RegionConfig {
  return {
    id: region,
    locale: REGION_LOCALE[region],
    currency: REGION_CURRENCY[region],
    home: pathOf(region, ''),
    shop: REGION_SHOP[region].url,
    account: pathOf(region, 'login'),
    launch: launchOf(region),
    ...parts,
  }
}

const euRegion = (
  region: 'uk' | 'eu' | 'fr' | 'de',
  iso: string,
  company: { name: string; address: string },
): RegionConfig =>
  build(region, {
    paymentMethods: region === 'uk' ? ['klarna'] : ['paypal'],
    installment:
      region === 'uk' ? { count: 3, provider: 'Klarna', interestFree: true } : { count: 0, interestFree: false },
    region: { iso, link: pathOf(region, 'choose-your-region') },
    media: MEDIA.intl,
    company,
    navs: [
      productsMenu(region),
      group('support', intlSupport),
      leaf('where-to-buy'),
      group('company', ['about-us', 'news']),
    ],
    footerNavs: footer([
      ['support', [...intlSupport, 'where-to-buy']],
      ['company', ['about-us', 'news', 'choose-your-region']],
    ]),
    consentRequired: true,
    newsletterDoubleOptIn: true,
  })

export const REGION_DATA: Record<RegionId, RegionConfig> = {
  cn: build('cn', {
    paymentMethods: ['alipay', 'wechat-pay', 'unionpay'],
    installment: { count: 12, provider: '花呗', interestFree: true },
    region: { iso: 'CN', link: pathOf('cn', 'choose-your-region') },
    media: MEDIA.cn,
    company: COMPANY.cn,
    icp: '粤ICP备2021088888号-1',
    navs: [
      productsMenu('cn'),
      group('support', ['manuals', 'download-center', 'after-sale-service']),
      group('company', ['about-us', 'news']),
    ],
    footerNavs: footer([
      ['support', ['manuals', 'download-center', 'after-sale-service']],
      ['company', ['about-us', 'news', 'choose-your-region']],
    ]),
    textBanner: {
      // Its words are content's (TEXT_BANNER_WORDS), docs/rules/banners.md#text-banner.
      link: 'flagship-megatron',
      bg: '#b3121d',
      stages: [
        { stage: 1, link: 'flagship-megatron' },
        { stage: 2, link: 'flagship-megatron' },
        { stage: 3, link: 'flagship-megatron' },
        { stage: 4, link: 'flagship-megatron' },
      ],
    },
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
  us: build('us', {
    paymentMethods: ['paypal', 'klarna'],
    installment: { count: 12, provider: 'Klarna', interestFree: false },
    region: { iso: 'US', link: pathOf('us', 'choose-your-region') },
    media: MEDIA.intl,
    company: COMPANY.us,
    navs: [
      productsMenu('us'),
      leaf('mini-robot', { header: true }),
      group('support', ['support', 'manuals', 'faq', 'technical-support', 'download-center', ...intlSupport.slice(2)]),
      leaf('where-to-buy'),
      group('company', ['about-us', 'news', 'apply-wholesale-account']),
    ],
    footerNavs: footer([
      ['support', ['support', 'faq', 'manuals', 'technical-support', 'product-registration', 'return-manufacturer']],
      ['company', ['about-us', 'news', 'where-to-buy', 'apply-wholesale-account', 'choose-your-region']],
      ['privacy-policy', ['privacy-policy', 'terms-use', 'cookies-policy', 'account']],
    ]),
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
  uk: euRegion('uk', 'GB', COMPANY.uk),
  eu: euRegion('eu', 'EU', COMPANY.eu),
  fr: euRegion('fr', 'FR', COMPANY.eu),
  de: euRegion('de', 'DE', COMPANY.eu),
  jp: build('jp', {
    paymentMethods: ['paypal'],
    installment: { count: 0, interestFree: false },
    region: { iso: 'JP', link: pathOf('jp', 'choose-your-region') },
    media: MEDIA.jp,
    company: COMPANY.jp,
    navs: [
      productsMenu('jp'),
      group('support', ['download-center', 'warranty-information']),
      group('company', ['about-us', 'news']),
    ],
    footerNavs: footer([
      ['support', ['download-center', 'warranty-information']],
      ['company', ['about-us', 'news', 'choose-your-region']],
    ]),
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
  kr: build('kr', {
    paymentMethods: [],
    installment: { count: 0, interestFree: false },
    region: { iso: 'KR', link: pathOf('kr', 'choose-your-region') },
    media: MEDIA.kr,
    company: COMPANY.kr,
    navs: [
      { ...leaf('mini-robot') },
      group('support', ['manuals', 'download-center']),
      group('company', ['about-us', 'news']),
    ],
    footerNavs: footer([
      ['support', ['manuals', 'download-center']],
      ['company', ['about-us', 'news', 'choose-your-region']],
    ]),
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
}
