import { useState, type FormEvent } from 'react'
import { loadProfile, type SetPasswordInput } from '@storefront/api-client'
import { SetPasswordForm, type NewPassword } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { AccountCard, issuesOf, useAccountT, useErrorText, useFocusFirstInvalid, useFromPath, useGo, useNewPasswordLabels, usePasswordMessages, useRequireSession } from './shared'
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
  const { destination } = useFromPath()
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
