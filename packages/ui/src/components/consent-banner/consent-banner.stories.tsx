import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { kitOf } from '../../stories/region-kit'
import { inRegion } from '../../stories/regions'
import { ConsentBanner } from './consent-banner'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Feedback/ConsentBanner',
  component: ConsentBanner,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'Asked where the law requires consent for analytics (uk, eu, fr, de).' } },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { region: 'uk' },
} satisfies Meta<typeof ConsentBanner>
export default meta

type Story = StoryObj<{ onChoose: (analytics: boolean) => void }>

const render: Story['render'] = ({ onChoose }, context) => {
  const { t } = kitOf(context)
  return (
    <ConsentBanner
      labels={{
        title: t('consent.title'),
        body: t('consent.body'),
        accept: t('consent.accept'),
        reject: t('consent.reject'),
      }}
      onChoose={onChoose}
    />
  )
}

export const Default: Story = {
  args: { onChoose: fn() },
  render,
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: kitOf(context).t('consent.reject') }))
    await expect(args.onChoose).toHaveBeenCalledWith(false)
  },
}
const Unanswered: Story = { args: { onChoose: fn() }, render }
export const RegionEu = inRegion('eu', Unanswered)
export const RegionFr = inRegion('fr', Unanswered)
export const RegionDe = inRegion('de', Unanswered)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Default, { minWidth: 'full', minHeight: 420 })
