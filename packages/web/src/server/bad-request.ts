import { REGION_LOCALE, pathOf, type RegionId } from '@storefront/region-config'

/** Static copy for malformed URLs, answered before any page renders. */
const COPY: Record<string, { title: string; body: string; home: string }> = {
  'zh-CN': { title: '无效的网址', body: '此网址格式无效。', home: '返回首页' },
  'en-US': { title: 'Invalid address', body: 'This web address is not valid.', home: 'Go to the home page' },
  'fr-FR': { title: 'Adresse invalide', body: "Cette adresse web n'est pas valide.", home: "Retour à l'accueil" },
  'de-DE': { title: 'Ungültige Adresse', body: 'Diese Webadresse ist ungültig.', home: 'Zur Startseite' },
  'ja-JP': { title: '無効なアドレス', body: 'このURLは無効です。', home: 'ホームへ戻る' },
  'ko-KR': { title: '잘못된 주소', body: '이 웹 주소는 올바르지 않습니다.', home: '홈으로 이동' },
}

export function badRequestHtml(region: RegionId): string {
  const locale = REGION_LOCALE[region]
  const copy = COPY[locale] ?? COPY['en-US']!
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${copy.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${copy.title}</h1><p>${copy.body}</p><p><a href="${pathOf(region, '')}">${copy.home}</a></p></body></html>`
}
