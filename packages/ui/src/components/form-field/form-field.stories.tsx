import type { Meta, StoryObj } from '@storybook/react-vite'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { FormField } from './form-field'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Forms/FormField',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ state: ['empty', 'hint', 'invalid-email', 'password-rule', 'password-mismatch', 'code'] }),
  component: FormField,
  decorators: [
    (Story) => (
      <div className="sf-form">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>
export default meta

type Story = StoryObj<{
  value: string
  state: 'empty' | 'hint' | 'invalid-email' | 'password-rule' | 'password-mismatch' | 'code'
}>

const render: Story['render'] = ({ value, state }, context) => {
  const { t, tAccount } = kitOf(context)
  // The account screens' field labels are in the `account` bundle.
  const account = { password: tAccount('field.password'), code: tAccount('field.code') }
  switch (state) {
    case 'hint':
      return <FormField label={t('form.serial')} name="serial" defaultValue={value} hint={t('form.optional')} />
    case 'invalid-email':
      return (
        <FormField
          label={t('form.email')}
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={value}
          error={t('validation.email')}
        />
      )
    case 'password-rule':
      return (
        <FormField
          label={account.password}
          type="password"
          name="password"
          autoComplete="new-password"
          defaultValue={value}
          hint={t('validation.passwordRule')}
          error={t('validation.passwordComplex')}
        />
      )
    case 'password-mismatch':
      return (
        <FormField
          label={account.password}
          type="password"
          name="confirm"
          autoComplete="new-password"
          defaultValue={value}
          error={t('validation.passwordMismatch')}
        />
      )
    case 'code':
      return (
        <FormField
          label={account.code}
          inputMode="numeric"
          name="code"
          autoComplete="one-time-code"
          defaultValue={value}
          error={t('validation.code')}
        />
      )
    default:
      return <FormField label={t('form.email')} type="email" name="email" autoComplete="email" defaultValue={value} />
  }
}

export const Empty: Story = { args: { value: '', state: 'empty' }, render }
export const WithHint: Story = { args: { value: '', state: 'hint' }, render }
/** Login and forms: "Please enter a valid email address" in the region's language. */
export const InvalidEmail: Story = { args: { value: 'robot-fan@', state: 'invalid-email' }, render }
export const PasswordTooWeak: Story = { args: { value: 'robots', state: 'password-rule' }, render }
export const PasswordMismatch: Story = { args: { value: 'robots2025', state: 'password-mismatch' }, render }
export const InvalidCode: Story = { args: { value: '12345', state: 'code' }, render }
export const InvalidEmailKr = inRegion('kr', InvalidEmail)
export const InvalidEmailFr = inRegion('fr', InvalidEmail)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(InvalidEmail)
