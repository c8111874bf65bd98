import { CODE_LENGTH, cleanCode, isValidEmail } from '@storefront/ui'

/**
 * docs/rules/accounts.md#passwords-and-codes: at least 8 characters, with letters and numbers (the service checks the
 * same rule).
 */
export const PASSWORD_MIN_LENGTH = 8
export const isComplexPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && value.length <= 128 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value)

/** The 6-digit e-mail verification code (`CODE_LENGTH`; the ui's code field keeps digits only with `cleanCode`). */
export const isCode = (value: string): boolean => /^\d{6}$/.test(value.trim())

export { CODE_LENGTH, cleanCode, isValidEmail }

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

export interface PasswordMessages {
  required: string
  complex: string
  mismatch: string
}

/** New password + confirmation (set password, reset password). */
export function checkNewPassword(
  password: string,
  confirm: string,
  m: PasswordMessages,
): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {}
  if (!password) errors.password = m.required
  else if (!isComplexPassword(password)) errors.password = m.complex
  if (!confirm) errors.confirm = m.required
  else if (confirm !== password) errors.confirm = m.mismatch
  return errors
}
