import type { Meta, StoryObj } from '@storybook/react-vite'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { AccountActions, AccountLayout, AccountPage } from './account-layout'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Account/AccountLayout',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ result: ['verify-success-signed-in', 'verify-success-signed-out', 'verify-failed'] }),
  component: AccountLayout,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: { component: 'The card every account screen renders in: heading, intro, content, footer links.' },
    },
  },
} satisfies Meta<typeof AccountLayout>
export default meta

type Story = StoryObj<{ result: 'verify-success-signed-in' | 'verify-success-signed-out' | 'verify-failed' }>

/** The verification results: a message and its actions in the card (signed in: continue; signed out: log in). */
const render: Story['render'] = ({ result }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  const success = result !== 'verify-failed'
  return (
    <AccountPage screen={result} ready>
      <AccountLayout
        title={t(success ? 'verifySuccess.title' : 'verifyFailed.title')}
        intro={t(success ? 'verifySuccess.body' : 'verifyFailed.body')}
      >
        <AccountActions
          actions={
            success
              ? [
                  result === 'verify-success-signed-in'
                    ? { label: t('verifySuccess.continue'), href: kit.href('account') }
                    : { label: t('verifySuccess.login'), href: kit.href('login') },
                  { label: t('verifySuccess.home'), href: kit.href(''), secondary: true },
                ]
              : [{ label: t('verifyFailed.home'), href: kit.href('') }]
          }
        />
      </AccountLayout>
    </AccountPage>
  )
}

export const VerifySuccessSignedIn: Story = { args: { result: 'verify-success-signed-in' }, render }
export const VerifySuccessSignedOut: Story = { args: { result: 'verify-success-signed-out' }, render }
export const VerifyFailed: Story = { args: { result: 'verify-failed' }, render }
export const VerifyFailedKr = inRegion('kr', VerifyFailed)
export const VerifySuccessSignedOutCn = inRegion('cn', VerifySuccessSignedOut)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(VerifySuccessSignedIn)
