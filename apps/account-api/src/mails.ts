import { regionPrefix, type RegionId } from '@storefront/region-config'
import { t, type FormKey, type ServiceLocale } from './i18n'
import type { Mail } from './outbox'
import type { CodePurpose } from './secrets'

/** The storefront page a link opens: `{base}{region prefix}/{page}?token=…` (cn has no prefix). */
export function storefrontLink(baseUrl: string, region: RegionId, page: string, token: string): string {
  return `${baseUrl}${regionPrefix(region)}/${page}?token=${encodeURIComponent(token)}`
}

export const codeMail = (lang: ServiceLocale, to: string, purpose: CodePurpose, code: string): Mail => ({
  to,
  lang,
  kind: purpose === 'login' ? 'login_code' : 'register_code',
  subject: t(lang, purpose === 'login' ? 'mail:loginCodeSubject' : 'mail:registerCodeSubject'),
  body: t(lang, 'mail:codeBody', { code }),
  meta: { code },
})

export const resetMail = (lang: ServiceLocale, to: string, link: string): Mail => ({
  to,
  lang,
  kind: 'reset_password',
  subject: t(lang, 'mail:resetSubject'),
  body: t(lang, 'mail:resetBody', { link }),
  meta: { link },
})

export const verifyMail = (lang: ServiceLocale, to: string, link: string): Mail => ({
  to,
  lang,
  kind: 'verify_email',
  subject: t(lang, 'mail:verifySubject'),
  body: t(lang, 'mail:verifyBody', { link }),
  meta: { link },
})

/** Links of a newsletter mail: the human unsubscribe page, and the RFC 8058 one-click URL for mail clients. */
export interface NewsletterLinks {
  unsubscribePage: string
  oneClick: string
}

const withUnsubscribe = (lang: ServiceLocale, body: string, links: NewsletterLinks) =>
  `${body}\n\n${t(lang, 'mail:unsubscribeFooter', { link: links.unsubscribePage })}`

/** Who recorded a newsletter consent, and when: the sender and date its confirmation states. */
export interface ConsentRecord {
  /** The legal entity that sells in the subscription's region. */
  sender: string
  /** When the consent was given, in the region's time zone. */
  date: string
}

/**
 * Welcome (regions without double opt-in): it states the sender, the date of the consent and its result, as kr's
 * Network Act asks of a marketing consent (docs/rules/legal.md#forms), and how to withdraw it.
 */
export const subscribeMail = (
  lang: ServiceLocale,
  to: string,
  links: NewsletterLinks,
  consent: ConsentRecord,
): Mail => ({
  to,
  lang,
  kind: 'subscribe',
  subject: t(lang, 'mail:subscribeSubject'),
  body: withUnsubscribe(lang, t(lang, 'mail:subscribeBody', { ...consent }), links),
  listUnsubscribe: links.oneClick,
})

/** Double opt-in: the subscription counts once `link` is opened. */
export const confirmSubscriptionMail = (
  lang: ServiceLocale,
  to: string,
  link: string,
  links: NewsletterLinks,
): Mail => ({
  to,
  lang,
  kind: 'subscribe_confirm',
  subject: t(lang, 'mail:newsletterConfirmSubject'),
  body: withUnsubscribe(lang, t(lang, 'mail:newsletterConfirmBody', { link }), links),
  meta: { link },
  listUnsubscribe: links.oneClick,
})

export const formMail = (lang: ServiceLocale, to: string, formName: FormKey, id: string): Mail => {
  const form = t(lang, `mail:form.${formName}`)
  return {
    to,
    lang,
    kind: 'form',
    subject: t(lang, 'mail:formSubject', { form }),
    body: t(lang, 'mail:formBody', { form, id }),
    meta: { id },
  }
}

/** What a notify-me request was waiting for, now there: the robot (its name and page) or the page. */
export type NotifyWhat = { kind: 'product'; name: string; link: string } | { kind: 'page'; link: string }

/**
 * Links of a notify-me mail: the storefront's notify screen (`?unsubscribe=`) for the reader, the service's
 * RFC 8058 one-click URL for mail clients; the same shape as a newsletter mail's.
 */
export type NotifyLinks = NewsletterLinks

/** Notify me, double opt-in regions: the request counts once `link` is opened (docs/rules/notify.md). */
export const notifyConfirmMail = (
  lang: ServiceLocale,
  to: string,
  name: string,
  link: string,
  links: NotifyLinks,
): Mail => ({
  to,
  lang,
  kind: 'notify_confirm',
  subject: t(lang, 'mail:notifyConfirmSubject'),
  body: withUnsubscribe(lang, t(lang, 'mail:notifyConfirmBody', { name, link }), links),
  meta: { link },
  listUnsubscribe: links.oneClick,
})

/**
 * Notify me, regions without double opt-in: the consent's record, as the newsletter's welcome mail is (sender,
 * date, result, how to withdraw; docs/rules/legal.md#forms).
 */
export const notifyReceiptMail = (
  lang: ServiceLocale,
  to: string,
  name: string,
  consent: ConsentRecord,
  links: NotifyLinks,
): Mail => ({
  to,
  lang,
  kind: 'notify_receipt',
  subject: t(lang, 'mail:notifyReceivedSubject'),
  body: withUnsubscribe(lang, t(lang, 'mail:notifyReceivedBody', { name, ...consent }), links),
  listUnsubscribe: links.oneClick,
})

/** The one mail a notify-me request asked for. */
export const notifyMail = (lang: ServiceLocale, to: string, what: NotifyWhat, links: NotifyLinks): Mail => ({
  to,
  lang,
  kind: 'notify',
  subject:
    what.kind === 'product'
      ? t(lang, 'mail:notifyAvailableSubject', { name: what.name })
      : t(lang, 'mail:notifyLiveSubject'),
  body: withUnsubscribe(
    lang,
    what.kind === 'product'
      ? t(lang, 'mail:notifyAvailableBody', { name: what.name, link: what.link })
      : t(lang, 'mail:notifyLiveBody', { link: what.link }),
    links,
  ),
  meta: { link: what.link },
  listUnsubscribe: links.oneClick,
})
