import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { sideBySide } from '../../stories/side-by-side'
import { CodeField, NewPasswordFields, PasswordField } from './account-fields'

const meta = {
  title: 'Account/Fields',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ field: ['password', 'new-password', 'code'] }),
  component: PasswordField,
  decorators: [
    (Story) => (
      <div className="sf-form">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>
export default meta

type Story = StoryObj<{ field: 'password' | 'new-password' | 'code'; invalid: boolean; onChange: () => void }>

const render: Story['render'] = ({ field, invalid, onChange }, context) => {
  const { tAccount: t } = kitOf(context)
  switch (field) {
    case 'new-password':
      return (
        <NewPasswordFields
          value={{ password: 'robots', confirm: 'robots1' }}
          onChange={onChange}
          errors={
            invalid ? { password: t('validation.passwordComplex'), confirm: t('validation.passwordMismatch') } : {}
          }
          labels={{
            password: t('field.newPassword'),
            confirm: t('field.confirmPassword'),
            hint: t('field.passwordHint'),
            show: t('field.showPassword'),
            hide: t('field.hidePassword'),
          }}
        />
      )
    case 'code':
      return (
        <CodeField
          label={t('field.code')}
          hint={t('field.codeHint')}
          value="12345"
          onChange={onChange}
          error={invalid ? t('validation.code') : undefined}
        />
      )
    default:
      return (
        <PasswordField
          label={t('field.password')}
          name="password"
          autoComplete="current-password"
          defaultValue="Transform3r"
          showLabel={t('field.showPassword')}
          hideLabel={t('field.hidePassword')}
          error={invalid ? t('validation.required') : undefined}
        />
      )
  }
}

/** The show/hide toggle reveals the password and hides it again. */
export const Password: Story = {
  args: { field: 'password', invalid: false, onChange: fn() },
  render,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement)
    const t = kitOf(context).tAccount
    const input = canvas.getByLabelText(t('field.password'))
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: t('field.showPassword') }))
    await expect(input).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: t('field.hidePassword') }))
    await expect(input).toHaveAttribute('type', 'password')
  },
}
export const PasswordRequired: Story = { args: { field: 'password', invalid: true, onChange: fn() }, render }
export const NewPassword: Story = { args: { field: 'new-password', invalid: false, onChange: fn() }, render }
/**
 * docs/rules/accounts.md#passwords-and-codes: "A complex password is required" and "Confirmed password must match the
 * new password".
 */
export const NewPasswordInvalid: Story = { args: { field: 'new-password', invalid: true, onChange: fn() }, render }
export const Code: Story = { args: { field: 'code', invalid: false, onChange: fn() }, render }
export const CodeInvalid: Story = { args: { field: 'code', invalid: true, onChange: fn() }, render }
export const NewPasswordInvalidJp = inRegion('jp', NewPasswordInvalid)
export const CodeInvalidDe = inRegion('de', CodeInvalid)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Password)
