import type { Meta, StoryObj } from '@storybook/react-vite'
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
  args: {
    label: 'Preview: this page as it will look on September 22, 2025 at 1:00 AM BST',
    dateTime: '2025-09-22T00:00:00.000Z',
    leaveHref: '#',
    leaveLabel: 'Leave preview',
  },
} satisfies Meta<typeof PreviewRibbon>
export default meta

export const English: StoryObj<typeof meta> = {}
export const Japanese: StoryObj<typeof meta> = {
  args: { label: 'プレビュー：2025年9月22日 9:00 JST時点のこのページ', leaveLabel: 'プレビューを終了' },
}
export const German: StoryObj<typeof meta> = {
  args: {
    label: 'Vorschau: diese Seite, wie sie am 22. September 2025 um 02:00 MESZ aussehen wird',
    leaveLabel: 'Vorschau verlassen',
  },
}

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(English, { minWidth: 'full' })
