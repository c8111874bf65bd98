import { useState, type FormEvent } from 'react'
import { ForgotPasswordForm } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { useHumanCheck } from '../lib/human-check'
import { usePage } from '../lib/use-page'
import { AccountCard, setFlow, useAccountT, useErrorText, useFlow, useFocusFirstInvalid, useFromPath, useGo, useScreenPath } from './shared'
import { isValidEmail, type FieldErrors } from './validation'

/** Forgot password (spec §2/§4): the service mails a secure link; the next screen says so. */
export function ForgotPasswordScreen() {
  const t = useAccountT()
  const api = useApi()
  const human = useHumanCheck({ prepareOnMount: true })
  const go = useGo()
  const { region } = usePage()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const flow = useFlow()
  // Prefilled with the address typed on the login screen, if any.
  const [typed, setTyped] = useState<string | null>(null)
  const email = typed ?? flow.email
  const [errors, setErrors] = useState<FieldErrors<'email'>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure('')
    if (!isValidEmail(email)) {
      setErrors({ email: t('validation.email') })
      return focusInvalid()
    }
    setErrors({})
    setBusy(true)
    try {
      await api.forgotPassword({ email: email.trim(), region, altcha: await human.solve() }, { display: false })
      setFlow({ email: email.trim() })
      go(withFrom(screenPath('secure-link-sent')))
    } catch (error) {
      setFailure(errorText(error))
      setBusy(false)
    }
  }

  return (
    <AccountCard title={t('forgot.title')} intro={t('forgot.intro')} footer={<a href={withFrom(screenPath('login'))}>{t('forgot.back')}</a>}>
      <ForgotPasswordForm
        formRef={form}
        email={email}
        error={errors.email}
        failure={failure}
        busy={busy}
        labels={{ email: t('field.email'), submit: t('forgot.submit'), submitting: t('status.sending') }}
        onEmailChange={setTyped}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
