import { useState, type FormEvent } from 'react'
import { login } from '@storefront/api-client'
import { VerifyEmailForm } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { useHumanCheck } from '../lib/human-check'
import { RESEND_SECONDS } from './login-screen'
import { AccountCard, setFlow, useAccountT, useCountdown, useErrorText, useFlow, useFocusFirstInvalid, useFromPath, useGo, useQueryParam, useScreenPath } from './shared'
import { isCode, isValidEmail, type FieldErrors } from './validation'
import { VerifyLink } from './verify-link'

/**
 * Email verification code (spec §2). With `?token=` (the link of a verification e-mail) it checks
 * the link instead and moves on to verification success or failure.
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
  const api = useApi()
  const human = useHumanCheck()
  const go = useGo()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const { withFrom, destination } = useFromPath()
  const flow = useFlow()
  const [typedEmail, setTypedEmail] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'email' | 'code'>>({})
  const [failure, setFailure] = useState('')
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null)
  // The code was just sent by the register screen.
  const [countdown, restart] = useCountdown(RESEND_SECONDS, true)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

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
    setErrors(found)
    setFailure('')
    setStatus('')
    if (Object.keys(found).length) return focusInvalid()
    setBusy('verify')
    try {
      const { profile } = await login(api, { method: 'register-or-login', email: email.trim(), code: code.trim(), optIn: flow.optIn }, { display: false })
      setFlow({ email: email.trim() })
      // A new account (or one made by code before) sets its password next.
      if (profile?.['hasPassword'] === true) go(destination(), { replace: true })
      else go(withFrom(screenPath('set-password')), { replace: true })
    } catch (error) {
      setFailure(errorText(error))
      setBusy(null)
    }
  }

  async function resend() {
    setFailure('')
    setStatus('')
    if (!isValidEmail(email)) {
      setErrors({ email: t('validation.email') })
      return focusInvalid()
    }
    setBusy('resend')
    try {
      await api.sendCode({ email: email.trim(), purpose: 'register', altcha: await human.solve() }, { display: false })
      setFlow({ email: email.trim() })
      setStatus(t('verifyEmail.resent'))
      restart()
    } catch (error) {
      setFailure(errorText(error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <AccountCard
      title={t('verifyEmail.title')}
      intro={askEmail ? t('verifyEmail.introNoEmail') : t('verifyEmail.intro', { email })}
      footer={<a href={withFrom(screenPath('register'))}>{t('verifyEmail.changeEmail')}</a>}
    >
      <VerifyEmailForm
        formRef={form}
        askEmail={askEmail}
        email={email}
        code={code}
        errors={errors}
        failure={failure}
        status={status}
        busy={busy}
        resendIn={left}
        labels={{
          email: t('field.email'),
          code: t('field.code'),
          codeHint: t('field.codeHint'),
          submit: t('verifyEmail.submit'),
          checking: t('status.checking'),
          resend: t('verifyEmail.resend'),
          resendIn: (seconds) => t('verifyEmail.resendIn', { seconds }),
          sending: t('status.sending'),
        }}
        onEmailChange={setTypedEmail}
        onCodeChange={setCode}
        onResend={() => void resend()}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
