import type { Meta, StoryObj } from '@storybook/react-vite'
import { launchStageAt } from '@storefront/region-config'
import { kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { LaunchBanner } from './launch-banner'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Banners/LaunchBanner',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ stage: [1, 2, 3, 4, 'now'] }),
  component: LaunchBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The launch countdown strip: five launch instants per region drive stages 1-4 ' +
          '(docs/rules/time.md#launch-stages).',
      },
    },
  },
} satisfies Meta<typeof LaunchBanner>
export default meta

type Story = StoryObj<{ stage: 1 | 2 | 3 | 4 | 'now' }>

const render: Story['render'] = ({ stage }, context) => {
  const kit = kitOf(context)
  const current = stage === 'now' ? launchStageAt(kit.config.launch, kit.now) : stage
  if (!current) return <p>—</p>
  const target = kit.config.navs.flatMap((n) => n.children ?? [n]).find((n) => n.identify === 'flagshipMegatron')
  return (
    <LaunchBanner
      stage={current}
      text={kit.t(`banner.stage${current}`)}
      href={kit.href(target?.link ?? '')}
      cta={kit.t('banner.cta')}
    />
  )
}

export const Stage1: Story = { args: { stage: 1 }, render }
export const Stage2: Story = { args: { stage: 2 }, render }
export const Stage3: Story = { args: { stage: 3 }, render }
export const Stage4: Story = { args: { stage: 4 }, render }
/** The stage at the story clock (21 Sept 2025 12:00 +08:00) from the region's launch instants. */
export const AtStoryClock: Story = { args: { stage: 'now' }, render }
export const Stage4Jp = inRegion('jp', Stage4)
export const Stage1Fr = inRegion('fr', Stage1)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Stage2, { minWidth: 'full' })
