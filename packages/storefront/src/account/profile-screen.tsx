import { useEffect, useState, type FormEvent } from 'react'
import { loadProfile, logout, saveProfile, type Profile } from '@storefront/api-client'
import { AccountStatus, ProfileDetails, type ProfileTextField, type ProfileValues } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { usePage } from '../lib/shared/use-page'
import { AccountCard } from './account-card'
import { issuesOf, useAccountForm } from './form'
import { useAccountT } from './messages'
import { useGo, useRequireSession, useScreenPath } from './navigation'

const TEXT_FIELDS: ProfileTextField[] = ['firstName', 'lastName', 'nickname', 'birthday']

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const valuesOf = (profile: Profile | null): ProfileValues => ({
  firstName: text(profile?.['firstName']),
  lastName: text(profile?.['lastName']),
  nickname: text(profile?.['nickname']),
  birthday: text(profile?.['birthday']).slice(0, 10),
  optIn: profile?.['optIn'] === true,
})

/**
 * The profile page `account` (us): the shopper's details, editable; save refetches (docs/rules/accounts.md#session);
 * log out.
 */
export function ProfileScreen() {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const screenPath = useScreenPath()
  const { now } = usePage()
  const [leaving, setLeaving] = useState(false)
  const { ready, profile } = useRequireSession(leaving)
  // Edits in progress; null means "as stored" (after load and after each save).
  const [draft, setDraft] = useState<ProfileValues | null>(null)
  const form = useAccountForm<ProfileTextField>()
  const values = draft ?? valuesOf(profile)
  // The server's date, so the page renders the same on server and client.
  const today = new Date(now).toISOString().slice(0, 10)

  // Fresh from the service on every visit (the stored copy shows meanwhile).
  useEffect(() => {
    if (ready) void loadProfile(api)
  }, [ready, api])

  function change<K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) {
    setDraft({ ...values, [key]: value })
    form.setStatus('')
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const call = async () => {
      await saveProfile(api, { ...values, birthday: values.birthday || null }, { display: false })
      setDraft(null)
      form.setStatus(t('profile.saved'))
    }
    await form.run('submit', {}, call, {
      onError: (error) => {
        const issues = issuesOf(error)
        const fieldErrors: Partial<Record<ProfileTextField, string>> = {}
        for (const field of TEXT_FIELDS) {
          const issue = issues[field]
          if (issue) fieldErrors[field] = issue
        }
        return fieldErrors
      },
    })
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
        {...form.props}
        email={email}
        emailVerified={profile ? profile['emailVerified'] === true : null}
        credits={credits}
        values={values}
        status={form.status}
        busy={form.isBusy}
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
          fields: Object.fromEntries(
            TEXT_FIELDS.map((field) => [field, `${t(`profile.${field}`)} ${t('profile.optional')}`]),
          ) as Record<ProfileTextField, string>,
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
