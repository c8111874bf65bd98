import { useEffect, useState, type FormEvent } from 'react'
import { loadProfile, logout, saveProfile, type Profile } from '@storefront/api-client'
import { FormField } from '@storefront/ui'
import { useApi } from '../lib/api'
import { usePage } from '../lib/use-page'
import { AccountCard, AccountForm, FormError, StatusLine, issuesOf, useAccountT, useErrorText, useFocusFirstInvalid, useGo, useRequireSession, useScreenPath } from './shared'

interface ProfileValues {
  firstName: string
  lastName: string
  nickname: string
  birthday: string
  optIn: boolean
}
type TextField = Exclude<keyof ProfileValues, 'optIn'>
const TEXT_FIELDS: { name: TextField; autoComplete: string; type?: string; maxLength?: number }[] = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: 50 },
  { name: 'lastName', autoComplete: 'family-name', maxLength: 50 },
  { name: 'nickname', autoComplete: 'nickname', maxLength: 50 },
  { name: 'birthday', autoComplete: 'bday', type: 'date' },
]

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const valuesOf = (profile: Profile | null): ProfileValues => ({
  firstName: text(profile?.['firstName']),
  lastName: text(profile?.['lastName']),
  nickname: text(profile?.['nickname']),
  birthday: text(profile?.['birthday']).slice(0, 10),
  optIn: profile?.['optIn'] === true,
})

/** The profile page `account` (us): the shopper's details, editable; save refetches (spec §4); log out. */
export function ProfileScreen() {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const { now } = usePage()
  const [leaving, setLeaving] = useState(false)
  const { ready, profile } = useRequireSession(leaving)
  // Edits in progress; null means "as stored" (after load and after each save).
  const [draft, setDraft] = useState<ProfileValues | null>(null)
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({})
  const [failure, setFailure] = useState('')
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()
  const values = draft ?? valuesOf(profile)
  // The server's date, so the page renders the same on server and client.
  const today = new Date(now).toISOString().slice(0, 10)

  // Fresh from the service on every visit (the stored copy shows meanwhile).
  useEffect(() => {
    if (ready) void loadProfile(api)
  }, [ready, api])

  function change<K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) {
    setDraft({ ...values, [key]: value })
    setStatus('')
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setErrors({})
    setFailure('')
    setStatus('')
    setBusy(true)
    try {
      await saveProfile(api, { ...values, birthday: values.birthday || null }, { display: false })
      setDraft(null)
      setStatus(t('profile.saved'))
    } catch (error) {
      const issues = issuesOf(error)
      const fieldErrors: Partial<Record<TextField, string>> = {}
      for (const field of TEXT_FIELDS) {
        const issue = issues[field.name]
        if (issue) fieldErrors[field.name] = issue
      }
      setErrors(fieldErrors)
      if (Object.keys(fieldErrors).length) focusInvalid()
      else setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  async function signOut() {
    setLeaving(true)
    await logout(api)
    go(screenPath(''), { replace: true })
  }

  const email = text(profile?.['email'])
  const name = values.nickname || values.firstName
  const credits = typeof profile?.['credits'] === 'number' ? profile['credits'] : null
  const hasPassword = profile?.['hasPassword'] === true

  if (!ready) {
    return (
      <AccountCard title={t('profile.title')}>
        <StatusLine message={t('profile.loading')} className="sf-account__pending" />
      </AccountCard>
    )
  }

  return (
    <AccountCard title={t('profile.title')} intro={name ? t('profile.greeting', { name }) : undefined} wide>
      <dl className="sf-profile__facts">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd data-testid="profile-email">
            {email}{' '}
            {profile && <span className="sf-profile__badge">{profile['emailVerified'] === true ? t('profile.verified') : t('profile.notVerified')}</span>}
          </dd>
        </div>
        {credits !== null && (
          <div>
            <dt>{t('profile.credits')}</dt>
            <dd>{credits}</dd>
          </div>
        )}
      </dl>
      <AccountForm formRef={form} onSubmit={submit} className="sf-profile__form" aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile.details')}</h2>
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={`${t(`profile.${field.name}`)} ${t('profile.optional')}`}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            {...(field.maxLength ? { maxLength: field.maxLength } : { max: today })}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(e) => change(field.name, e.target.value)}
          />
        ))}
        <label className="sf-check">
          <input type="checkbox" name="optIn" checked={values.optIn} onChange={(e) => change('optIn', e.target.checked)} />
          <span>{t('field.optIn')}</span>
        </label>
        <FormError message={failure} />
        <StatusLine message={status} />
        <button type="submit" className="sf-button" disabled={busy || leaving}>
          {busy ? t('status.saving') : t('profile.save')}
        </button>
      </AccountForm>
      <section className="sf-profile__section" aria-labelledby="profile-security">
        <h2 id="profile-security">{t('profile.security')}</h2>
        <p>
          <a href={`${screenPath('set-password')}?fromPath=${encodeURIComponent(screenPath('account'))}`}>
            {hasPassword ? t('profile.changePassword') : t('profile.setPassword')}
          </a>
        </p>
      </section>
      <p className="sf-account__actions">
        <button type="button" className="sf-button sf-button--secondary" onClick={() => void signOut()} disabled={leaving}>
          {t('profile.logout')}
        </button>
      </p>
    </AccountCard>
  )
}
