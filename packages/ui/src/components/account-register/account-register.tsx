import type { FormEvent, Ref } from 'react'
import { AccountAlert, AccountForm, SubmitButton } from '../account-form/account-form'
import { FormField } from '../form-field/form-field'
import './account-register.css'

export interface RegisterFormProps {
  email: string
  optIn: boolean
  error?: string | undefined
  failure: string
  /** With a failure saying the address has an account already: the way to log in instead. */
  loginHref?: string | undefined
  busy: boolean
  labels: { perk: string; perkDetails: string; email: string; optIn: string; submit: string; submitting: string; login: string }
  onEmailChange: (email: string) => void
  onOptInChange: (optIn: boolean) => void
  /** Opens the welcome dialog again. */
  onPerkDetails: () => void
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  formRef?: Ref<HTMLFormElement> | undefined
}

/**
 * Create an account: the new-member perk (its button opens the welcome dialog), the e-mail address
 * and the optional weekly-email opt-in.
 */
export function RegisterForm({ email, optIn, error, failure, loginHref, busy, labels, onEmailChange, onOptInChange, onPerkDetails, onSubmit, formRef }: RegisterFormProps) {
  return (
    <>
      <div className="sf-account__perk">
        <p>{labels.perk}</p>
        <button type="button" className="sf-link-button" aria-haspopup="dialog" onClick={onPerkDetails}>
          {labels.perkDetails}
        </button>
      </div>
      <AccountForm formRef={formRef} onSubmit={onSubmit}>
        <FormField label={labels.email} type="email" name="email" autoComplete="email" value={email} error={error} onChange={(e) => onEmailChange(e.target.value)} />
        <label className="sf-check">
          <input type="checkbox" name="optIn" checked={optIn} onChange={(e) => onOptInChange(e.target.checked)} />
          <span>{labels.optIn}</span>
        </label>
        <AccountAlert message={failure}>
          {loginHref && (
            <p>
              <a href={loginHref}>{labels.login}</a>
            </p>
          )}
        </AccountAlert>
        <SubmitButton busy={busy} labels={labels} />
      </AccountForm>
    </>
  )
}
