import { useState } from 'react'
import { AccountActions, VerifyLinkStatus } from '@storefront/ui'
import { AccountCard } from './account-card'
import { useLinkCall } from './link-call'
import { useAccountT } from './messages'
import { useQueryParam, useScreenPath } from './navigation'

type Outcome = 'working' | 'confirmed' | 'unsubscribed' | 'invalid'

export interface MailLinkScreenProps {
  /** The `account` messages of the screen: `title`, `working`, `confirmed`, `unsubscribed`, `invalid`. */
  messages: 'newsletter' | 'notify'
  /** The service call of a `?confirm=` link. */
  confirm: (token: string) => Promise<unknown>
  /** The service call of an `?unsubscribe=` link. */
  unsubscribe: (token: string) => Promise<unknown>
}

/**
 * The screen a consent mail's links open, in the region's language: `?confirm=` (double opt-in) and
 * `?unsubscribe=`. It POSTs the token (mail scanners open links by GET: opening acts on nothing) and says
 * the outcome; a token the service turns down is an invalid link (docs/rules/newsletter.md, notify.md).
 */
export function MailLinkScreen({ messages, confirm, unsubscribe }: MailLinkScreenProps) {
  const t = useAccountT()
  const screenPath = useScreenPath()
  const confirmToken = useQueryParam('confirm')
  const unsubscribeToken = useQueryParam('unsubscribe')
  const [outcome, setOutcome] = useState<Outcome>(confirmToken || unsubscribeToken ? 'working' : 'invalid')
  const token = unsubscribeToken ?? confirmToken
  const { failure, retry } = useLinkCall(
    token && `${messages}:${unsubscribeToken ? 'unsubscribe' : 'confirm'}:${token}`,
    {
      call: () => (unsubscribeToken ? unsubscribe(unsubscribeToken) : confirm(token ?? '')),
      onDone: () => setOutcome(unsubscribeToken ? 'unsubscribed' : 'confirmed'),
      onRefused: () => setOutcome('invalid'),
    },
  )

  if (outcome === 'working') {
    return (
      <AccountCard title={t(`${messages}.title`)}>
        <VerifyLinkStatus
          failure={failure}
          labels={{ checking: t(`${messages}.working`), retry: t('verifyEmail.retry') }}
          onRetry={retry}
        />
      </AccountCard>
    )
  }
  return (
    <AccountCard title={t(`${messages}.title`)} intro={t(`${messages}.${outcome}`)}>
      <AccountActions actions={[{ label: t('verifyFailed.home'), href: screenPath('') }]} />
    </AccountCard>
  )
}
