import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Product } from '@storefront/region-config'
import { flagshipOf } from '../../stories/commerce'
import { kitOf } from '../../stories/region-kit'
import { BuyBox } from './buy-box'
import { buyBoxPropsOf } from './buy-box-props'

type Variant = { stock?: number; isPreSale?: boolean; promo?: 'active' | 'upcoming'; buy?: string }

function variantOf(base: Product, v: Variant): { product: Product; now: number } {
  let product: Product = {
    ...base,
    ...(v.stock !== undefined ? { stock: v.stock } : {}),
    ...(v.isPreSale !== undefined ? { isPreSale: v.isPreSale } : {}),
    ...(v.buy !== undefined ? { buy: v.buy } : {}),
  }
  let now = Date.parse('2025-09-21T12:00:00+08:00')
  if (v.promo) {
    // Regions without a real promo (us, cn, jp, kr) show the same 10 % offer the eu set runs.
    if (product.activityPrice === undefined)
      product = {
        ...product,
        activityPrice: Math.round(product.price * 0.9),
        activityTime: { startTime: '2025-09-22T08:00:00+08:00' },
      }
    const start = Date.parse(product.activityTime!.startTime)
    now = v.promo === 'active' ? start + 86_400_000 : start - 86_400_000
  }
  return { product, now }
}

const meta = {
  title: 'Commerce/BuyBox',
  component: BuyBox,
  parameters: {
    docs: {
      description: {
        component:
          'Price and buy state of a product page, from the region catalogue: currency, instalments and payment ' +
          'methods follow the region.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuyBox>
export default meta

type Story = StoryObj<Variant>

const render: Story['render'] = (args, context) => {
  const kit = kitOf(context)
  const { product, now } = variantOf(flagshipOf(kit), args)
  return <BuyBox {...buyBoxPropsOf(product, now, kit.config, kit.t)} />
}

export const InStock: Story = {
  args: { stock: 50, isPreSale: false },
  render,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link')
    await expect(link).toHaveAttribute('rel', 'sponsored noopener')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

export const SoldOut: Story = {
  args: { stock: 0 },
  render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}

export const PreOrder: Story = { args: { isPreSale: true }, render }

/** The promo price with the regular price struck through (Megatron in uk, eu, fr, de from 22 Sept). */
export const Promo: Story = { args: { promo: 'active' }, render }

/** Before the promo starts: the regular price and a note announcing the sale price. */
export const PromoAnnounced: Story = { args: { promo: 'upcoming' }, render }

export const NotSoldOnline: Story = { args: { buy: '' }, render }
