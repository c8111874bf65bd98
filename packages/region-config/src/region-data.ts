import { catalogueOf, REGION_SHOP } from './catalogue'
import { REGION_CURRENCY } from './currency'
import { LABELS, type LabelKey, type LabelLanguage } from './labels'
import { PRODUCT_BASE } from './products'
import { pathOf, REGION_LOCALE, type RegionId } from './regions'
import type { FooterNav, Nav, RegionConfig, SubscribeTexts } from './schema'

/** Spec §4: 18, 20, 22, 24 Sept 2025 at 19:30 +08:00, then 25 Sept at 19:30 (us) or 15:00 (others). */
const launchOf = (region: RegionId): string[] => [
  '2025-09-18T19:30:00+08:00',
  '2025-09-20T19:30:00+08:00',
  '2025-09-22T19:30:00+08:00',
  '2025-09-24T19:30:00+08:00',
  region === 'us' ? '2025-09-25T19:30:00+08:00' : '2025-09-25T15:00:00+08:00',
]

const LANG: Record<RegionId, LabelLanguage> = { cn: 'zh', us: 'en', uk: 'en', eu: 'en', fr: 'fr', de: 'de', jp: 'ja', kr: 'ko' }

function leaf(region: RegionId, key: LabelKey, hidden?: Nav['hidden']): Nav {
  return { label: LABELS[LANG[region]][key], link: key, identify: key, ...(hidden ? { hidden } : {}) }
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
  children.push(leaf(region, 'mini-robot'))
  return { ...leaf(region, 'products'), link: children[0]!.link, children }
}

function group(region: RegionId, key: LabelKey, children: LabelKey[]): Nav {
  return { ...leaf(region, key), link: children[0]!, children: children.map((c) => leaf(region, c)) }
}

function footer(region: RegionId, columns: [LabelKey, LabelKey[]][]): FooterNav[] {
  const l = LABELS[LANG[region]]
  return columns.map(([title, links]) => ({ title: l[title], links: links.map((k) => ({ label: l[k], link: k })) }))
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

const SUBSCRIBE: Record<RegionId, SubscribeTexts> = {
  us: {
    title: 'Join the Mechaform Insider list',
    description: 'Launch dates, restocks and members-only offers, straight to your inbox.',
    placeholder: 'Enter your email',
    button: 'Subscribe',
    optIn: 'Yes, send me weekly emails and member communications.',
    success: 'Subscription successful',
    invalid: 'Incorrect email address format',
    already: 'You are already on the list. Thank you!',
  },
  uk: {
    title: 'Sign up to our newsletter',
    description: 'Be first to hear about launches, restocks and offers across the UK.',
    placeholder: 'Your email address',
    button: 'Sign up',
    optIn: 'Yes, send me weekly emails and member communications.',
    success: 'Thank you for subscribing.',
    invalid: 'Please enter a valid email address',
    already: 'You are already subscribed. Thank you!',
  },
  eu: {
    title: 'Sign up to our newsletter',
    description: 'Launches, restocks and offers for collectors across Europe.',
    placeholder: 'Your email address',
    button: 'Sign up',
    optIn: 'Yes, send me weekly emails and member communications.',
    success: 'Thank you for subscribing.',
    invalid: 'Please enter a valid email address',
    already: 'You are already subscribed. Thank you!',
  },
  fr: {
    title: 'Inscrivez-vous à notre newsletter',
    description: 'Lancements, réassorts et offres réservées aux membres, directement dans votre boîte mail.',
    placeholder: 'Votre adresse e-mail',
    button: "S'inscrire",
    optIn: "Oui, je souhaite recevoir les e-mails hebdomadaires et les communications réservées aux membres.",
    success: 'Merci pour votre inscription.',
    invalid: 'Veuillez saisir une adresse e-mail valide',
    already: 'Vous êtes déjà inscrit. Merci !',
  },
  de: {
    title: 'Newsletter abonnieren',
    description: 'Neuheiten, Nachschub und exklusive Angebote für Mitglieder direkt in Ihr Postfach.',
    placeholder: 'Ihre E-Mail-Adresse',
    button: 'Abonnieren',
    optIn: 'Ja, ich möchte wöchentliche E-Mails und Mitgliederinformationen erhalten.',
    success: 'Vielen Dank für Ihre Anmeldung.',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    already: 'Sie sind bereits angemeldet. Vielen Dank!',
  },
  jp: {
    title: 'ニュースレターに登録',
    description: '新製品の発売日、再入荷、会員限定のお知らせをお届けします。',
    placeholder: 'メールアドレス',
    button: '登録する',
    optIn: '毎週のメールと会員向けのお知らせを受け取る',
    success: 'ご登録ありがとうございます。',
    invalid: '有効なメールアドレスを入力してください',
    already: 'すでに登録済みです。ありがとうございます。',
  },
  kr: {
    title: '뉴스레터 구독',
    description: '신제품 출시, 재입고 소식과 회원 전용 혜택을 이메일로 받아 보세요.',
    placeholder: '이메일 주소',
    button: '구독하기',
    optIn: '주간 이메일과 회원 소식을 받겠습니다.',
    success: '구독해 주셔서 감사합니다.',
    invalid: '유효한 이메일 주소를 입력해 주세요',
    already: '이미 구독 중입니다. 감사합니다!',
  },
  cn: {
    title: '订阅新品资讯',
    description: '第一时间获取新品发布、补货通知与会员专属优惠。',
    placeholder: '请输入邮箱地址',
    button: '订阅',
    optIn: '我愿意接收每周邮件和会员通讯。',
    success: '订阅成功',
    invalid: '请输入有效的邮箱地址',
    already: '您已订阅，感谢关注！',
  },
}

const COMPANY = {
  cn: { name: '深圳市机形科技有限公司', address: '广东省深圳市南山区粤海街道科技南十二路 18 号 9 楼' },
  us: { name: 'Mechaform Robotics Inc.', address: '2150 North First Street, Suite 400, San Jose, CA 95131, United States' },
  uk: { name: 'Mechaform Robotics UK Ltd.', address: '20 Farringdon Street, London EC4A 4AB, United Kingdom' },
  eu: { name: 'Mechaform Robotics Europe B.V.', address: 'Stationsplein 45, 3013 AK Rotterdam, Netherlands' },
  jp: { name: 'メカフォーム・ロボティクス株式会社', address: '〒150-0002 東京都渋谷区渋谷 2-21-1 12階' },
  kr: { name: '메카폼 로보틱스 코리아 유한회사', address: '서울특별시 강남구 테헤란로 152, 20층 (06236)' },
}

const year = '2026'
const intlSupport: LabelKey[] = ['manuals', 'download-center', 'product-registration', 'return-manufacturer']

function build(region: RegionId, parts: Omit<RegionConfig, 'id' | 'locale' | 'currency' | 'home' | 'shop' | 'account' | 'subscribe' | 'launch'>): RegionConfig {
  return {
    id: region,
    locale: REGION_LOCALE[region],
    currency: REGION_CURRENCY[region],
    home: pathOf(region, ''),
    shop: REGION_SHOP[region].url,
    account: pathOf(region, 'login'),
    subscribe: SUBSCRIBE[region],
    launch: launchOf(region),
    ...parts,
  }
}

const euRegion = (region: 'uk' | 'eu' | 'fr' | 'de', iso: string, label: string, company: { name: string; address: string }): RegionConfig =>
  build(region, {
    paymentMethods: region === 'uk' ? ['klarna'] : ['paypal'],
    installment: region === 'uk' ? { count: 3, provider: 'Klarna', interestFree: true } : { count: 0, interestFree: false },
    region: { iso, label, link: pathOf(region, 'choose-your-region') },
    media: MEDIA.intl,
    copyright: `© ${year} ${company.name}`,
    company,
    navs: [
      productsMenu(region),
      group(region, 'support', intlSupport),
      leaf(region, 'where-to-buy'),
      group(region, 'company', ['about-us', 'news']),
    ],
    footerNavs: footer(region, [
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
    region: { iso: 'CN', label: '中国大陆 - 简体中文', link: pathOf('cn', 'choose-your-region') },
    media: MEDIA.cn,
    copyright: `© ${year} ${COMPANY.cn.name} 版权所有`,
    company: COMPANY.cn,
    icp: '粤ICP备2021088888号-1',
    navs: [
      productsMenu('cn'),
      group('cn', 'support', ['manuals', 'download-center', 'after-sale-service']),
      group('cn', 'company', ['about-us', 'news']),
    ],
    footerNavs: footer('cn', [
      ['support', ['manuals', 'download-center', 'after-sale-service']],
      ['company', ['about-us', 'news', 'choose-your-region']],
    ]),
    textBanner: {
      link: 'flagship-megatron',
      label: '威震天旗舰版 新品发布',
      bg: '#b3121d',
      stages: [
        { stage: 1, label: '威震天旗舰版 9 月 25 日 19:30 正式发布，敬请期待', link: 'flagship-megatron' },
        { stage: 2, label: '预约开启：登录账户即可预约首发名额', link: 'flagship-megatron' },
        { stage: 3, label: '首发倒计时：前 500 名下单赠送限定展示底座', link: 'flagship-megatron' },
        { stage: 4, label: '明晚 19:30 首发开售，立即查看产品详情', link: 'flagship-megatron' },
      ],
    },
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
  us: build('us', {
    paymentMethods: ['paypal', 'klarna'],
    installment: { count: 12, provider: 'Klarna', interestFree: false },
    region: { iso: 'US', label: 'United States - English', link: pathOf('us', 'choose-your-region') },
    media: MEDIA.intl,
    copyright: `© ${year} ${COMPANY.us.name} All rights reserved.`,
    company: COMPANY.us,
    navs: [
      productsMenu('us'),
      leaf('us', 'mini-robot', { header: true }),
      group('us', 'support', ['support', 'manuals', 'faq', 'technical-support', 'download-center', ...intlSupport.slice(2)]),
      leaf('us', 'where-to-buy'),
      group('us', 'company', ['about-us', 'news', 'apply-wholesale-account']),
    ],
    footerNavs: footer('us', [
      ['support', ['support', 'faq', 'manuals', 'technical-support', 'product-registration', 'return-manufacturer']],
      ['company', ['about-us', 'news', 'where-to-buy', 'apply-wholesale-account', 'choose-your-region']],
      ['privacy-policy', ['privacy-policy', 'terms-use', 'cookies-policy', 'account']],
    ]),
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
  uk: euRegion('uk', 'GB', 'United Kingdom - English', COMPANY.uk),
  eu: euRegion('eu', 'EU', 'Europe - English', COMPANY.eu),
  fr: euRegion('fr', 'FR', 'France - Français', COMPANY.eu),
  de: euRegion('de', 'DE', 'Deutschland - Deutsch', COMPANY.eu),
  jp: build('jp', {
    paymentMethods: ['paypal'],
    installment: { count: 0, interestFree: false },
    region: { iso: 'JP', label: '日本 - 日本語', link: pathOf('jp', 'choose-your-region') },
    media: MEDIA.jp,
    copyright: `© ${year} ${COMPANY.jp.name}`,
    company: COMPANY.jp,
    navs: [
      productsMenu('jp'),
      group('jp', 'support', ['download-center', 'warranty-information']),
      group('jp', 'company', ['about-us', 'news']),
    ],
    footerNavs: footer('jp', [
      ['support', ['download-center', 'warranty-information']],
      ['company', ['about-us', 'news', 'choose-your-region']],
    ]),
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
  kr: build('kr', {
    paymentMethods: [],
    installment: { count: 0, interestFree: false },
    region: { iso: 'KR', label: '대한민국 - 한국어', link: pathOf('kr', 'choose-your-region') },
    media: MEDIA.kr,
    copyright: `© ${year} ${COMPANY.kr.name}`,
    company: COMPANY.kr,
    navs: [
      { ...leaf('kr', 'mini-robot') },
      group('kr', 'support', ['manuals', 'download-center']),
      group('kr', 'company', ['about-us', 'news']),
    ],
    footerNavs: footer('kr', [
      ['support', ['manuals', 'download-center']],
      ['company', ['about-us', 'news', 'choose-your-region']],
    ]),
    consentRequired: false,
    newsletterDoubleOptIn: false,
  }),
}
