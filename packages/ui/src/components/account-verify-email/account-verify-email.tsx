import { AccountAlert, AccountForm, AccountStatus, ResendButton, SubmitButton } from '../account-form/account-form'
import type { AccountFormSubmit } from '../account-form/account-form'
import { CodeField, type CodeFormLabels } from '../account-fields/account-fields'
import { EmailField } from '../form-field/email-field'

export interface VerifyEmailFormProps extends AccountFormSubmit {
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
  labels: CodeFormLabels & { submit: string; checking: string; resend: string }
  onEmailChange: (email: string) => void
  onCodeChange: (code: string) => void
  onResend: () => void
}

/** The 6-digit code from the register e-mail, with a resend behind a countdown. */
export function VerifyEmailForm({
  askEmail,
  email,
  code,
  errors,
  failure,
  status,
  busy,
  resendIn,
  labels,
  onEmailChange,
  onCodeChange,
  onResend,
  ...submit
}: VerifyEmailFormProps) {
  return (
    <AccountForm {...submit}>
      {askEmail && <EmailField label={labels.email} value={email} error={errors.email} onChange={onEmailChange} />}
      <CodeField label={labels.code} hint={labels.codeHint} value={code} onChange={onCodeChange} error={errors.code} />
      <AccountAlert message={failure} />
      <AccountStatus message={status} />
      <SubmitButton
        busy={busy === 'verify'}
        disabled={busy !== null}
        labels={{ submit: labels.submit, submitting: labels.checking }}
      />
      <div className="sf-account__inline">
        <ResendButton
          onClick={onResend}
          busy={busy === 'resend'}
          resendIn={resendIn}
          disabled={busy !== null}
          labels={labels}
        />
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
