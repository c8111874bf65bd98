import { useState, type FormEvent } from 'react'
import { loadProfile, type SetPasswordInput } from '@storefront/api-client'
import { SetPasswordForm, type NewPassword } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { useHumanCheck } from '../lib/human-check'
import { AccountCard, issuesOf, setFlow, useAccountT, useErrorText, useFocusFirstInvalid, useFromPath, useGo, useNewPasswordLabels, usePasswordMessages, useRequireSession, useScreenPath } from './shared'
import { checkNewPassword, type FieldErrors } from './validation'

/**
 * Set password (spec §2): the step after the e-mail code of a new account. A shopper who already
 * has a password changes it here, confirming the current one first.
 */
export function SetPasswordScreen() {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const errorText = useErrorText()
  const messages = usePasswordMessages()
  const passwordLabels = useNewPasswordLabels()
  const { destination, withFrom } = useFromPath()
  const screenPath = useScreenPath()
  const human = useHumanCheck()
  const { ready, profile } = useRequireSession()
  const change = profile?.['hasPassword'] === true
  const [current, setCurrent] = useState('')
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' })
  const [errors, setErrors] = useState<FieldErrors<'current' | 'password' | 'confirm'>>({})
  const [failure, setFailure] = useState('')
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: FieldErrors<'current' | 'password' | 'confirm'> = checkNewPassword(value.password, value.confirm, messages)
    if (change && !current) found.current = t('validation.required')
    setErrors(found)
    setFailure('')
    if (Object.keys(found).length) return focusInvalid()
    setBusy(true)
    // The service asks for the current password only when the account already has one.
    const input: SetPasswordInput = change ? { password: value.password, currentPassword: current } : { password: value.password }
    try {
      await api.setPassword(input, { display: false })
      await loadProfile(api)
      setStatus(t('setPassword.saved'))
      go(destination(), { replace: true })
    } catch (error) {
      const issues = issuesOf(error)
      const email = profile?.['email']
      if (!change && issues['code'] && typeof email === 'string') {
        // A first password needs a fresh e-mail code once the sign-up code is older than a few minutes:
        // send one and prove it on the code screen, which comes back here.
        try {
          await api.sendCode({ email, purpose: 'register', altcha: await human.solve() }, { display: false })
          setFlow({ email })
          go(withFrom(screenPath('verify-email')))
        } catch (sendError) {
          setFailure(errorText(sendError))
          setBusy(false)
        }
        return
      }
      if (issues['password'] || issues['currentPassword']) {
        setErrors({ ...(issues['password'] ? { password: issues['password'] } : {}), ...(issues['currentPassword'] ? { current: issues['currentPassword'] } : {}) })
        focusInvalid()
      } else setFailure(errorText(error))
      setBusy(false)
    }
  }

  return (
    <AccountCard title={change ? t('setPassword.changeTitle') : t('setPassword.title')} intro={change ? t('setPassword.introChange') : t('setPassword.intro')}>
      <SetPasswordForm
        formRef={form}
        change={change}
        username={typeof profile?.['email'] === 'string' ? profile['email'] : undefined}
        current={current}
        value={value}
        errors={errors}
        failure={failure}
        status={status}
        busy={busy}
        ready={ready}
        labels={{ ...passwordLabels, currentPassword: t('field.currentPassword'), submit: t('setPassword.submit'), submitting: t('status.saving') }}
        onCurrentChange={setCurrent}
        onChange={setValue}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
