import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
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

  it('offers to stay while the countdown runs, and shows neither once the shopper stays', () => {
    const onStay = vi.fn()
    const stay = { label: 'Stay on this page', onStay }
    const { rerender } = render(
      <ResetSuccess countdown="Returning to log in in 4 s" loginHref="/us/login" loginLabel="Log in now" stay={stay} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(onStay).toHaveBeenCalledOnce()
    rerender(<ResetSuccess loginHref="/us/login" loginLabel="Log in now" stay={stay} />)
    expect(screen.queryByText(/Returning/)).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in now' })).toBeTruthy()
  })
})
