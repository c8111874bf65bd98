import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RegisterForm } from './account-register'

const labels = {
  perk: 'New members get 200 Credits when they create an account.',
  perkDetails: 'About your welcome gift',
  email: 'Email address',
  optIn: 'Yes, send me weekly emails (optional)',
  submit: 'Send verification code',
  submitting: 'Sending…',
  login: 'Log in',
}

describe('RegisterForm', () => {
  it('offers the perk details as a dialog button and reports address, opt-in and submit', () => {
    const props = {
      onEmailChange: vi.fn(),
      onOptInChange: vi.fn(),
      onPerkDetails: vi.fn(),
      onSubmit: vi.fn((e: { preventDefault: () => void }) => e.preventDefault()),
    }
    render(<RegisterForm email="" optIn={false} failure="" busy={false} labels={labels} {...props} />)
    const perk = screen.getByRole('button', { name: 'About your welcome gift' })
    expect(perk.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(perk)
    expect(props.onPerkDetails).toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'new@example.com' } })
    expect(props.onEmailChange).toHaveBeenCalledWith('new@example.com')
    fireEvent.click(screen.getByLabelText(labels.optIn))
    expect(props.onOptInChange).toHaveBeenCalledWith(true)
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }))
    expect(props.onSubmit).toHaveBeenCalled()
  })

  it('links to log in under a failure when the address has an account', () => {
    const handlers = { onEmailChange: () => {}, onOptInChange: () => {}, onPerkDetails: () => {}, onSubmit: () => {} }
    const { rerender } = render(
      <RegisterForm email="a@b.co" optIn failure="Server error" busy={false} labels={labels} {...handlers} />,
    )
    expect(screen.getByRole('alert').querySelector('a')).toBeNull()
    rerender(
      <RegisterForm
        email="a@b.co"
        optIn
        failure="This email is already registered."
        loginHref="/us/login"
        busy={false}
        labels={labels}
        {...handlers}
      />,
    )
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/us/login')
    rerender(<RegisterForm email="a@b.co" optIn failure="" busy labels={labels} {...handlers} />)
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says under the form, linked, what the address is used for and how to withdraw the opt-in', () => {
    const handlers = { onEmailChange: vi.fn(), onOptInChange: vi.fn(), onPerkDetails: vi.fn(), onSubmit: vi.fn() }
    const notice = { text: 'Withdraw at any time.', link: { label: 'Privacy Policy', href: '/uk/privacy-policy' } }
    render(
      <RegisterForm email="" optIn={false} failure="" busy={false} labels={labels} notice={notice} {...handlers} />,
    )
    expect(screen.getByText('Withdraw at any time.', { exact: false }).tagName).toBe('P')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/uk/privacy-policy')
  })
})
