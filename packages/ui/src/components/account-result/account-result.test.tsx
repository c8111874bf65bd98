import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResetSuccess } from './account-result'

describe('ResetSuccess', () => {
  it('shows the countdown it is given, without announcing every second, and the way to log in now', () => {
    render(<ResetSuccess countdown="Returning to log in in 4 s" loginHref="/us/login" loginLabel="Log in now" />)
    const countdown = screen.getByText('Returning to log in in 4 s')
    expect(countdown.getAttribute('aria-live')).toBe('off')
    expect(countdown.className).toBe('sf-account__countdown')
    const link = screen.getByRole('link', { name: 'Log in now' })
    expect([link.getAttribute('href'), link.className]).toEqual(['/us/login', 'sf-button'])
  })
})
