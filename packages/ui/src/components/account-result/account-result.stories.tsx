import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountFrame } from '../../stories/account'
import { kitOf, type RegionKit } from '../../stories/region-kit'
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

type Story = StoryObj<{ seconds: number; stayed: boolean }>

/** The screen as the storefront shows it: "Stay on this page" stops the countdown (here: hides it). */
function Screen({ kit, seconds, stayed: stayedAtFirst }: { kit: RegionKit; seconds: number; stayed: boolean }) {
  const [stayed, setStayed] = useState(stayedAtFirst)
  const t = kit.tAccount
  return (
    <AccountFrame title={t('resetSuccess.title')} intro={t('resetSuccess.body')}>
      <ResetSuccess
        countdown={stayed ? undefined : t('resetSuccess.redirect', { seconds })}
        loginHref={kit.href('login')}
        loginLabel={t('resetSuccess.now')}
        stay={{ label: t('resetSuccess.stay'), onStay: () => setStayed(true) }}
      />
    </AccountFrame>
  )
}

const render: Story['render'] = ({ seconds, stayed }, context) => (
  // Keyed by its first state: a change of the Stayed control shows the screen as it starts that way.
  <Screen key={String(stayed)} kit={kitOf(context)} seconds={seconds} stayed={stayed} />
)

export const CountdownStarted: Story = { args: { seconds: 5, stayed: false }, render }
export const CountdownEnding: Story = { args: { seconds: 1, stayed: false }, render }
/** The shopper chose to stay: no countdown, only the way to log in. */
export const Stayed: Story = {
  args: { seconds: 3, stayed: true },
  // No countdown once the shopper stayed: no Seconds control.
  argTypes: { seconds: { control: false } },
  render,
}
export const CountdownStartedDe = inRegion('de', CountdownStarted)
export const CountdownStartedKr = inRegion('kr', CountdownStarted)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(CountdownStarted)
