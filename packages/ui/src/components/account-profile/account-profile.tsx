import { AccountAlert, AccountForm, AccountStatus } from '../account-form/account-form'
import type { AccountFormSubmit } from '../account-form/account-form'
import { AccountActions } from '../account-layout/account-layout'
import { FormField } from '../form-field/form-field'
import './account-profile.css'

export interface ProfileValues {
  firstName: string
  lastName: string
  nickname: string
  /** yyyy-mm-dd, or '' */
  birthday: string
  optIn: boolean
}
export type ProfileTextField = Exclude<keyof ProfileValues, 'optIn'>

const TEXT_FIELDS: { name: ProfileTextField; autoComplete: string; type?: string; maxLength?: number }[] = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: 50 },
  { name: 'lastName', autoComplete: 'family-name', maxLength: 50 },
  { name: 'nickname', autoComplete: 'nickname', maxLength: 50 },
  { name: 'birthday', autoComplete: 'bday', type: 'date' },
]

export interface ProfileLabels {
  email: string
  /** The badge beside the address. */
  verified: string
  notVerified: string
  credits: string
  details: string
  /** Each field's label, "(optional)" included. */
  fields: Record<ProfileTextField, string>
  optIn: string
  save: string
  saving: string
  security: string
  logout: string
}

export interface ProfileDetailsProps extends AccountFormSubmit {
  email: string
  /** null while the profile is not loaded (no badge). */
  emailVerified: boolean | null
  /** null when the account has none to show. */
  credits: number | null
  values: ProfileValues
  errors: Partial<Record<ProfileTextField, string>>
  failure: string
  /** "Your profile has been saved." */
  status: string
  busy: boolean
  /** Logging out: nothing can be sent any more. */
  leaving: boolean
  /** The latest birthday the date field accepts (yyyy-mm-dd, the server's today). */
  today: string
  /** Set or change the password. */
  passwordLink: { href: string; label: string }
  labels: ProfileLabels
  onChange: <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => void
  onLogout: () => void
}

/** The profile page of a signed-in shopper: address and credits, editable details, password, log out. */
export function ProfileDetails({
  email,
  emailVerified,
  credits,
  values,
  errors,
  failure,
  status,
  busy,
  leaving,
  today,
  passwordLink,
  labels,
  onChange,
  onLogout,
  ...submit
}: ProfileDetailsProps) {
  return (
    <>
      <dl className="sf-profile__facts">
        <div>
          <dt>{labels.email}</dt>
          <dd data-testid="profile-email">
            {email}{' '}
            {emailVerified !== null && (
              <span className="sf-profile__badge">{emailVerified ? labels.verified : labels.notVerified}</span>
            )}
          </dd>
        </div>
        {credits !== null && (
          <div>
            <dt>{labels.credits}</dt>
            <dd>{credits}</dd>
          </div>
        )}
      </dl>
      <AccountForm {...submit} className="sf-profile__form" aria-labelledby="profile-details">
        <h2 id="profile-details">{labels.details}</h2>
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={labels.fields[field.name]}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            {...(field.maxLength ? { maxLength: field.maxLength } : { max: today })}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(e) => onChange(field.name, e.target.value)}
          />
        ))}
        <label className="sf-check">
          <input
            type="checkbox"
            name="optIn"
            checked={values.optIn}
            onChange={(e) => onChange('optIn', e.target.checked)}
          />
          <span>{labels.optIn}</span>
        </label>
        <AccountAlert message={failure} />
        <AccountStatus message={status} />
        <button type="submit" className="sf-button" disabled={busy || leaving}>
          {busy ? labels.saving : labels.save}
        </button>
      </AccountForm>
      <section className="sf-profile__section" aria-labelledby="profile-security">
        <h2 id="profile-security">{labels.security}</h2>
        <p>
          <a href={passwordLink.href}>{passwordLink.label}</a>
        </p>
      </section>
      <AccountActions actions={[{ label: labels.logout, onClick: onLogout, disabled: leaving, secondary: true }]} />
    </>
  )
}
