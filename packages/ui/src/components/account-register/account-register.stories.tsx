import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountFrame, screenLink } from '../../stories/account'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { RegisterForm } from './account-register'
import { sideBySide } from '../../stories/side-by-side'

type State = 'empty' | 'validation' | 'submitting' | 'email-in-use'
type Args = { state: State; onPerkDetails: () => void; onSubmit: () => void }

const meta = {
  title: 'Account/Register',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ state: ['empty', 'validation', 'submitting', 'email-in-use'] }),
  component: RegisterForm,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'Create an account: the 200 Credits perk, the address and the optional weekly-email opt-in.',
      },
    },
  },
} satisfies Meta<typeof RegisterForm>
export default meta

type Story = StoryObj<Args>

const render: Story['render'] = ({ state, onPerkDetails, onSubmit }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  return (
    <AccountFrame
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          <span>{t('register.haveAccount')}</span> {screenLink(kit, 'login', t('register.login'))}
        </>
      }
    >
      <RegisterForm
        email={state === 'empty' ? '' : state === 'validation' ? 'robot@nowhere' : 'robot-fan@example.com'}
        optIn={state !== 'empty'}
        error={state === 'validation' ? t('validation.email') : undefined}
        // 4020: the address has an account; the storefront offers to log in instead.
        failure={state === 'email-in-use' ? kit.t('api:code.4020') : ''}
        loginHref={state === 'email-in-use' ? kit.href('login') : undefined}
        busy={state === 'submitting'}
        labels={{
          perk: t('register.perk'),
          perkDetails: t('register.perkDetails'),
          email: t('field.email'),
          optIn: t('field.optIn'),
          submit: t('register.submit'),
          submitting: t('status.sending'),
          login: t('register.login'),
        }}
        onEmailChange={() => {}}
        onOptInChange={() => {}}
        onPerkDetails={onPerkDetails}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      />
    </AccountFrame>
  )
}

const story = (state: State): Story => ({ args: { state, onPerkDetails: fn(), onSubmit: fn() }, render })

export const Empty: Story = {
  ...story('empty'),
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: kitOf(context).tAccount('register.perkDetails') }),
    )
    await expect(args.onPerkDetails).toHaveBeenCalled()
  },
}
export const ValidationError: Story = story('validation')
export const Submitting: Story = story('submitting')
/** The address has an account already: the service's message and a way to log in. */
export const EmailInUse: Story = story('email-in-use')
export const ValidationErrorFr = inRegion('fr', ValidationError)
export const EmptyKr = inRegion('kr', story('empty'))

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Empty)
