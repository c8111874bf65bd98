import { useEffect, useState } from 'react'
import { isApiError } from '@storefront/api-client'
import { AccountActions, VerifyLinkStatus } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { AccountCard, useAccountT, useErrorText, useQueryParam, useScreenPath } from './shared'

type Outcome = 'working' | 'confirmed' | 'unsubscribed' | 'invalid'

// A link is acted on once per token, whatever re-renders or remounts.
const calls = new Map<string, Promise<unknown>>()

/**
 * The newsletter links of its mails, in the region's language: `?confirm=` (double opt-in) and
 * `?unsubscribe=`. Unsubscribing answers the same whether or not the address was still subscribed.
 */
export function NewsletterScreen() {
  const t = useAccountT()
  const api = useApi()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const confirm = useQueryParam('confirm')
  const unsubscribe = useQueryParam('unsubscribe')
  const [outcome, setOutcome] = useState<Outcome>(confirm || unsubscribe ? 'working' : 'invalid')
  const [failure, setFailure] = useState('')
  const [round, setRound] = useState(0)

  useEffect(() => {
    const token = unsubscribe ?? confirm
    if (!token) return
    let live = true
    const key = `${unsubscribe ? 'u' : 'c'}:${token}`
    let call = calls.get(key)
    if (!call) {
      call = unsubscribe ? api.unsubscribe(unsubscribe, { display: false }) : api.confirmSubscription(token, { display: false })
      calls.set(key, call)
    }
    call.then(
      () => live && setOutcome(unsubscribe ? 'unsubscribed' : 'confirmed'),
      (error: unknown) => {
        if (!live) return
        if (isApiError(error) && error.kind === 'business') return setOutcome('invalid')
        calls.delete(key)
        setFailure(errorText(error))
      },
    )
    return () => {
      live = false
    }
  }, [confirm, unsubscribe, round, api, errorText])

  if (outcome === 'working') {
    return (
      <AccountCard title={t('newsletter.title')}>
        <VerifyLinkStatus
          failure={failure}
          labels={{ checking: t('newsletter.working'), retry: t('verifyEmail.retry') }}
          onRetry={() => {
            setFailure('')
            setRound((n) => n + 1)
          }}
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
