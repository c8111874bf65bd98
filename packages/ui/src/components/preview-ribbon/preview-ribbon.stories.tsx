import type { Meta, StoryObj } from '@storybook/react-vite'
import { CAMPAIGN_WINDOWS, formatInstant, REGION_TIME_ZONE } from '@storefront/region-config'
import { kitOf } from '../../stories/region-kit'
import { PreviewRibbon } from './preview-ribbon'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Banners/PreviewRibbon',
  component: PreviewRibbon,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The strip on a page opened through a preview link: the instant it shows, in the region’s time zone, and a ' +
          'link back to the live page. The storefront writes the label from `preview.ribbon` in the page’s language.',
      },
    },
  },
  // The stories write the label and the leave link's words from the region's copy, as the storefront does: the
  // instant is the control, one of the instants a preview link is made for (the promo start, each campaign's).
  argTypes: {
    label: { control: false },
    leaveLabel: { control: false },
    dateTime: {
      control: 'select',
      options: [
        '2025-09-22T00:00:00.000Z',
        ...Object.values(CAMPAIGN_WINDOWS).map((w) => new Date(w.start).toISOString()),
      ],
    },
  },
  args: {
    label: 'Preview: this page as it will look on September 22, 2025 at 1:00 AM BST',
    dateTime: '2025-09-22T00:00:00.000Z',
    leaveHref: '#',
    leaveLabel: 'Leave preview',
  },
} satisfies Meta<typeof PreviewRibbon>
export default meta

type Story = StoryObj<typeof meta>

/** The ribbon as the storefront writes it (PagePreviewRibbon): `preview.ribbon` in the region's words and zone. */
export const InTheRegion: Story = {
  render: (args, context) => {
    const kit = kitOf(context)
    const instant = formatInstant(Date.parse(args.dateTime), kit.locale, REGION_TIME_ZONE[kit.region])
    return <PreviewRibbon {...args} label={kit.t('preview.ribbon', { instant })} leaveLabel={kit.t('preview.leave')} />
  },
}
// Pinned, so the page's `lang` (and with it the font stack and line breaking) is the label's own.
export const English: Story = { ...InTheRegion, globals: { region: 'us' } }
export const Japanese: Story = { ...InTheRegion, globals: { region: 'jp' } }
export const German: Story = { ...InTheRegion, globals: { region: 'de' } }
export const Korean: Story = { ...InTheRegion, globals: { region: 'kr' } }

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(InTheRegion, { minWidth: 'full' })
