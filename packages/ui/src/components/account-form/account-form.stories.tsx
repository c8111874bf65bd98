import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AccountFrame } from '../../stories/account'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { FormField } from '../form-field/form-field'
import { AccountAlert, AccountForm, AccountStatus } from './account-form'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Account/AccountForm',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ state: ['empty', 'server-error', 'status'] }),
  component: AccountForm,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'An account form with its server error (announced) and status line (polite).' } },
  },
} satisfies Meta<typeof AccountForm>
export default meta

type Story = StoryObj<{ state: 'empty' | 'server-error' | 'status'; onSubmit: () => void }>

const render: Story['render'] = ({ state, onSubmit }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  return (
    <AccountFrame title={t('forgot.title')} intro={t('forgot.intro')}>
      <AccountForm
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <FormField
          label={t('field.email')}
          type="email"
          name="email"
          autoComplete="email"
          defaultValue="robot-fan@example.com"
        />
        {/* The service's own message (4012, rate limited) in the shopper's language. */}
        <AccountAlert message={state === 'server-error' ? kit.t('api:code.4012') : ''}>
          <p>
            <a href={kit.href('login')}>{t('forgot.back')}</a>
          </p>
        </AccountAlert>
        <AccountStatus message={state === 'status' ? t('linkSent.resent') : ''} />
        <button type="submit" className="sf-button">
          {t('forgot.submit')}
        </button>
      </AccountForm>
    </AccountFrame>
  )
}

export const Empty: Story = { args: { state: 'empty', onSubmit: fn() }, render }
export const ServerError: Story = { args: { state: 'server-error', onSubmit: fn() }, render }
export const Status: Story = { args: { state: 'status', onSubmit: fn() }, render }
export const ServerErrorFr = inRegion('fr', ServerError)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Empty)
