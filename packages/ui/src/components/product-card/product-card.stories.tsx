import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Product } from '@storefront/region-config'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { ProductCard } from './product-card'
import { productCardPropsOf } from './product-card-props'
import { sideBySide } from '../../stories/side-by-side'

/** The tile as the storefront's grids build it (productCardPropsOf): the same price, reference, note and chip. */
function Card({ kit, product, now }: { kit: RegionKit; product: Product; now: number }) {
  return <ProductCard {...productCardPropsOf(product, now, kit.config, kit.t, kit.href(product.link))} />
}

const meta = {
  title: 'Commerce/ProductCard',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: choices({ state: ['in-stock', 'sold-out', 'pre-order', 'promo'] }),
  component: ProductCard,
} satisfies Meta<typeof ProductCard>
export default meta

type Story = StoryObj<{ state: 'in-stock' | 'sold-out' | 'pre-order' | 'promo' }>

const render: Story['render'] = ({ state }, context) => {
  const kit = kitOf(context)
  const base = kit.catalogue.find((p) => p.tag) ?? kit.catalogue[0]!
  let product: Product = { ...base, stock: state === 'sold-out' ? 0 : 50, isPreSale: state === 'pre-order' }
  let now = kit.now
  if (state === 'promo') {
    if (product.activityPrice === undefined)
      product = {
        ...product,
        activityPrice: Math.round(product.price * 0.9),
        activityTime: { startTime: '2025-09-22T08:00:00+08:00' },
      }
    now = Date.parse(product.activityTime!.startTime) + 86_400_000
  }
  return (
    <div style={{ maxWidth: 320 }}>
      <Card kit={kit} product={product} now={now} />
    </div>
  )
}

export const InStock: Story = { args: { state: 'in-stock' }, render }
export const SoldOut: Story = { args: { state: 'sold-out' }, render }
export const PreOrder: Story = { args: { state: 'pre-order' }, render }
export const Promo: Story = { args: { state: 'promo' }, render }

/** The region's whole catalogue as the home page grid shows it, with real states (us: Grimlock pre-order, Bumblebee
 * G1 sold out). */
export const Grid: StoryObj = {
  render: (_args, context) => {
    const kit = kitOf(context)
    return (
      <div className="sf-grid">
        {kit.catalogue.map((p) => (
          <Card key={p.key} kit={kit} product={p} now={kit.now} />
        ))}
      </div>
    )
  },
}
export const GridCn = inRegion('cn', Grid)
export const GridUk = inRegion('uk', Grid)
export const GridJp = inRegion('jp', Grid)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(InStock, { minWidth: 240 })
