import { regionPrefix, type RegionId } from '@storefront/region-config'
import { t, type Lang, type MessageKey } from './i18n'
import type { Mail } from './outbox'
import type { CodePurpose } from './secrets'

/** The storefront page a link opens: `{base}{region prefix}/{page}?token=…` (cn has no prefix). */
export function storefrontLink(baseUrl: string, region: RegionId, page: string, token: string): string {
  return `${baseUrl}${regionPrefix(region)}/${page}?token=${encodeURIComponent(token)}`
}

export const codeMail = (lang: Lang, to: string, purpose: CodePurpose, code: string): Mail => ({
  to,
  lang,
  kind: purpose === 'login' ? 'login_code' : 'register_code',
  subject: t(lang, purpose === 'login' ? 'mailLoginCodeSubject' : 'mailRegisterCodeSubject'),
  body: t(lang, 'mailCodeBody', { code }),
  meta: { code },
})

export const resetMail = (lang: Lang, to: string, link: string): Mail => ({
  to,
  lang,
  kind: 'reset_password',
  subject: t(lang, 'mailResetSubject'),
  body: t(lang, 'mailResetBody', { link }),
  meta: { link },
})

export const verifyMail = (lang: Lang, to: string, link: string): Mail => ({
  to,
  lang,
  kind: 'verify_email',
  subject: t(lang, 'mailVerifySubject'),
  body: t(lang, 'mailVerifyBody', { link }),
  meta: { link },
})

/** Links of a newsletter mail: the human unsubscribe page, and the RFC 8058 one-click URL for mail clients. */
export interface NewsletterLinks {
  unsubscribePage: string
  oneClick: string
}

const withUnsubscribe = (lang: Lang, body: string, links: NewsletterLinks) =>
  `${body}\n\n${t(lang, 'mailUnsubscribeFooter', { link: links.unsubscribePage })}`

/** Welcome (regions without double opt-in). */
export const subscribeMail = (lang: Lang, to: string, links: NewsletterLinks): Mail => ({
  to,
  lang,
  kind: 'subscribe',
  subject: t(lang, 'mailSubscribeSubject'),
  body: withUnsubscribe(lang, t(lang, 'mailSubscribeBody'), links),
  listUnsubscribe: links.oneClick,
})

/** Double opt-in: the subscription counts once `link` is opened. */
export const confirmSubscriptionMail = (lang: Lang, to: string, link: string, links: NewsletterLinks): Mail => ({
  to,
  lang,
  kind: 'subscribe_confirm',
  subject: t(lang, 'mailNewsletterConfirmSubject'),
  body: withUnsubscribe(lang, t(lang, 'mailNewsletterConfirmBody', { link }), links),
  meta: { link },
  listUnsubscribe: links.oneClick,
})

export const formMail = (lang: Lang, to: string, formName: MessageKey, id: string): Mail => {
  const form = t(lang, formName)
  return {
    to,
    lang,
    kind: 'form',
    subject: t(lang, 'mailFormSubject', { form }),
    body: t(lang, 'mailFormBody', { form, id }),
    meta: { id },
  }
}
