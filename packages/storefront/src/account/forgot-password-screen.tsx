import { useState, type FormEvent } from 'react'
import { ForgotPasswordForm } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { useHumanCheck } from '../lib/browser/human-check'
import { usePage } from '../lib/shared/use-page'
import { AccountCard } from './account-card'
import { setFlow, useFlow } from './flow'
import { useAccountForm } from './form'
import { useAccountT } from './messages'
import { useFromPath, useGo, useScreenPath } from './navigation'
import { isValidEmail } from './validation'

/** Forgot password (docs/rules/accounts.md#screens): the service mails a secure link; the next screen says so. */
export function ForgotPasswordScreen() {
  const t = useAccountT()
  const api = useApi()
  const human = useHumanCheck({ prepareOnMount: true })
  const go = useGo()
  const { region } = usePage()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const flow = useFlow()
  // Prefilled with the address typed on the login screen, if any.
  const [typed, setTyped] = useState<string | null>(null)
  const email = typed ?? flow.email
  const form = useAccountForm<'email'>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    await form.run(
      'submit',
      isValidEmail(email) ? {} : { email: t('validation.email') },
      async () => {
        await api.forgotPassword({ email: email.trim(), region, altcha: await human.solve() }, { display: false })
        setFlow({ email: email.trim() })
        go(withFrom(screenPath('secure-link-sent')))
      },
      { leaves: true },
    )
  }

  return (
    <AccountCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={<a href={withFrom(screenPath('login'))}>{t('forgot.back')}</a>}
    >
      <ForgotPasswordForm
        formRef={form.formRef}
        email={email}
        error={form.errors.email}
        failure={form.failure}
        busy={form.isBusy}
        labels={{ email: t('field.email'), submit: t('forgot.submit'), submitting: t('status.sending') }}
        onEmailChange={setTyped}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
