import { AccountAlert, AccountForm, AccountStatus, ResendButton, SubmitButton } from '../account-form/account-form'
import type { AccountFormSubmit } from '../account-form/account-form'
import { EmailField } from '../form-field/email-field'

export interface ForgotPasswordFormProps extends AccountFormSubmit {
  email: string
  error?: string | undefined
  failure: string
  busy: boolean
  labels: { email: string; submit: string; submitting: string }
  onEmailChange: (email: string) => void
}

/** Forgot password: the address the secure reset link goes to. */
export function ForgotPasswordForm({
  email,
  error,
  failure,
  busy,
  labels,
  onEmailChange,
  ...submit
}: ForgotPasswordFormProps) {
  return (
    <AccountForm {...submit}>
      <EmailField label={labels.email} value={email} error={error} onChange={onEmailChange} />
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

/** Secure link sent: what to look for, and a resend behind a visible countdown (docs/rules/accounts.md#screens). */
export function SecureLinkSent({ hint, failure, status, resend, labels }: SecureLinkSentProps) {
  return (
    <>
      <p className="sf-muted">{hint}</p>
      <AccountAlert message={failure} />
      <AccountStatus message={status} />
      {'onResend' in resend ? (
        <ResendButton onClick={resend.onResend} busy={resend.busy} resendIn={resend.resendIn} labels={labels} />
      ) : (
        <a className="sf-button sf-button--secondary" href={resend.resendHref}>
          {labels.resend}
        </a>
      )}
    </>
  )
}
