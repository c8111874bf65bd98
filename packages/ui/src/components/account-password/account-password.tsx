import { AccountAlert, AccountAlertLink, AccountForm, AccountStatus, SubmitButton } from '../account-form/account-form'
import type { AccountFormSubmit } from '../account-form/account-form'
import { NewPasswordFields, PasswordField, type NewPassword } from '../account-fields/account-fields'

/** The labels of a new password and its confirmation. */
export interface NewPasswordLabels {
  newPassword: string
  confirmPassword: string
  passwordHint: string
  showPassword: string
  hidePassword: string
}

export interface SetPasswordFormProps extends AccountFormSubmit {
  /** The shopper has a password already: confirm the current one first. */
  change: boolean
  /** The account's address, for password managers (a hidden username field). */
  username?: string | undefined
  current: string
  value: NewPassword
  errors: { current?: string | undefined; password?: string | undefined; confirm?: string | undefined }
  failure: string
  status: string
  busy: boolean
  /** The session is known (until then the form is busy and cannot be sent). */
  ready: boolean
  labels: NewPasswordLabels & { currentPassword: string; submit: string; submitting: string }
  onCurrentChange: (current: string) => void
  onChange: (value: NewPassword) => void
}

/** Set a password (after the e-mail code of a new account), or change it. */
export function SetPasswordForm({
  change,
  username,
  current,
  value,
  errors,
  failure,
  status,
  busy,
  ready,
  labels,
  onCurrentChange,
  onChange,
  ...submit
}: SetPasswordFormProps) {
  return (
    <AccountForm {...submit} aria-busy={!ready}>
      {/* A hidden username lets password managers file the new password under the right account. */}
      {username !== undefined && (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      {change && (
        <PasswordField
          label={labels.currentPassword}
          name="current-password"
          autoComplete="current-password"
          showLabel={labels.showPassword}
          hideLabel={labels.hidePassword}
          value={current}
          error={errors.current}
          onChange={(e) => onCurrentChange(e.target.value)}
        />
      )}
      <NewPasswordFields value={value} onChange={onChange} errors={errors} labels={newPasswordLabels(labels)} />
      <AccountAlert message={failure} />
      <AccountStatus message={status} />
      <SubmitButton busy={busy} disabled={!ready} labels={labels} />
    </AccountForm>
  )
}

export interface ResetPasswordFormProps extends AccountFormSubmit {
  value: NewPassword
  errors: { password?: string | undefined; confirm?: string | undefined }
  failure: string
  /** With a failure saying the link is used or expired: where to ask for a new one. */
  requestNewHref?: string | undefined
  busy: boolean
  labels: NewPasswordLabels & { submit: string; submitting: string; requestNew: string }
  onChange: (value: NewPassword) => void
}

/** A new password from a secure reset link. */
export function ResetPasswordForm({
  value,
  errors,
  failure,
  requestNewHref,
  busy,
  labels,
  onChange,
  ...submit
}: ResetPasswordFormProps) {
  return (
    <AccountForm {...submit}>
      <NewPasswordFields value={value} onChange={onChange} errors={errors} labels={newPasswordLabels(labels)} />
      <AccountAlert message={failure}>
        <AccountAlertLink href={requestNewHref} label={labels.requestNew} />
      </AccountAlert>
      <SubmitButton busy={busy} labels={labels} />
    </AccountForm>
  )
}

const newPasswordLabels = (labels: NewPasswordLabels) => ({
  password: labels.newPassword,
  confirm: labels.confirmPassword,
  hint: labels.passwordHint,
  show: labels.showPassword,
  hide: labels.hidePassword,
})
