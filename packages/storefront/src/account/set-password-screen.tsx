import { useState, type FormEvent } from 'react'
import { loadProfile, type SetPasswordInput } from '@storefront/api-client'
import { SetPasswordForm, type NewPassword } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { useHumanCheck } from '../lib/browser/human-check'
import { AccountCard } from './account-card'
import { setFlow } from './flow'
import { issuesOf, useAccountForm } from './form'
import { useAccountT, useNewPasswordLabels, usePasswordMessages } from './messages'
import { useFromPath, useGo, useRequireSession, useScreenPath } from './navigation'
import { checkNewPassword, type FieldErrors } from './validation'

/**
 * Set password (docs/rules/accounts.md#screens): the step after the e-mail code of a new account. A shopper who already
 * has a password changes it here, confirming the current one first.
 */
export function SetPasswordScreen() {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const messages = usePasswordMessages()
  const passwordLabels = useNewPasswordLabels()
  const { destination, withFrom } = useFromPath()
  const screenPath = useScreenPath()
  const human = useHumanCheck()
  const { ready, profile } = useRequireSession()
  const change = profile?.['hasPassword'] === true
  const [current, setCurrent] = useState('')
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' })
  const form = useAccountForm<'current' | 'password' | 'confirm'>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: FieldErrors<'current' | 'password' | 'confirm'> = checkNewPassword(
      value.password,
      value.confirm,
      messages,
    )
    if (change && !current) found.current = t('validation.required')
    // The service asks for the current password only when the account already has one.
    const input: SetPasswordInput = change
      ? { password: value.password, currentPassword: current }
      : { password: value.password }
    const call = async () => {
      try {
        await api.setPassword(input, { display: false })
      } catch (error) {
        const email = profile?.['email']
        if (change || !issuesOf(error)['code'] || typeof email !== 'string') throw error
        // A first password needs a fresh e-mail code once the sign-up code is older than a few minutes:
        // send one and prove it on the code screen, which comes back here.
        await api.sendCode({ email, purpose: 'register', altcha: await human.solve() }, { display: false })
        setFlow({ email })
        go(withFrom(screenPath('verify-email')))
        return
      }
      await loadProfile(api)
      form.setStatus(t('setPassword.saved'))
      go(destination(), { replace: true })
    }
    await form.run('submit', found, call, {
      leaves: true,
      onError: (error) => {
        const { password, currentPassword } = issuesOf(error)
        return { ...(password ? { password } : {}), ...(currentPassword ? { current: currentPassword } : {}) }
      },
    })
  }

  return (
    <AccountCard
      title={change ? t('setPassword.changeTitle') : t('setPassword.title')}
      intro={change ? t('setPassword.introChange') : t('setPassword.intro')}
    >
      <SetPasswordForm
        {...form.props}
        change={change}
        username={typeof profile?.['email'] === 'string' ? profile['email'] : undefined}
        current={current}
        value={value}
        status={form.status}
        busy={form.isBusy}
        ready={ready}
        labels={{
          ...passwordLabels,
          currentPassword: t('field.currentPassword'),
          submit: t('setPassword.submit'),
          submitting: t('status.saving'),
        }}
        onCurrentChange={setCurrent}
        onChange={setValue}
        onSubmit={submit}
      />
    </AccountCard>
  )
}
