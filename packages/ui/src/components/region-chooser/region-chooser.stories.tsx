import type { Meta, StoryObj } from '@storybook/react-vite'
import { REGION_IDS, REGION_LOCALE, pathOf } from '@storefront/region-config'
import { REGION_LABEL } from '@storefront/content/region-words'
import { kitOf } from '../../stories/region-kit'
import { inRegion } from '../../stories/regions'
import { RegionChooser, type RegionChoice } from './region-chooser'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Navigation/RegionChooser',
  component: RegionChooser,
} satisfies Meta<typeof RegionChooser>
export default meta

type Story = StoryObj

/** Every region labelled in its own language, the toolbar's region marked current, plus Hong Kong/Macao. */
export const Default: Story = {
  render: (_args, context) => {
    const kit = kitOf(context)
    const choices: RegionChoice[] = REGION_IDS.map((id) => ({
      id,
      label: REGION_LABEL[id],
      href: pathOf(id, ''),
      lang: REGION_LOCALE[id],
      current: id === kit.region,
    }))
    choices.push({ id: 'hk', label: '香港及澳門 - 繁體中文', href: '/where-to-buy/hongkong-macao', lang: 'zh-HK' })
    return (
      <RegionChooser
        heading={kit.t('regionChooser.heading')}
        currentLabel={kit.t('regionChooser.current')}
        regions={choices}
      />
    )
  },
}
export const FromCn = inRegion('cn', Default)
export const FromKr = inRegion('kr', Default)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Default)
