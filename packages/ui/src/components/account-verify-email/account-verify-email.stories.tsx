import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountFrame, screenLink } from '../../stories/account'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { VerifyEmailForm, VerifyLinkStatus } from './account-verify-email'
import { sideBySide } from '../../stories/side-by-side'

type State =
  | 'countdown-running'
  | 'countdown-finished'
  | 'ask-email'
  | 'invalid-code'
  | 'checking'
  | 'resent'
  | 'link-checking'
  | 'link-unreachable'
type Args = { state: State; onResend: () => void; onRetry: () => void }

const meta = {
  title: 'Account/VerifyEmail',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({
    state: [
      'countdown-running',
      'countdown-finished',
      'ask-email',
      'invalid-code',
      'checking',
      'resent',
      'link-checking',
      'link-unreachable',
    ],
  }),
  component: VerifyEmailForm,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The 6-digit code from the register e-mail (resend behind a 60 s countdown), or a verification link ' +
          'being checked.',
      },
    },
  },
} satisfies Meta<typeof VerifyEmailForm>
export default meta

type Story = StoryObj<Args>
const EMAIL = 'robot-fan@example.com'

const render: Story['render'] = ({ state, onResend, onRetry }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  if (state === 'link-checking' || state === 'link-unreachable') {
    return (
      <AccountFrame title={t('verifyEmail.title')}>
        <VerifyLinkStatus
          failure={state === 'link-unreachable' ? kit.t('api.message.error') : ''}
          labels={{ checking: t('verifyEmail.checking'), retry: t('verifyEmail.retry') }}
          onRetry={onRetry}
        />
      </AccountFrame>
    )
  }
  const askEmail = state === 'ask-email'
  return (
    <AccountFrame
      title={t('verifyEmail.title')}
      intro={askEmail ? t('verifyEmail.introNoEmail') : t('verifyEmail.intro', { email: EMAIL })}
      footer={screenLink(kit, 'register', t('verifyEmail.changeEmail'))}
    >
      <VerifyEmailForm
        askEmail={askEmail}
        email={askEmail ? '' : EMAIL}
        code={state === 'invalid-code' ? '000000' : state === 'checking' ? '482913' : ''}
        errors={state === 'invalid-code' ? { code: t('validation.code') } : {}}
        failure=""
        status={state === 'resent' ? t('verifyEmail.resent') : ''}
        busy={state === 'checking' ? 'verify' : null}
        resendIn={state === 'countdown-running' || state === 'resent' ? 58 : 0}
        labels={{
          email: t('field.email'),
          code: t('field.code'),
          codeHint: t('field.codeHint'),
          submit: t('verifyEmail.submit'),
          checking: t('status.checking'),
          resend: t('verifyEmail.resend'),
          resendIn: (seconds) => t('verifyEmail.resendIn', { seconds }),
          sending: t('status.sending'),
        }}
        onEmailChange={() => {}}
        onCodeChange={() => {}}
        onResend={onResend}
        onSubmit={(e) => e.preventDefault()}
      />
    </AccountFrame>
  )
}

const story = (state: State): Story => ({ args: { state, onResend: fn(), onRetry: fn() }, render })

/** Just sent by the register screen: the resend waits. */
export const CountdownRunning: Story = story('countdown-running')
export const CountdownFinished: Story = {
  ...story('countdown-finished'),
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: kitOf(context).tAccount('verifyEmail.resend') }),
    )
    await expect(args.onResend).toHaveBeenCalled()
  },
}
/** Opened from another tab or a bookmark: the address is asked for too. */
export const AskEmail: Story = story('ask-email')
export const InvalidCode: Story = story('invalid-code')
export const Checking: Story = story('checking')
export const Resent: Story = story('resent')
export const LinkChecking: Story = story('link-checking')
/** The service could not be reached: not a failed verification, so it offers to try again. */
export const LinkUnreachable: Story = story('link-unreachable')
export const InvalidCodeDe = inRegion('de', InvalidCode)
export const CountdownRunningJp = inRegion('jp', CountdownRunning)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(CountdownRunning)
