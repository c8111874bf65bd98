import type { NewPasswordLabels } from '@storefront/ui'
import { useTranslate } from '../lib/shared/translate'

/** The `account` message namespace (loaded for every page by the data hook). */
export function useAccountT() {
  return useTranslate('account')
}

/** The labels of a new password and its confirmation (set and reset password). */
export function useNewPasswordLabels(): NewPasswordLabels {
  const t = useAccountT()
  return {
    newPassword: t('field.newPassword'),
    confirmPassword: t('field.confirmPassword'),
    passwordHint: t('field.passwordHint'),
    showPassword: t('field.showPassword'),
    hidePassword: t('field.hidePassword'),
  }
}

/** The messages `checkNewPassword` reports, in the page's language. */
export function usePasswordMessages() {
  const t = useAccountT()
  return {
    required: t('validation.required'),
    complex: t('validation.passwordComplex'),
    mismatch: t('validation.passwordMismatch'),
  }
}

/**
 * The labels of an e-mail with a verification code sent to it (code login, e-mail verification);
 * `resendInKey` names the screen's own "send again in {seconds}" message.
 */
export function useCodeLabels(resendInKey: string) {
  const t = useAccountT()
  return {
    resendIn: (seconds: number) => t(resendInKey, { seconds }),
    email: t('field.email'),
    code: t('field.code'),
    codeHint: t('field.codeHint'),
    sending: t('status.sending'),
  }
}
