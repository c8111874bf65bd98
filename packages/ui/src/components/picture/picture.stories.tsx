import type { Meta, StoryObj } from '@storybook/react-vite'
import { PRODUCT_KEYS, type ProductKey } from '@storefront/region-config'
import { kitOf } from '../../stories/region-kit'
import { Picture } from './picture'
import { sideBySide } from '../../stories/side-by-side'
import { choices } from '../../stories/regions'

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
  // The product by its key, as a select: a free number past the region's catalogue changed nothing.
  argTypes: choices({ product: PRODUCT_KEYS }),
} satisfies Meta<typeof Picture>
export default meta

type Story = StoryObj<{ product: ProductKey; priority: boolean }>

/** A product illustration with its localised alt text from the region catalogue. */
export const Product: Story = {
  args: { product: 'flagshipBumblebee', priority: false },
  render: ({ product, priority }, context) => {
    const kit = kitOf(context)
    // A region that does not sell the product shows its first one.
    const p = kit.catalogue.find((item) => item.key === product) ?? kit.catalogue[0]!
    return <Picture name={p.image} alt={p.alt} width={1200} height={900} priority={priority} />
  },
}

/** A page hero above the fold: eager, high fetch priority (LCP). */
export const Hero: Story = {
  // Only the priority: the hero's picture is the page's own, not a product's.
  args: { priority: true },
  render: ({ priority }, context) => (
    <Picture name="hero-home" alt={kitOf(context).t('brand.tagline')} width={1600} height={900} priority={priority} />
  ),
}

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Product)
