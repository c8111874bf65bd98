import { useState, type FormEvent } from 'react'
import { login } from '@storefront/api-client'
import { VerifyEmailForm } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { useHumanCheck } from '../lib/browser/human-check'
import { RESEND_SECONDS } from './login-screen'
import { AccountCard } from './account-card'
import { setFlow, useFlow } from './flow'
import { useAccountForm, useCountdown } from './form'
import { useAccountT, useCodeLabels } from './messages'
import { useFromPath, useGo, useQueryParam, useScreenPath } from './navigation'
import { isCode, isValidEmail, type FieldErrors } from './validation'
import { VerifyLink } from './verify-link'

/**
 * Email verification code (docs/rules/accounts.md#screens). With `?token=` (the link of a verification e-mail) it
 * checks the link instead and moves on to verification success or failure.
 */
export function VerifyEmailScreen() {
  const token = useQueryParam('token')
  const t = useAccountT()
  if (token !== null) {
    return (
      <AccountCard title={t('verifyEmail.title')}>
        <VerifyLink token={token} />
      </AccountCard>
    )
  }
  return <VerifyCode />
}

function VerifyCode() {
  const t = useAccountT()
  const codeLabels = useCodeLabels('verifyEmail.resendIn')
  const api = useApi()
  const human = useHumanCheck()
  const go = useGo()
  const screenPath = useScreenPath()
  const { withFrom, destination } = useFromPath()
  const flow = useFlow()
  const [typedEmail, setTypedEmail] = useState<string | null>(null)
  const [code, setCode] = useState('')
  // The code was just sent by the register screen.
  const [countdown, restart] = useCountdown(RESEND_SECONDS, true)
  const form = useAccountForm<'email' | 'code', 'verify' | 'resend'>()

  // Without a pending address (another tab, a bookmark) the shopper types it here.
  const askEmail = typedEmail !== null || !flow.email
  const email = typedEmail ?? flow.email
  // No countdown when no code is known to have been sent from this tab.
  const left = flow.email ? countdown : 0

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: FieldErrors<'email' | 'code'> = {}
    if (!isValidEmail(email)) found.email = t('validation.email')
    if (!isCode(code)) found.code = t('validation.code')
    const call = async () => {
      const { profile } = await login(
        api,
        { method: 'register-or-login', email: email.trim(), code: code.trim(), optIn: flow.optIn },
        { display: false },
      )
      setFlow({ email: email.trim() })
      // A new account (or one made by code before) sets its password next.
      if (profile?.['hasPassword'] === true) go(destination(), { replace: true })
      else go(withFrom(screenPath('set-password')), { replace: true })
    }
    await form.run('verify', found, call, { leaves: true })
  }

  async function resend() {
    // A valid address leaves the fields' messages as they are.
    await form.run('resend', isValidEmail(email) ? undefined : { email: t('validation.email') }, async () => {
      await api.sendCode({ email: email.trim(), purpose: 'register', altcha: await human.solve() }, { display: false })
      setFlow({ email: email.trim() })
      form.setStatus(t('verifyEmail.resent'))
      restart()
    })
  }

  return (
    <AccountCard
      title={t('verifyEmail.title')}
      intro={askEmail ? t('verifyEmail.introNoEmail') : t('verifyEmail.intro', { email })}
      footer={<a href={withFrom(screenPath('register'))}>{t('verifyEmail.changeEmail')}</a>}
    >
      <VerifyEmailForm
        {...form.props}
        askEmail={askEmail}
        email={email}
        code={code}
        status={form.status}
        busy={form.busy}
        resendIn={left}
        labels={{
          ...codeLabels,
          submit: t('verifyEmail.submit'),
          checking: t('status.checking'),
          resend: t('verifyEmail.resend'),
        }}
        onEmailChange={setTypedEmail}
        onCodeChange={setCode}
        onResend={() => void resend()}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
