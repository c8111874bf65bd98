import type { Meta, StoryObj } from '@storybook/react-vite'
import { regionConfig } from '@storefront/region-config'
import { textBannerLine } from '@storefront/content/region-words'
import { kitOf } from '../../stories/region-kit'
import { TextBanner } from './text-banner'
import { choices } from '../../stories/regions'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Banners/TextBanner',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ stage: [1, 2, 3, 4] }),
  component: TextBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The cn text banner: one staged line on the configured colour. Only cn has one, so these stories stay on cn.',
      },
    },
  },
  globals: { region: 'cn' },
} satisfies Meta<typeof TextBanner>
export default meta

type Story = StoryObj<{ stage: 1 | 2 | 3 | 4 }>

const render: Story['render'] = ({ stage }, context) => {
  const kit = kitOf(context)
  const banner = (kit.config.textBanner ?? regionConfig('cn').textBanner)!
  const current = banner.stages.find((s) => s.stage === stage)!
  const label = textBannerLine(kit.config.textBanner ? kit.region : 'cn', stage)!
  return <TextBanner label={label} href={kit.href(current.link ?? banner.link)} bg={banner.bg} stage={stage} />
}

export const Stage1: Story = { args: { stage: 1 }, render }
export const Stage2: Story = { args: { stage: 2 }, render }
export const Stage3: Story = { args: { stage: 3 }, render }
export const Stage4: Story = { args: { stage: 4 }, render }

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Stage1, { minWidth: 'full' })
