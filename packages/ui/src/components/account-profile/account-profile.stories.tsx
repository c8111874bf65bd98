import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountFrame } from '../../stories/account'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { AccountStatus } from '../account-form/account-form'
import { ProfileDetails, type ProfileTextField } from './account-profile'
import { choices } from '../../stories/regions'
import { sideBySide } from '../../stories/side-by-side'

type State =
  'signed-in' | 'signed-out' | 'saving' | 'saved' | 'validation' | 'server-error' | 'no-password' | 'logging-out'
type Args = { state: State; onLogout: () => void; onSubmit: () => void }

const meta = {
  title: 'Account/Profile',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({
    state: ['signed-in', 'signed-out', 'saving', 'saved', 'validation', 'server-error', 'no-password', 'logging-out'],
  }),
  component: ProfileDetails,
  // The profile page is the us storefront's only.
  globals: { region: 'us' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The us profile page: address and credits, editable details (saved, then fetched again), password, log out.',
      },
    },
  },
} satisfies Meta<typeof ProfileDetails>
export default meta

type Story = StoryObj<Args>
const FIELDS: ProfileTextField[] = ['firstName', 'lastName', 'nickname', 'birthday']

const fieldLabels = ({ tAccount: t }: RegionKit) =>
  Object.fromEntries(FIELDS.map((field) => [field, `${t(`profile.${field}`)} ${t('profile.optional')}`])) as Record<
    ProfileTextField,
    string
  >

const render: Story['render'] = ({ state, onLogout, onSubmit }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  // Signed out (or the session still unknown): the page says it is loading, then sends the visitor to log in.
  if (state === 'signed-out') {
    return (
      <AccountFrame title={t('profile.title')}>
        <AccountStatus message={t('profile.loading')} className="sf-account__pending" />
      </AccountFrame>
    )
  }
  const nickname = state === 'no-password' ? '' : 'Bumble'
  return (
    <AccountFrame
      title={t('profile.title')}
      intro={nickname ? t('profile.greeting', { name: nickname }) : undefined}
      wide
    >
      <ProfileDetails
        email="robot-fan@example.com"
        emailVerified={state !== 'no-password'}
        credits={200}
        values={{
          firstName: 'Ada',
          lastName: state === 'validation' ? 'L'.repeat(51) : 'Lovelace',
          nickname,
          birthday: '1990-05-17',
          optIn: true,
        }}
        errors={state === 'validation' ? { lastName: kit.t('api:code.4000') } : {}}
        failure={state === 'server-error' ? kit.t('api:code.5000') : ''}
        status={state === 'saved' ? t('profile.saved') : ''}
        busy={state === 'saving'}
        leaving={state === 'logging-out'}
        today="2025-09-21"
        passwordLink={{
          href: `${kit.href('set-password')}?fromPath=${encodeURIComponent(kit.href('account'))}`,
          label: state === 'no-password' ? t('profile.setPassword') : t('profile.changePassword'),
        }}
        labels={{
          email: t('profile.email'),
          verified: t('profile.verified'),
          notVerified: t('profile.notVerified'),
          credits: t('profile.credits'),
          details: t('profile.details'),
          fields: fieldLabels(kit),
          optIn: t('field.optIn'),
          save: t('profile.save'),
          saving: t('status.saving'),
          security: t('profile.security'),
          logout: t('profile.logout'),
        }}
        onChange={() => {}}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
        onLogout={onLogout}
      />
    </AccountFrame>
  )
}

const story = (state: State): Story => ({ args: { state, onLogout: fn(), onSubmit: fn() }, render })

/** Signed in: the details as stored; log out from the page. */
export const SignedIn: Story = {
  ...story('signed-in'),
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: kitOf(context).tAccount('profile.logout') }),
    )
    await expect(args.onLogout).toHaveBeenCalled()
  },
}
export const SignedOut: Story = story('signed-out')
export const Saving: Story = story('saving')
export const Saved: Story = story('saved')
/** The service refused a field (4000): its message beside the field. */
export const ValidationError: Story = story('validation')
export const ServerError: Story = story('server-error')
/** An account made by code only: "Set a password", address not verified yet. */
export const NoPasswordYet: Story = story('no-password')
export const LoggingOut: Story = story('logging-out')

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(SignedIn, { minWidth: 'full' })
