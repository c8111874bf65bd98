import { PasswordField } from './password-field'
import { useAccountT } from './shared'
import type { FieldErrors } from './validation'

export interface NewPassword {
  password: string
  confirm: string
}

/** New password and its confirmation, with the §5 rule as a hint. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPassword
  onChange: (value: NewPassword) => void
  errors: FieldErrors<'password' | 'confirm'>
}) {
  const t = useAccountT()
  return (
    <>
      <PasswordField
        label={t('field.newPassword')}
        name="new-password"
        autoComplete="new-password"
        hint={t('field.passwordHint')}
        value={value.password}
        error={errors.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
      />
      <PasswordField
        label={t('field.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={value.confirm}
        error={errors.confirm}
        onChange={(e) => onChange({ ...value, confirm: e.target.value })}
      />
    </>
  )
}

/** The messages `checkNewPassword` reports, in the page's language. */
export function usePasswordMessages() {
  const t = useAccountT()
  return { required: t('validation.required'), complex: t('validation.passwordComplex'), mismatch: t('validation.passwordMismatch') }
}
