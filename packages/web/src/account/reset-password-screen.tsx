import { useState, type FormEvent } from 'react'
import { API_CODE, isApiError } from '@storefront/api-client'
import { AccountAlert, ResetPasswordForm, type NewPassword } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { AccountCard, issuesOf, useAccountT, useErrorText, useFocusFirstInvalid, useGo, useNewPasswordLabels, usePasswordMessages, useQueryParam, useScreenPath } from './shared'
import { checkNewPassword, type FieldErrors } from './validation'

/** Reset password (spec §2): the secure link's `?token=`, a new password twice, then success. */
export function ResetPasswordScreen() {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const errorText = useErrorText()
  const messages = usePasswordMessages()
  const passwordLabels = useNewPasswordLabels()
  const screenPath = useScreenPath()
  const token = useQueryParam('token')
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' })
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirm'>>({})
  const [failure, setFailure] = useState('')
  const [linkDead, setLinkDead] = useState(false)
  const [busy, setBusy] = useState(false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

  if (!token) {
    return (
      <AccountCard title={t('reset.title')}>
        <AccountAlert message={t('reset.missingToken')}>
          <p>
            <a href={screenPath('forgot-password')}>{t('reset.requestNew')}</a>
          </p>
        </AccountAlert>
      </AccountCard>
    )
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found = checkNewPassword(value.password, value.confirm, messages)
    setErrors(found)
    setFailure('')
    setLinkDead(false)
    if (Object.keys(found).length) return focusInvalid()
    setBusy(true)
    try {
      await api.resetPassword({ token: token ?? '', password: value.password }, { display: false })
      go(screenPath('reset-success'), { replace: true })
    } catch (error) {
      const issues = issuesOf(error)
      if (issues['password']) {
        setErrors({ password: issues['password'] })
        focusInvalid()
      } else {
        setFailure(errorText(error))
        setLinkDead(isApiError(error) && (error.code === API_CODE.VERIFICATION_FAILED || issues['token'] !== undefined))
      }
      setBusy(false)
    }
  }

  return (
    <AccountCard title={t('reset.title')} intro={t('reset.intro')}>
      <ResetPasswordForm
        formRef={form}
        value={value}
        errors={errors}
        failure={failure}
        requestNewHref={linkDead ? screenPath('forgot-password') : undefined}
        busy={busy}
        labels={{ ...passwordLabels, submit: t('reset.submit'), submitting: t('status.saving'), requestNew: t('reset.requestNew') }}
        onChange={setValue}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
