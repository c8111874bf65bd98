import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AccountFrame, newPasswordLabels } from '../../stories/account'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { AccountAlert } from '../account-form/account-form'
import { ResetPasswordForm, SetPasswordForm } from './account-password'
import { sideBySide } from '../../stories/side-by-side'

type State =
  | 'set'
  | 'set-invalid'
  | 'set-saving'
  | 'set-waiting-for-session'
  | 'change'
  | 'change-server-error'
  | 'reset'
  | 'reset-link-used'
  | 'reset-missing-token'
type Args = { state: State; onSubmit: () => void }

const meta = {
  title: 'Account/Password',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({
    state: [
      'set',
      'set-invalid',
      'set-saving',
      'set-waiting-for-session',
      'change',
      'change-server-error',
      'reset',
      'reset-link-used',
      'reset-missing-token',
    ],
  }),
  component: SetPasswordForm,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: { component: 'Set a password (after the e-mail code), change it, or reset it from a secure link.' },
    },
  },
} satisfies Meta<typeof SetPasswordForm>
export default meta

type Story = StoryObj<Args>

const render: Story['render'] = ({ state, onSubmit }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault()
    onSubmit()
  }
  if (state.startsWith('reset')) {
    if (state === 'reset-missing-token') {
      return (
        <AccountFrame title={t('reset.title')}>
          <AccountAlert message={t('reset.missingToken')}>
            <p>
              <a href={kit.href('forgot-password')}>{t('reset.requestNew')}</a>
            </p>
          </AccountAlert>
        </AccountFrame>
      )
    }
    const used = state === 'reset-link-used'
    return (
      <AccountFrame title={t('reset.title')} intro={t('reset.intro')}>
        <ResetPasswordForm
          value={{ password: used ? 'NewPassw0rd' : '', confirm: used ? 'NewPassw0rd' : '' }}
          errors={{}}
          // 4030: the link was used already (the service's words).
          failure={used ? kit.t('api:code.4030') : ''}
          requestNewHref={used ? kit.href('forgot-password') : undefined}
          busy={false}
          labels={{
            ...newPasswordLabels(kit),
            submit: t('reset.submit'),
            submitting: t('status.saving'),
            requestNew: t('reset.requestNew'),
          }}
          onChange={() => {}}
          onSubmit={submit}
        />
      </AccountFrame>
    )
  }
  const change = state.startsWith('change')
  return (
    <AccountFrame
      title={change ? t('setPassword.changeTitle') : t('setPassword.title')}
      intro={change ? t('setPassword.introChange') : t('setPassword.intro')}
    >
      <SetPasswordForm
        change={change}
        username="robot-fan@example.com"
        current={change ? 'OldPassw0rd' : ''}
        value={
          state === 'set' || state === 'change'
            ? { password: '', confirm: '' }
            : state === 'set-invalid'
              ? { password: 'robots', confirm: 'robots1' }
              : { password: 'Transform3r', confirm: 'Transform3r' }
        }
        errors={
          state === 'set-invalid'
            ? { password: t('validation.passwordComplex'), confirm: t('validation.passwordMismatch') }
            : {}
        }
        failure={state === 'change-server-error' ? kit.t('api:code.5000') : ''}
        status=""
        busy={state === 'set-saving'}
        ready={state !== 'set-waiting-for-session'}
        labels={{
          ...newPasswordLabels(kit),
          currentPassword: t('field.currentPassword'),
          submit: t('setPassword.submit'),
          submitting: t('status.saving'),
        }}
        onCurrentChange={() => {}}
        onChange={() => {}}
        onSubmit={submit}
      />
    </AccountFrame>
  )
}

const story = (state: State): Story => ({ args: { state, onSubmit: fn() }, render })

export const SetPassword: Story = story('set')
/** docs/rules/accounts.md#passwords-and-codes: "A complex password is required", and the confirmation must match. */
export const SetPasswordInvalid: Story = story('set-invalid')
export const SetPasswordSaving: Story = story('set-saving')
/** Before the session is known the form is busy and cannot be sent. */
export const SetPasswordWaitingForSession: Story = story('set-waiting-for-session')
export const ChangePassword: Story = story('change')
export const ChangePasswordServerError: Story = story('change-server-error')
export const ResetPassword: Story = story('reset')
/** A used link: the service's message and a way to ask for a new one. */
export const ResetLinkUsed: Story = story('reset-link-used')
export const ResetMissingToken: Story = story('reset-missing-token')
export const SetPasswordInvalidKr = inRegion('kr', SetPasswordInvalid)
export const ResetLinkUsedFr = inRegion('fr', ResetLinkUsed)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(SetPassword)
