import { useEffect, useState, type FormEvent } from 'react'
import { API_CODE, isApiError } from '@storefront/api-client'
import { RegisterForm, WelcomeDialog } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { useConsentAsked } from '../features/consent/consent'
import { privacyNoticeOf } from '../lib/shared/privacy-notice'
import { usePage, useT } from '../lib/shared/use-page'
import { useHumanCheck } from '../lib/browser/human-check'
import { AccountCard } from './account-card'
import { setFlow } from './flow'
import { useAccountForm } from './form'
import { useAccountT } from './messages'
import { useFromPath, useGo, useScreenPath } from './navigation'
import { isValidEmail } from './validation'

const WELCOME_SEEN_KEY = 'storefront:welcome-seen'

/**
 * Create account (docs/rules/accounts.md#screens): e-mail and the optional weekly-email opt-in; a 6-digit code goes to
 * the address and the verify-email screen takes over. The new-user popup opens on arrival.
 */
export function RegisterScreen() {
  const t = useAccountT()
  const common = useT()
  const { region } = usePage()
  const api = useApi()
  const human = useHumanCheck({ prepareOnMount: true })
  const go = useGo()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const [email, setEmail] = useState('')
  const [optIn, setOptIn] = useState(false)
  const [emailInUse, setEmailInUse] = useState(false)
  const [welcome, setWelcome] = useState(false)
  const form = useAccountForm<'email'>()

  const consentAsked = useConsentAsked()

  // The popup greets a shopper once per visit (tab); the perk button opens it again. Where the consent banner asks,
  // the choice comes first: the modal popup would make the banner unclickable.
  useEffect(() => {
    if (consentAsked) return
    let seen = false
    try {
      seen = window.sessionStorage.getItem(WELCOME_SEEN_KEY) === '1'
    } catch {
      // storage blocked: show it
    }
    if (seen) return
    const timer = window.setTimeout(() => setWelcome(true), 0)
    return () => window.clearTimeout(timer)
  }, [consentAsked])

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
    setEmailInUse(false)
    const address = email.trim()
    const call = async () => {
      await api.sendCode({ email: address, purpose: 'register', altcha: await human.solve() }, { display: false })
      setFlow({ email: address, optIn })
      go(withFrom(screenPath('verify-email')))
    }
    await form.run('submit', isValidEmail(email) ? {} : { email: t('validation.email') }, call, {
      leaves: true,
      onError: (error) => void setEmailInUse(isApiError(error) && error.code === API_CODE.EMAIL_IN_USE),
    })
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
        formRef={form.formRef}
        email={email}
        optIn={optIn}
        error={form.errors.email}
        failure={form.failure}
        loginHref={emailInUse ? withFrom(screenPath('login')) : undefined}
        busy={form.isBusy}
        labels={{
          perk: t('register.perk'),
          perkDetails: t('register.perkDetails'),
          email: t('field.email'),
          optIn: t('field.optIn'),
          submit: t('register.submit'),
          submitting: t('status.sending'),
          login: t('register.login'),
        }}
        notice={privacyNoticeOf(region, 'account', common)}
        onEmailChange={setEmail}
        onOptInChange={setOptIn}
        onPerkDetails={() => setWelcome(true)}
        onSubmit={submit}
      />
      <WelcomeDialog
        open={welcome}
        onClose={closeWelcome}
        fallbackFocus={() => form.formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')}
        labels={{
          title: t('welcome.title'),
          body: t('welcome.body'),
          cta: t('welcome.cta'),
          close: t('welcome.close'),
        }}
      />
    </AccountCard>
  )
}
