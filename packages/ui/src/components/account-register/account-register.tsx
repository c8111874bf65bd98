import { AccountAlert, AccountAlertLink, AccountForm, SubmitButton } from '../account-form/account-form'
import type { AccountFormSubmit } from '../account-form/account-form'
import { EmailField } from '../form-field/email-field'
import { PrivacyNotice, type PrivacyNoticeProps } from '../form-field/privacy-notice'
import './account-register.css'

export interface RegisterFormProps extends AccountFormSubmit {
  email: string
  optIn: boolean
  error?: string | undefined
  failure: string
  /** With a failure saying the address has an account already: the way to log in instead. */
  loginHref?: string | undefined
  busy: boolean
  labels: {
    perk: string
    perkDetails: string
    email: string
    optIn: string
    submit: string
    submitting: string
    login: string
  }
  /** What the address is used for and how to withdraw the opt-in, linked to the privacy policy. */
  notice?: PrivacyNoticeProps | undefined
  onEmailChange: (email: string) => void
  onOptInChange: (optIn: boolean) => void
  /** Opens the welcome dialog again. */
  onPerkDetails: () => void
}

/**
 * Create an account: the new-member perk (its button opens the welcome dialog), the e-mail address
 * and the optional weekly-email opt-in.
 */
export function RegisterForm({
  email,
  optIn,
  error,
  failure,
  loginHref,
  busy,
  labels,
  notice,
  onEmailChange,
  onOptInChange,
  onPerkDetails,
  ...submit
}: RegisterFormProps) {
  return (
    <>
      <div className="sf-account__perk">
        <p>{labels.perk}</p>
        <button type="button" className="sf-link-button" aria-haspopup="dialog" onClick={onPerkDetails}>
          {labels.perkDetails}
        </button>
      </div>
      <AccountForm {...submit}>
        <EmailField label={labels.email} value={email} error={error} onChange={onEmailChange} />
        <label className="sf-check">
          <input type="checkbox" name="optIn" checked={optIn} onChange={(e) => onOptInChange(e.target.checked)} />
          <span>{labels.optIn}</span>
        </label>
        {notice && <PrivacyNotice {...notice} />}
        <AccountAlert message={failure}>
          <AccountAlertLink href={loginHref} label={labels.login} />
        </AccountAlert>
        <SubmitButton busy={busy} labels={labels} />
      </AccountForm>
    </>
  )
}
