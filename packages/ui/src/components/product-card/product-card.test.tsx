import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findProduct, regionConfig } from '@storefront/region-config'
import { ProductCard } from './product-card'
import { productCardPropsOf } from './product-card-props'

/** A translator that shows the key, so each word says where it came from. */
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)

describe('ProductCard', () => {
  it('links the whole tile to the product page with its picture, tag, price and state', () => {
    render(
      <ProductCard
        name="Flagship Megatron"
        href="/uk/flagship-megatron"
        image="flagship-megatron"
        alt="Flagship Megatron auto-converting robot"
        price="£1,169.00"
        listPrice="£1,299.00"
        reference="Was: £1,299.00"
        badge="Pre-order"
        state="pre-order"
        tag={{ label: 'HOT', color: 'red' }}
        assetHost="https://cdn.example.invalid"
      />,
    )
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/uk/flagship-megatron')
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Flagship MegatronHOT')
    const img = screen.getByRole('img', { name: 'Flagship Megatron auto-converting robot' })
    expect(img.getAttribute('src')).toBe('https://cdn.example.invalid/img/flagship-megatron.webp')
    expect(link.querySelector('s')!.textContent).toBe('£1,299.00')
    expect(link.querySelector('.sf-card__reference')!.textContent).toBe('Was: £1,299.00')
    expect(screen.getByText('Pre-order').getAttribute('data-state')).toBe('pre-order')
  })

  it('marks sold out apart from pre-order, for a shape and sign of its own (not only a colour)', () => {
    render(
      <ProductCard
        name="K1"
        href="/us/mini-robot"
        image="k1"
        alt="K1"
        price="$299.00"
        badge="Sold out"
        state="sold-out"
      />,
    )
    expect(screen.getByText('Sold out').getAttribute('data-state')).toBe('sold-out')
  })

  it('shows no struck price, badge or tag when there are none', () => {
    const { container } = render(<ProductCard name="K1" href="/us/mini-robot" image="k1" alt="K1" price="$299.00" />)
    expect(container.querySelector('s')).toBeNull()
    expect(container.querySelector('.sf-card__badge')).toBeNull()
    expect(container.querySelector('.sf-tag')).toBeNull()
  })

  // kr strikes no reference price (docs/rules/regions.md#reference-price-rules): the tile still tells the sale, as the
  // buy box does, in the sale colour and the buy box's words for it.
  it('kr: a reduced price with no struck price is shown in the sale colour with the sale price words', () => {
    const k1 = {
      ...findProduct('kr', 'interstellarScoutK1')!,
      activityPrice: 359000,
      activityTime: { startTime: '2025-09-22T08:00:00+08:00' },
    }
    const during = Date.parse(k1.activityTime.startTime) + 86_400_000
    const props = productCardPropsOf(k1, during, regionConfig('kr'), t, '/kr/mini-robot')
    const { container } = render(<ProductCard {...props} />)
    expect(container.querySelector('s')).toBeNull()
    const price = screen.getByText(props.price)
    expect(price.classList.contains('sf-price__now--promo')).toBe(true)
    expect(container.querySelector('.sf-card__price')!.textContent).toBe(`${props.price}buy.promoPrice`)
  })

  it('an unreduced price keeps the regular colour and no sale words', () => {
    const k1 = findProduct('kr', 'interstellarScoutK1')!
    const props = productCardPropsOf(k1, Date.parse('2026-11-22T12:00:00+08:00'), regionConfig('kr'), t, '/kr')
    const { container } = render(<ProductCard {...props} />)
    expect(screen.getByText(props.price).classList.contains('sf-price__now--promo')).toBe(false)
    expect(container.querySelector('.sf-card__price')!.textContent).toBe(props.price)
  })
})
