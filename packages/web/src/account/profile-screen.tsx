import { useEffect, useState, type FormEvent } from 'react'
import { loadProfile, logout, saveProfile, type Profile } from '@storefront/api-client'
import { AccountStatus, ProfileDetails, type ProfileTextField, type ProfileValues } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { usePage } from '../lib/use-page'
import { AccountCard, issuesOf, useAccountT, useErrorText, useFocusFirstInvalid, useGo, useRequireSession, useScreenPath } from './shared'

const TEXT_FIELDS: ProfileTextField[] = ['firstName', 'lastName', 'nickname', 'birthday']

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
  const [errors, setErrors] = useState<Partial<Record<ProfileTextField, string>>>({})
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
      const fieldErrors: Partial<Record<ProfileTextField, string>> = {}
      for (const field of TEXT_FIELDS) {
        const issue = issues[field]
        if (issue) fieldErrors[field] = issue
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
        <AccountStatus message={t('profile.loading')} className="sf-account__pending" />
      </AccountCard>
    )
  }

  return (
    <AccountCard title={t('profile.title')} intro={name ? t('profile.greeting', { name }) : undefined} wide>
      <ProfileDetails
        formRef={form}
        email={email}
        emailVerified={profile ? profile['emailVerified'] === true : null}
        credits={credits}
        values={values}
        errors={errors}
        failure={failure}
        status={status}
        busy={busy}
        leaving={leaving}
        today={today}
        passwordLink={{
          href: `${screenPath('set-password')}?fromPath=${encodeURIComponent(screenPath('account'))}`,
          label: hasPassword ? t('profile.changePassword') : t('profile.setPassword'),
        }}
        labels={{
          email: t('profile.email'),
          verified: t('profile.verified'),
          notVerified: t('profile.notVerified'),
          credits: t('profile.credits'),
          details: t('profile.details'),
          fields: Object.fromEntries(TEXT_FIELDS.map((field) => [field, `${t(`profile.${field}`)} ${t('profile.optional')}`])) as Record<ProfileTextField, string>,
          optIn: t('field.optIn'),
          save: t('profile.save'),
          saving: t('status.saving'),
          security: t('profile.security'),
          logout: t('profile.logout'),
        }}
        onChange={change}
        onSubmit={submit}
        onLogout={() => void signOut()}
      />
    </AccountCard>
  )
}
