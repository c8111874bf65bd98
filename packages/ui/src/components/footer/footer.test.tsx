import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer, type FooterProps } from './footer'

const props: FooterProps = {
  columns: [
    {
      title: 'Support',
      links: [
        { label: 'FAQ', href: '/us/faq' },
        { label: 'Manuals', href: '/us/manuals' },
      ],
    },
    { title: 'Company', links: [{ label: 'About us', href: '/us/about-us' }] },
  ],
  media: [{ name: 'YouTube', url: 'https://www.youtube.com/@mechaform' }],
  company: { name: 'Mechaform Robotics Inc.', address: '1 Market St, San Francisco, CA' },
  copyright: '© 2025 Mechaform Robotics',
  labels: {
    footerNav: 'Footer navigation',
    followUs: 'Follow us',
    address: 'Address: ',
    newTab: '(opens in a new tab)',
    socialLinks: 'Social media',
  },
}

describe('Footer', () => {
  it('renders navigation columns with headings, social links in a new tab, address and copyright', () => {
    render(<Footer {...props} newsletter={<p>newsletter slot</p>} />)
    const nav = screen.getByRole('navigation', { name: 'Footer navigation' })
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Support', 'Company'])
    expect(within(nav).getByRole('link', { name: 'Manuals' }).getAttribute('href')).toBe('/us/manuals')
    const social = within(screen.getByRole('list', { name: 'Social media' })).getByRole('link')
    expect(social.getAttribute('target')).toBe('_blank')
    expect(social.getAttribute('rel')).toBe('noopener noreferrer')
    expect(social.textContent).toBe('YouTube (opens in a new tab)')
    expect(screen.getByText('newsletter slot')).toBeTruthy()
    expect(document.querySelector('address')!.textContent).toBe(
      'Address: Mechaform Robotics Inc. · 1 Market St, San Francisco, CA',
    )
    expect(screen.getByText('© 2025 Mechaform Robotics')).toBeTruthy()
    expect(screen.queryByText(/ICP/)).toBeNull()
  })

  it('shows the cn ICP licence line linking to the registry, and legal actions', () => {
    render(
      <Footer {...props} icp="沪ICP备2025000000号" legalActions={<button type="button">Cookie settings</button>} />,
    )
    expect(screen.getByRole('link', { name: '沪ICP备2025000000号' }).getAttribute('href')).toBe(
      'https://beian.miit.gov.cn/',
    )
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeTruthy()
  })
})
