import type { FormEvent, Ref } from 'react'
import { AccountAlert, AccountForm, AccountStatus, SubmitButton } from '../account-form/account-form'
import { FormField } from '../form-field/form-field'

export interface ForgotPasswordFormProps {
  email: string
  error?: string | undefined
  failure: string
  busy: boolean
  labels: { email: string; submit: string; submitting: string }
  onEmailChange: (email: string) => void
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  formRef?: Ref<HTMLFormElement> | undefined
}

/** Forgot password: the address the secure reset link goes to. */
export function ForgotPasswordForm({ email, error, failure, busy, labels, onEmailChange, onSubmit, formRef }: ForgotPasswordFormProps) {
  return (
    <AccountForm formRef={formRef} onSubmit={onSubmit}>
      <FormField label={labels.email} type="email" name="email" autoComplete="email" value={email} error={error} onChange={(e) => onEmailChange(e.target.value)} />
      <AccountAlert message={failure} />
      <SubmitButton busy={busy} labels={labels} />
    </AccountForm>
  )
}

export interface SecureLinkSentProps {
  /** "The link is valid for 30 minutes …" */
  hint: string
  failure: string
  /** "We sent you a new secure link." after a resend. */
  status: string
  /**
   * How to send the link again: a button behind a countdown when the address is known (`onResend`),
   * else a link back to the forgot-password form (`resendHref`).
   */
  resend: { onResend: () => void; busy: boolean; resendIn: number } | { resendHref: string }
  labels: { resend: string; resendIn: (seconds: number) => string; sending: string }
}

/** Secure link sent: what to look for, and a resend behind a visible countdown (spec §4). */
export function SecureLinkSent({ hint, failure, status, resend, labels }: SecureLinkSentProps) {
  return (
    <>
      <p className="sf-muted">{hint}</p>
      <AccountAlert message={failure} />
      <AccountStatus message={status} />
      {'onResend' in resend ? (
        <button type="button" className="sf-button sf-button--secondary" onClick={resend.onResend} disabled={resend.busy || resend.resendIn > 0}>
          {resend.busy ? labels.sending : resend.resendIn > 0 ? labels.resendIn(resend.resendIn) : labels.resend}
        </button>
      ) : (
        <a className="sf-button sf-button--secondary" href={resend.resendHref}>
          {labels.resend}
        </a>
      )}
    </>
  )
}
