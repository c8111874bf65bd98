import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PrivacyNotice } from './privacy-notice'

describe('PrivacyNotice', () => {
  it('says what the address is for in one line, linked to the privacy policy', () => {
    const { container } = render(
      <PrivacyNotice
        text="We use your email address only to send you this newsletter."
        link={{ label: 'Privacy Policy', href: '/uk/privacy-policy' }}
      />,
    )
    expect(container.querySelectorAll('p')).toHaveLength(1)
    expect(container.textContent).toBe('We use your email address only to send you this newsletter. Privacy Policy')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/uk/privacy-policy')
  })
})
