import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AccountFrame, codeLoginLabels, passwordLoginLabels, screenLink } from '../../stories/account'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { CodeLoginForm, LoginMethods, PasswordLoginForm, type LoginMethod } from './account-login'
import { sideBySide } from '../../stories/side-by-side'

type State =
  'empty' | 'validation' | 'submitting' | 'server-error' | 'code-sent' | 'countdown-finished' | 'code-invalid'
type Args = { state: State; onSubmit: () => void; onSend: () => void }

const meta = {
  title: 'Account/Login',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({
    state: ['empty', 'validation', 'submitting', 'server-error', 'code-sent', 'countdown-finished', 'code-invalid'],
  }),
  component: LoginMethods,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'Log in by password or by e-mail code (docs/rules/accounts.md#screens): two tabs, one form each.',
      },
    },
  },
} satisfies Meta<typeof LoginMethods>
export default meta

type Story = StoryObj<Args>

const EMAIL = 'robot-fan@example.com'

function Login({ kit, state, onSubmit, onSend }: Args & { kit: RegionKit }) {
  const t = kit.tAccount
  const codeStates: State[] = ['code-sent', 'countdown-finished', 'code-invalid']
  const [method, setMethod] = useState<LoginMethod>(codeStates.includes(state) ? 'code' : 'password')
  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <AccountFrame
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          <span>{t('login.noAccount')}</span> {screenLink(kit, 'register', t('login.register'))}
        </>
      }
    >
      <LoginMethods
        method={method}
        onMethodChange={setMethod}
        labels={{ methods: t('login.methods'), password: t('login.byPassword'), code: t('login.byCode') }}
      >
        {method === 'password' ? (
          <PasswordLoginForm
            email={state === 'validation' ? 'robot@nowhere' : state === 'empty' ? '' : EMAIL}
            password={state === 'empty' || state === 'validation' ? '' : 'Wrong1pass'}
            errors={state === 'validation' ? { email: t('validation.email'), password: t('validation.required') } : {}}
            // 4010: the service's words, in the shopper's language.
            failure={state === 'server-error' ? kit.t('api:code.4010') : ''}
            busy={state === 'submitting'}
            forgotHref={kit.href('forgot-password')}
            labels={passwordLoginLabels(kit)}
            onEmailChange={() => {}}
            onPasswordChange={() => {}}
            onSubmit={submit}
          />
        ) : (
          <CodeLoginForm
            email={EMAIL}
            code={state === 'code-invalid' ? '123' : ''}
            errors={state === 'code-invalid' ? { code: t('validation.code') } : {}}
            failure=""
            sentMessage={state === 'code-sent' || state === 'code-invalid' ? t('login.codeSent', { email: EMAIL }) : ''}
            busy={null}
            resendIn={state === 'code-sent' || state === 'code-invalid' ? 42 : 0}
            labels={codeLoginLabels(kit)}
            onEmailChange={() => {}}
            onCodeChange={() => {}}
            onSend={onSend}
            onSubmit={submit}
          />
        )}
      </LoginMethods>
    </AccountFrame>
  )
}

const render: Story['render'] = (args, context) => (
  // Keyed by its state: a change of the State control shows the screen as it starts in that state (its tab).
  <Login key={args.state} kit={kitOf(context)} {...args} />
)
const story = (state: State): Story => ({ args: { state, onSubmit: fn(), onSend: fn() }, render })

/** The password tab, nothing typed yet; the arrow keys move to the code tab and back. */
export const Empty: Story = {
  ...story('empty'),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement)
    const t = kitOf(context).tAccount
    const password = canvas.getByRole('tab', { name: t('login.byPassword') })
    await userEvent.click(password)
    // The tab takes the focus once the click has settled: the arrow key is pressed from there, not before.
    await waitFor(() => expect(password).toHaveFocus())
    await userEvent.keyboard('{ArrowRight}')
    // The selected tab moves and takes the focus on the render after the key press.
    await waitFor(() => expect(canvas.getByRole('tab', { name: t('login.byCode') })).toHaveFocus())
    await expect(canvas.getByRole('tab', { name: t('login.byCode') })).toHaveAttribute('aria-selected', 'true')
    await expect(await canvas.findByRole('button', { name: t('login.sendCode') })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: t('login.byPassword') })).toHaveAttribute('aria-selected', 'true'),
    )
  },
}
/**
 * docs/rules/accounts.md#passwords-and-codes: an invalid address and an empty password, announced beside their fields.
 */
export const ValidationErrors: Story = story('validation')
export const Submitting: Story = story('submitting')
/** The service refused the password: its message, the form stays. */
export const ServerError: Story = story('server-error')
/** A code went out: the resend waits behind the countdown. */
export const CodeSentCountdownRunning: Story = story('code-sent')
export const CodeCountdownFinished: Story = {
  ...story('countdown-finished'),
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: kitOf(context).tAccount('login.sendCode') }),
    )
    await expect(args.onSend).toHaveBeenCalled()
  },
}
export const CodeInvalid: Story = story('code-invalid')
export const ValidationErrorsJp = inRegion('jp', ValidationErrors)
export const CodeSentCountdownRunningKr = inRegion('kr', CodeSentCountdownRunning)
export const ServerErrorDe = inRegion('de', ServerError)
export const EmptyCn = inRegion('cn', story('empty'))

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Empty)
