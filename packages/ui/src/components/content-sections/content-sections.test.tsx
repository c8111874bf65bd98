import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContentSections, type ContentSection } from './content-sections'

const sections: ContentSection[] = [
  { kind: 'text', id: 'intro', heading: 'Meet Megatron', paragraphs: ['One.', 'Two.'] },
  { kind: 'specs', id: 'specs', heading: 'Specifications', rows: [{ label: 'Height', value: '48 cm' }] },
  { kind: 'faq', id: 'faq', heading: 'FAQ', items: [{ q: 'Does it transform?', a: 'Yes, by voice command.' }] },
  {
    kind: 'retailers',
    id: 'shops',
    heading: 'Where to buy',
    items: [{ name: 'Robot Shop', url: 'https://shop.example.invalid', area: 'Paris' }],
  },
  {
    kind: 'downloads',
    id: 'manuals',
    heading: 'Manuals',
    items: [{ title: 'Quick start', file: '/manuals/quick-start.pdf', size: '2 MB' }],
  },
  { kind: 'products', id: 'robots', heading: 'Our robots', keys: ['flagshipMegatron'], note: 'Prices include VAT.' },
  {
    kind: 'cta',
    id: 'join',
    heading: 'Join',
    body: 'Be first.',
    cta: { label: 'Sign up', link: 'https://club.example.invalid' },
  },
]

const renderSections = () =>
  render(
    <ContentSections
      sections={sections}
      hrefOf={(link) => (link.startsWith('https://') ? link : `/fr/${link}`)}
      renderProducts={(keys) => <p>grid of {keys.join(',')}</p>}
      assetHost="https://cdn.example.invalid"
      labels={{ download: 'Télécharger le PDF', visit: 'Visiter la boutique', newTab: '(nouvel onglet)' }}
    />,
  )

describe('ContentSections', () => {
  it('renders each section as a region titled by its heading, in order', () => {
    renderSections()
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual(
      sections.map((s) => `${s.id}-title`),
    )
    expect(screen.getByRole('region', { name: 'Meet Megatron' }).querySelectorAll('p')).toHaveLength(2)
    expect(
      within(screen.getByRole('region', { name: 'Specifications' }))
        .getByText('48 cm')
        .closest('dd'),
    ).toBeTruthy()
    expect(screen.getByText('grid of flagshipMegatron')).toBeTruthy()
    expect(screen.getByText('Prices include VAT.')).toBeTruthy()
  })

  it('faq collapses; retailer links are sponsored; downloads use the asset host; external CTAs open a new tab', () => {
    renderSections()
    const q = screen.getByRole('button', { name: 'Does it transform?' })
    expect(q.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(q)
    expect(q.getAttribute('aria-expanded')).toBe('true')
    const shop = screen.getByRole('link', { name: 'Visiter la boutique Robot Shop (nouvel onglet)' })
    expect(shop.getAttribute('rel')).toBe('sponsored noopener')
    const pdf = screen.getByRole('link', { name: /Télécharger le PDF/ })
    expect(pdf.getAttribute('href')).toBe('https://cdn.example.invalid/manuals/quick-start.pdf')
    expect(pdf.hasAttribute('download')).toBe(true)
    const cta = screen.getByRole('link', { name: 'Sign up' })
    expect(cta.getAttribute('target')).toBe('_blank')
  })
})
