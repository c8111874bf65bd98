import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ForgotPasswordForm, SecureLinkSent } from './account-forgot-password'

describe('ForgotPasswordForm', () => {
  it('asks for the address and says when it is sending', () => {
    const onEmailChange = vi.fn()
    const labels = { email: 'Email address', submit: 'Send secure link', submitting: 'Sending…' }
    const { rerender } = render(
      <ForgotPasswordForm
        email=""
        error="Please enter a valid email address"
        failure=""
        busy={false}
        labels={labels}
        onEmailChange={onEmailChange}
        onSubmit={() => {}}
      />,
    )
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'a@b.co' } })
    expect(onEmailChange).toHaveBeenCalledWith('a@b.co')
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
    rerender(
      <ForgotPasswordForm
        email="a@b.co"
        failure=""
        busy
        labels={labels}
        onEmailChange={onEmailChange}
        onSubmit={() => {}}
      />,
    )
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('SecureLinkSent', () => {
  const labels = { resend: 'Resend link', resendIn: (s: number) => `Resend link in ${s} s`, sending: 'Sending…' }

  it('resends behind the countdown when the address is known', () => {
    const onResend = vi.fn()
    const { rerender } = render(
      <SecureLinkSent
        hint="Valid for 30 minutes."
        failure=""
        status=""
        resend={{ onResend, busy: false, resendIn: 57 }}
        labels={labels}
      />,
    )
    expect((screen.getByRole('button', { name: 'Resend link in 57 s' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <SecureLinkSent
        hint="Valid for 30 minutes."
        failure=""
        status="We sent you a new secure link."
        resend={{ onResend, busy: false, resendIn: 0 }}
        labels={labels}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }))
    expect(onResend).toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('We sent you a new secure link.')
  })

  it('links back to the form when the address is not known', () => {
    render(
      <SecureLinkSent
        hint="Valid for 30 minutes."
        failure=""
        status=""
        resend={{ resendHref: '/us/forgot-password' }}
        labels={labels}
      />,
    )
    expect(screen.getByRole('link', { name: 'Resend link' }).getAttribute('href')).toBe('/us/forgot-password')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
