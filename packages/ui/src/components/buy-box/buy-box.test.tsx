import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BuyBox, type BuyBoxProps } from './buy-box'

const labels: BuyBoxProps['labels'] = {
  buyNow: 'Buy now',
  preOrder: 'Pre-order',
  soldOut: 'Sold out',
  promoPrice: 'Sale price: ',
  salePrice: 'Sale price',
  soldBy: 'Sold by Mechaform UK Store',
  newTab: '(opens in a new tab)',
  notSoldOnline: 'Not sold online in this region yet',
}
const props = (over: Partial<BuyBoxProps> = {}): BuyBoxProps => ({
  name: 'Flagship Megatron',
  price: '£1,299.00',
  availability: 'in-stock',
  buyHref: 'https://uk.shop.example.invalid/products/flagship-megatron',
  retailer: 'Mechaform UK Store',
  labels,
  ...over,
})

describe('BuyBox', () => {
  it('in stock: a buy link to the regional shop, sponsored, in a new tab, named for the product', () => {
    const onBuyClick = vi.fn()
    render(<BuyBox {...props({ onBuyClick, details: ['3 interest-free payments'] })} />)
    const link = screen.getByRole('link', { name: 'Buy now Flagship Megatron (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('https://uk.shop.example.invalid/products/flagship-megatron')
    expect(link.getAttribute('rel')).toBe('sponsored noopener')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.dataset.outbound).toBe('buy')
    fireEvent.click(link)
    expect(onBuyClick).toHaveBeenCalledOnce()
    expect(screen.getByText('Sold by Mechaform UK Store')).toBeTruthy()
    expect(screen.getByText('3 interest-free payments')).toBeTruthy()
  })

  it('sold out: says so and offers no buy link', () => {
    const { container } = render(<BuyBox {...props({ availability: 'sold-out' })} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Sold out').getAttribute('aria-disabled')).toBe('true')
    expect(screen.queryByText(labels.soldBy)).toBeNull()
    expect(container.querySelector('[data-availability]')!.getAttribute('data-availability')).toBe('sold-out')
  })

  it('pre-order: the link says pre-order instead of buy', () => {
    render(<BuyBox {...props({ availability: 'pre-order' })} />)
    const link = screen.getByRole('link')
    expect(link.textContent).toContain('Pre-order')
    expect(link.textContent).not.toContain('Buy now')
    expect(link.getAttribute('rel')).toBe('sponsored noopener')
  })

  it('promo: the promo price first, the reference price struck through and named on screen', () => {
    const { container } = render(
      <BuyBox {...props({ price: '£1,169.00', listPrice: '£1,299.00', reference: 'Regular price: £1,299.00' })} />,
    )
    const now = container.querySelector('.sf-price__now--promo')!
    expect(now.textContent).toBe('£1,169.00')
    const was = container.querySelector('s.sf-price__was')!
    expect(was.textContent).toBe('£1,299.00')
    // The label is visible, not for screen readers only: the struck price says what it is.
    expect(container.querySelector('.sf-price__reference')!.textContent).toBe('Regular price: £1,299.00')
    expect(container.querySelector('.sf-price')!.textContent).toBe('Sale price: £1,169.00 Regular price: £1,299.00')
  })

  // The translator's pattern places the colon ("当社通常価格：¥…", "Prix habituel : …"); the price is struck inside it.
  it('strikes the reference price where it stands in the words that name it', () => {
    const { container } = render(
      <BuyBox {...props({ price: '¥4,980', listPrice: '¥5,980', reference: '当社通常価格：¥5,980（税込）' })} />,
    )
    expect(container.querySelector('.sf-price__reference')!.innerHTML).toBe(
      '当社通常価格：<s class="sf-price__was">¥5,980</s>（税込）',
    )
  })

  it('a reduced price without a struck one (a market whose rule allows none) still says it is the sale price', () => {
    const { container } = render(<BuyBox {...props({ price: '₩1,169,000', reduced: true })} />)
    expect(container.querySelector('.sf-price__now--promo')?.textContent).toBe('₩1,169,000')
    expect(container.querySelector('.sf-price__reference')?.textContent).toBe('Sale price')
    expect(container.querySelector('s')).toBeNull()
  })

  it('announces an upcoming promo and shows no struck price before it starts', () => {
    const { container } = render(<BuyBox {...props({ promoNote: 'Sale price £1,169.00 from 22 September 2025' })} />)
    const note = container.querySelector('.sf-buybox__note')!
    expect(note.textContent).toBe('Sale price £1,169.00 from 22 September 2025')
    // The date moves to the next line whole (docs/design-review.md#words-stay-whole).
    expect([...note.querySelectorAll('.sf-keep')].map((k) => k.textContent)).toEqual(['22 September 2025'])
    expect(container.querySelector('s')).toBeNull()
  })

  it('without a shop link: not sold online, no link', () => {
    render(<BuyBox {...props({ buyHref: '' })} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Not sold online in this region yet')).toBeTruthy()
  })

  it('shows the price notice right after the price, where the market asks for one', () => {
    const { container } = render(<BuyBox {...props({ notice: 'inkl. MwSt., versandkostenfrei' })} />)
    expect(container.querySelector('.sf-price + .sf-price__notice')!.textContent).toBe('inkl. MwSt., versandkostenfrei')
    const { container: without } = render(<BuyBox {...props()} />)
    expect(without.querySelector('.sf-price__notice')).toBeNull()
  })
})
