import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductCard } from './product-card'

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
})
