import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Hero } from './hero'

describe('Hero', () => {
  it('renders the page heading as the h1 with eyebrow, lead, call to action and media, anchored as banner', () => {
    const { container } = render(
      <Hero
        eyebrow="New"
        heading="Flagship Megatron"
        lead="Converts on command."
        cta={{ label: 'Discover', href: '/us/flagship-megatron' }}
        media={<aside>buy box</aside>}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flagship Megatron')
    expect(screen.getByText('New').className).toBe('sf-hero__eyebrow')
    expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/us/flagship-megatron')
    expect(screen.getByText('buy box')).toBeTruthy()
    expect(container.firstElementChild!.id).toBe('banner')
  })

  it('leaves out what it is not given and takes another anchor', () => {
    const { container } = render(<Hero heading="Manuals" lead="Every guide." id="section-banner" />)
    expect(container.querySelector('.sf-hero__eyebrow')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    expect(container.firstElementChild!.id).toBe('section-banner')
  })

  it('puts its children under the lead, before the call to action, in the text column', () => {
    const { container } = render(
      <Hero heading="Flagship Bumblebee" lead="Ready to roll." cta={{ label: 'Buy', href: '/us/buy' }}>
        <aside>buy box</aside>
      </Hero>,
    )
    const column = container.querySelector('.sf-hero__inner > div')!
    expect([...column.children].map((el) => el.tagName)).toEqual(['H1', 'P', 'ASIDE', 'A'])
  })
})
