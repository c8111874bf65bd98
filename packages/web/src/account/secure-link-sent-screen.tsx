import { useState } from 'react'
import { SecureLinkSent } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { usePage } from '../lib/use-page'
import { AccountCard, useAccountT, useCountdown, useErrorText, useFlow, useFromPath, useScreenPath } from './shared'

/** Seconds before the secure link may be sent again (spec §4 "resend countdown"). */
export const LINK_RESEND_SECONDS = 60

/** Secure link sent (spec §2/§4), with a resend button behind a visible countdown. */
export function SecureLinkSentScreen() {
  const t = useAccountT()
  const api = useApi()
  const { region } = usePage()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const flow = useFlow()
  const [left, restart] = useCountdown(LINK_RESEND_SECONDS, true)
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  async function resend() {
    setStatus('')
    setFailure('')
    setBusy(true)
    try {
      await api.forgotPassword({ email: flow.email, region }, { display: false })
      setStatus(t('linkSent.resent'))
      restart()
    } catch (error) {
      setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountCard
      title={t('linkSent.title')}
      intro={flow.email ? t('linkSent.body', { email: flow.email }) : t('linkSent.bodyNoEmail')}
      footer={<a href={withFrom(screenPath('login'))}>{t('linkSent.back')}</a>}
    >
      <SecureLinkSent
        hint={t('linkSent.hint')}
        failure={failure}
        status={status}
        resend={flow.email ? { onResend: () => void resend(), busy, resendIn: left } : { resendHref: withFrom(screenPath('forgot-password')) }}
        labels={{ resend: t('linkSent.resend'), resendIn: (seconds) => t('linkSent.resendIn', { seconds }), sending: t('status.sending') }}
      />
    </AccountCard>
  )
}
