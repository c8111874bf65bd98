import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Product } from '@storefront/region-config'
import { flagshipOf } from '../../stories/commerce'
import { kitOf, STORY_NOW } from '../../stories/region-kit'
import { BuyBox } from './buy-box'
import { buyBoxPropsOf } from './buy-box-props'
import { choices } from '../../stories/regions'
import { sideBySide } from '../../stories/side-by-side'

/** What the shop says about the product: the choices of the State control. */
const STATES = ['in-stock', 'sold-out', 'pre-order', 'not-sold-online'] as const
/** No promo, one running, or one announced (starts tomorrow): the choices of the Promo control. */
const PROMOS = ['none', 'active', 'upcoming'] as const
type Args = { state: (typeof STATES)[number]; promo: (typeof PROMOS)[number] }

function variantOf(base: Product, { state, promo }: Args): { product: Product; now: number } {
  let product: Product = {
    ...base,
    stock: state === 'sold-out' ? 0 : 50,
    isPreSale: state === 'pre-order',
    ...(state === 'not-sold-online' ? { buy: '' } : {}),
  }
  let now = STORY_NOW
  if (promo === 'none') {
    // No promo at all: without its promo, a product whose real one starts soon shows no announcement either.
    const { activityPrice: _price, activityTime: _time, ...regular } = product
    product = regular
  } else {
    // Regions without a real promo (us, cn, jp, kr) show the same 10 % offer the eu set runs.
    if (product.activityPrice === undefined)
      product = {
        ...product,
        activityPrice: Math.round(product.price * 0.9),
        activityTime: { startTime: '2025-09-22T08:00:00+08:00' },
      }
    const start = Date.parse(product.activityTime!.startTime)
    now = promo === 'active' ? start + 86_400_000 : start - 86_400_000
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
  argTypes: { ...choices({ state: STATES }), ...choices({ promo: PROMOS }, 'radio') },
} satisfies Meta<typeof BuyBox>
export default meta

type Story = StoryObj<Args>

const render: Story['render'] = (args, context) => {
  const kit = kitOf(context)
  const { product, now } = variantOf(flagshipOf(kit), args)
  return (
    <div style={{ maxWidth: 420 }}>
      <BuyBox {...buyBoxPropsOf(product, now, kit.config, kit.t)} />
    </div>
  )
}

export const InStock: Story = {
  args: { state: 'in-stock', promo: 'none' },
  render,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link')
    await expect(link).toHaveAttribute('rel', 'sponsored noopener')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

export const SoldOut: Story = {
  args: { state: 'sold-out', promo: 'none' },
  render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}

export const PreOrder: Story = { args: { state: 'pre-order', promo: 'none' }, render }

/** The promo price with the regular price struck through (as the catalogue's Megatron promos run). */
export const Promo: Story = { args: { state: 'in-stock', promo: 'active' }, render }

/** Before the promo starts: the regular price and a note announcing the sale price. */
export const PromoAnnounced: Story = { args: { state: 'in-stock', promo: 'upcoming' }, render }

export const NotSoldOnline: Story = { args: { state: 'not-sold-online', promo: 'none' }, render }

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(InStock)
