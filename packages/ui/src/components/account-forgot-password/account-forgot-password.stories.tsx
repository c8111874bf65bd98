import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountFrame, screenLink } from '../../stories/account'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { ForgotPasswordForm, SecureLinkSent } from './account-forgot-password'
import { sideBySide } from '../../stories/side-by-side'

type State =
  | 'empty'
  | 'invalid'
  | 'sending'
  | 'server-error'
  | 'sent-countdown-running'
  | 'sent-countdown-finished'
  | 'sent-resent'
  | 'sent-no-email'
type Args = { state: State; onSubmit: () => void; onResend: () => void }

const meta = {
  title: 'Account/ForgotPassword',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({
    state: [
      'empty',
      'invalid',
      'sending',
      'server-error',
      'sent-countdown-running',
      'sent-countdown-finished',
      'sent-resent',
      'sent-no-email',
    ],
  }),
  component: ForgotPasswordForm,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Forgot password, then "secure link sent" with a resend behind a 60 s countdown ' +
          '(docs/rules/accounts.md#screens).',
      },
    },
  },
} satisfies Meta<typeof ForgotPasswordForm>
export default meta

type Story = StoryObj<Args>
const EMAIL = 'robot-fan@example.com'

const render: Story['render'] = ({ state, onSubmit, onResend }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  const back = screenLink(kit, 'login', t(state.startsWith('sent') ? 'linkSent.back' : 'forgot.back'))
  if (state.startsWith('sent')) {
    const known = state !== 'sent-no-email'
    return (
      <AccountFrame
        title={t('linkSent.title')}
        intro={known ? t('linkSent.body', { email: EMAIL }) : t('linkSent.bodyNoEmail')}
        footer={back}
      >
        <SecureLinkSent
          hint={t('linkSent.hint')}
          failure=""
          status={state === 'sent-resent' ? t('linkSent.resent') : ''}
          resend={
            known
              ? { onResend, busy: false, resendIn: state === 'sent-countdown-finished' ? 0 : 57 }
              : { resendHref: kit.href('forgot-password') }
          }
          labels={{
            resend: t('linkSent.resend'),
            resendIn: (seconds) => t('linkSent.resendIn', { seconds }),
            sending: t('status.sending'),
          }}
        />
      </AccountFrame>
    )
  }
  return (
    <AccountFrame title={t('forgot.title')} intro={t('forgot.intro')} footer={back}>
      <ForgotPasswordForm
        email={state === 'empty' ? '' : state === 'invalid' ? 'robot-fan@' : EMAIL}
        error={state === 'invalid' ? t('validation.email') : undefined}
        failure={state === 'server-error' ? kit.t('api:code.4012') : ''}
        busy={state === 'sending'}
        labels={{ email: t('field.email'), submit: t('forgot.submit'), submitting: t('status.sending') }}
        onEmailChange={() => {}}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      />
    </AccountFrame>
  )
}

const story = (state: State): Story => ({ args: { state, onSubmit: fn(), onResend: fn() }, render })

export const Empty: Story = story('empty')
export const InvalidEmail: Story = story('invalid')
export const Sending: Story = story('sending')
export const ServerError: Story = story('server-error')
export const LinkSentCountdownRunning: Story = story('sent-countdown-running')
export const LinkSentCountdownFinished: Story = {
  ...story('sent-countdown-finished'),
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: kitOf(context).tAccount('linkSent.resend') }),
    )
    await expect(args.onResend).toHaveBeenCalled()
  },
}
export const LinkResent: Story = story('sent-resent')
/** Opened without a pending address: the resend goes back to the form. */
export const LinkSentNoEmail: Story = story('sent-no-email')
export const LinkSentCountdownRunningJp = inRegion('jp', LinkSentCountdownRunning)
export const InvalidEmailCn = inRegion('cn', InvalidEmail)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Empty)
