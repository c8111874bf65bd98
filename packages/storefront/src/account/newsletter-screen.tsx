import { useState } from 'react'
import { AccountActions, VerifyLinkStatus } from '@storefront/ui'
import { useApi } from '../lib/api/account'
import { AccountCard } from './account-card'
import { useLinkCall } from './link-call'
import { useAccountT } from './messages'
import { useQueryParam, useScreenPath } from './navigation'

type Outcome = 'working' | 'confirmed' | 'unsubscribed' | 'invalid'

/**
 * The newsletter links of its mails, in the region's language: `?confirm=` (double opt-in) and
 * `?unsubscribe=`. Unsubscribing answers the same whether or not the address was still subscribed.
 */
export function NewsletterScreen() {
  const t = useAccountT()
  const api = useApi()
  const screenPath = useScreenPath()
  const confirm = useQueryParam('confirm')
  const unsubscribe = useQueryParam('unsubscribe')
  const [outcome, setOutcome] = useState<Outcome>(confirm || unsubscribe ? 'working' : 'invalid')
  const token = unsubscribe ?? confirm
  const { failure, retry } = useLinkCall(token && `${unsubscribe ? 'unsubscribe' : 'confirm'}:${token}`, {
    call: () =>
      unsubscribe
        ? api.unsubscribe(unsubscribe, { display: false })
        : api.confirmSubscription(token ?? '', { display: false }),
    onDone: () => setOutcome(unsubscribe ? 'unsubscribed' : 'confirmed'),
    onRefused: () => setOutcome('invalid'),
  })

  if (outcome === 'working') {
    return (
      <AccountCard title={t('newsletter.title')}>
        <VerifyLinkStatus
          failure={failure}
          labels={{ checking: t('newsletter.working'), retry: t('verifyEmail.retry') }}
          onRetry={retry}
        />
      </AccountCard>
    )
  }
  return (
    <AccountCard title={t('newsletter.title')} intro={t(`newsletter.${outcome}`)}>
      <AccountActions actions={[{ label: t('verifyFailed.home'), href: screenPath('') }]} />
    </AccountCard>
  )
}
