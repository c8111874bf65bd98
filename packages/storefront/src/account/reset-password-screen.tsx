import { useState, type FormEvent } from 'react'
import { API_CODE, isApiError } from '@storefront/api-client'
import { AccountAlert, ResetPasswordForm, type NewPassword } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { AccountCard } from './account-card'
import { issuesOf, useAccountForm } from './form'
import { useAccountT, useNewPasswordLabels, usePasswordMessages } from './messages'
import { useGo, useQueryParam, useScreenPath } from './navigation'
import { checkNewPassword } from './validation'

/** Reset password (docs/rules/accounts.md#screens): the secure link's `?token=`, a new password twice, then success. */
export function ResetPasswordScreen() {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const messages = usePasswordMessages()
  const passwordLabels = useNewPasswordLabels()
  const screenPath = useScreenPath()
  const token = useQueryParam('token')
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' })
  const [linkDead, setLinkDead] = useState(false)
  const form = useAccountForm<'password' | 'confirm'>()

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
    setLinkDead(false)
    const call = async () => {
      await api.resetPassword({ token: token ?? '', password: value.password }, { display: false })
      go(screenPath('reset-success'), { replace: true })
    }
    await form.run('submit', checkNewPassword(value.password, value.confirm, messages), call, {
      leaves: true,
      onError: (error) => {
        const issues = issuesOf(error)
        if (issues['password']) return { password: issues['password'] }
        setLinkDead(isApiError(error) && (error.code === API_CODE.VERIFICATION_FAILED || issues['token'] !== undefined))
        return undefined
      },
    })
  }

  return (
    <AccountCard title={t('reset.title')} intro={t('reset.intro')}>
      <ResetPasswordForm
        {...form.props}
        value={value}
        requestNewHref={linkDead ? screenPath('forgot-password') : undefined}
        busy={form.isBusy}
        labels={{
          ...passwordLabels,
          submit: t('reset.submit'),
          submitting: t('status.saving'),
          requestNew: t('reset.requestNew'),
        }}
        onChange={setValue}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
