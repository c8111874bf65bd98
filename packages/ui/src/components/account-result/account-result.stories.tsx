import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountFrame } from '../../stories/account'
import { kitOf } from '../../stories/region-kit'
import { inRegion } from '../../stories/regions'
import { ResetSuccess } from './account-result'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Account/ResetSuccess',
  component: ResetSuccess,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'Password reset: back to log in after a visible 5 s countdown, or at once.' } },
  },
} satisfies Meta<typeof ResetSuccess>
export default meta

type Story = StoryObj<{ seconds: number }>

const render: Story['render'] = ({ seconds }, context) => {
  const kit = kitOf(context)
  const t = kit.tAccount
  return (
    <AccountFrame title={t('resetSuccess.title')} intro={t('resetSuccess.body')}>
      <ResetSuccess
        countdown={t('resetSuccess.redirect', { seconds })}
        loginHref={kit.href('login')}
        loginLabel={t('resetSuccess.now')}
      />
    </AccountFrame>
  )
}

export const CountdownStarted: Story = { args: { seconds: 5 }, render }
export const CountdownEnding: Story = { args: { seconds: 1 }, render }
export const CountdownStartedDe = inRegion('de', CountdownStarted)
export const CountdownStartedKr = inRegion('kr', CountdownStarted)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(CountdownStarted)
