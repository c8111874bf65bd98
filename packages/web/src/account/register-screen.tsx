import { useEffect, useState, type FormEvent } from 'react'
import { API_CODE, isApiError } from '@storefront/api-client'
import { RegisterForm, WelcomeDialog } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { useHumanCheck } from '../lib/human-check'
import { AccountCard, setFlow, useAccountT, useErrorText, useFocusFirstInvalid, useFromPath, useGo, useScreenPath } from './shared'
import { isValidEmail, type FieldErrors } from './validation'

const WELCOME_SEEN_KEY = 'storefront:welcome-seen'

/**
 * Create account (spec §2): e-mail and the optional weekly-email opt-in; a 6-digit code goes to
 * the address and the verify-email screen takes over. The new-user popup opens on arrival.
 */
export function RegisterScreen() {
  const t = useAccountT()
  const api = useApi()
  const human = useHumanCheck({ prepareOnMount: true })
  const go = useGo()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const [email, setEmail] = useState('')
  const [optIn, setOptIn] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<'email'>>({})
  const [failure, setFailure] = useState('')
  const [emailInUse, setEmailInUse] = useState(false)
  const [busy, setBusy] = useState(false)
  const [welcome, setWelcome] = useState(false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

  // The popup greets a shopper once per visit (tab); the perk button opens it again.
  useEffect(() => {
    let seen = false
    try {
      seen = window.sessionStorage.getItem(WELCOME_SEEN_KEY) === '1'
    } catch {
      // storage blocked: show it
    }
    if (seen) return
    const timer = window.setTimeout(() => setWelcome(true), 0)
    return () => window.clearTimeout(timer)
  }, [])

  function closeWelcome() {
    setWelcome(false)
    try {
      window.sessionStorage.setItem(WELCOME_SEEN_KEY, '1')
    } catch {
      // nothing to remember it in
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure('')
    setEmailInUse(false)
    if (!isValidEmail(email)) {
      setErrors({ email: t('validation.email') })
      return focusInvalid()
    }
    setErrors({})
    setBusy(true)
    const address = email.trim()
    try {
      await api.sendCode({ email: address, purpose: 'register', altcha: await human.solve() }, { display: false })
      setFlow({ email: address, optIn })
      go(withFrom(screenPath('verify-email')))
    } catch (error) {
      setFailure(errorText(error))
      setEmailInUse(isApiError(error) && error.code === API_CODE.EMAIL_IN_USE)
      setBusy(false)
    }
  }

  return (
    <AccountCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          <span>{t('register.haveAccount')}</span> <a href={withFrom(screenPath('login'))}>{t('register.login')}</a>
        </>
      }
    >
      <RegisterForm
        formRef={form}
        email={email}
        optIn={optIn}
        error={errors.email}
        failure={failure}
        loginHref={emailInUse ? withFrom(screenPath('login')) : undefined}
        busy={busy}
        labels={{
          perk: t('register.perk'),
          perkDetails: t('register.perkDetails'),
          email: t('field.email'),
          optIn: t('field.optIn'),
          submit: t('register.submit'),
          submitting: t('status.sending'),
          login: t('register.login'),
        }}
        onEmailChange={setEmail}
        onOptInChange={setOptIn}
        onPerkDetails={() => setWelcome(true)}
        onSubmit={submit}
      />
      <WelcomeDialog
        open={welcome}
        onClose={closeWelcome}
        fallbackFocus={() => form.current?.querySelector<HTMLInputElement>('input[name="email"]')}
        labels={{ title: t('welcome.title'), body: t('welcome.body'), cta: t('welcome.cta'), close: t('welcome.close') }}
      />
    </AccountCard>
  )
}
