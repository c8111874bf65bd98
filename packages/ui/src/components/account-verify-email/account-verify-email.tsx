import type { FormEvent, Ref } from 'react'
import { AccountAlert, AccountForm, AccountStatus } from '../account-form/account-form'
import { CodeField } from '../account-fields/account-fields'
import { FormField } from '../form-field/form-field'

export interface VerifyEmailFormProps {
  /** Ask for the address too (no code is known to have been sent from this tab). */
  askEmail: boolean
  email: string
  code: string
  errors: { email?: string | undefined; code?: string | undefined }
  failure: string
  /** "We sent you a new code." after a resend. */
  status: string
  busy: 'verify' | 'resend' | null
  /** Seconds before the code may be sent again (0: now). */
  resendIn: number
  labels: { email: string; code: string; codeHint: string; submit: string; checking: string; resend: string; resendIn: (seconds: number) => string; sending: string }
  onEmailChange: (email: string) => void
  onCodeChange: (code: string) => void
  onResend: () => void
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  formRef?: Ref<HTMLFormElement> | undefined
}

/** The 6-digit code from the register e-mail, with a resend behind a countdown. */
export function VerifyEmailForm({ askEmail, email, code, errors, failure, status, busy, resendIn, labels, onEmailChange, onCodeChange, onResend, onSubmit, formRef }: VerifyEmailFormProps) {
  return (
    <AccountForm formRef={formRef} onSubmit={onSubmit}>
      {askEmail && <FormField label={labels.email} type="email" name="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => onEmailChange(e.target.value)} />}
      <CodeField label={labels.code} hint={labels.codeHint} value={code} onChange={onCodeChange} error={errors.code} />
      <AccountAlert message={failure} />
      <AccountStatus message={status} />
      <button type="submit" className="sf-button" disabled={busy !== null}>
        {busy === 'verify' ? labels.checking : labels.submit}
      </button>
      <div className="sf-account__inline">
        <button type="button" className="sf-button sf-button--secondary" onClick={onResend} disabled={busy !== null || resendIn > 0}>
          {busy === 'resend' ? labels.sending : resendIn > 0 ? labels.resendIn(resendIn) : labels.resend}
        </button>
      </div>
    </AccountForm>
  )
}

export interface VerifyLinkStatusProps {
  /** Why the link could not be checked (the service was not reached); empty while checking. */
  failure: string
  labels: { checking: string; retry: string }
  onRetry: () => void
}

/** Checking a verification link: a pending line, or the failure with a way to try again. */
export function VerifyLinkStatus({ failure, labels, onRetry }: VerifyLinkStatusProps) {
  if (failure) {
    return (
      <AccountAlert message={failure}>
        <p>
          <button type="button" className="sf-button sf-button--secondary" onClick={onRetry}>
            {labels.retry}
          </button>
        </p>
      </AccountAlert>
    )
  }
  return <AccountStatus message={labels.checking} className="sf-account__pending" />
}
