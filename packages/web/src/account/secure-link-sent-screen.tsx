import { useState } from 'react'
import { useApi } from '../lib/api'
import { usePage } from '../lib/use-page'
import { AccountCard, FormError, StatusLine, useAccountT, useCountdown, useErrorText, useFlow, useFromPath, useScreenPath } from './shared'

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
    <AccountCard title={t('linkSent.title')} intro={flow.email ? t('linkSent.body', { email: flow.email }) : t('linkSent.bodyNoEmail')}>
      <p className="sf-muted">{t('linkSent.hint')}</p>
      <FormError message={failure} />
      <StatusLine message={status} />
      {flow.email ? (
        <button type="button" className="sf-button sf-button--secondary" onClick={() => void resend()} disabled={busy || left > 0}>
          {busy ? t('status.sending') : left > 0 ? t('linkSent.resendIn', { seconds: left }) : t('linkSent.resend')}
        </button>
      ) : (
        <a className="sf-button sf-button--secondary" href={withFrom(screenPath('forgot-password'))}>
          {t('linkSent.resend')}
        </a>
      )}
      <p className="sf-account__links">
        <a href={withFrom(screenPath('login'))}>{t('linkSent.back')}</a>
      </p>
    </AccountCard>
  )
}
