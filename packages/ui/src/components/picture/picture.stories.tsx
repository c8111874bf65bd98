import type { Meta, StoryObj } from '@storybook/react-vite'
import { kitOf } from '../../stories/region-kit'
import { Picture } from './picture'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Media/Picture',
  component: Picture,
  parameters: {
    docs: {
      description: {
        component:
          'Responsive webp: `_small` up to 720.99 px, `_medium` to 1068.99 px, full size above, each with `@2x`. ' +
          'Resize the viewport to see the source change.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Picture>
export default meta

type Story = StoryObj<{ product: number; priority: boolean }>

/** A product illustration with its localised alt text from the region catalogue. */
export const Product: Story = {
  args: { product: 0, priority: false },
  render: ({ product, priority }, context) => {
    const kit = kitOf(context)
    const p = kit.catalogue[Math.min(product, kit.catalogue.length - 1)]!
    return <Picture name={p.image} alt={p.alt} width={1200} height={900} priority={priority} />
  },
}

/** A page hero above the fold: eager, high fetch priority (LCP). */
export const Hero: Story = {
  args: { product: 0, priority: true },
  render: ({ priority }, context) => (
    <Picture name="hero-home" alt={kitOf(context).t('brand.tagline')} width={1600} height={900} priority={priority} />
  ),
}

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Product)
