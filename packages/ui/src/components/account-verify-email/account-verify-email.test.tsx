import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { VerifyEmailForm, VerifyLinkStatus } from './account-verify-email'

const labels = {
  email: 'Email address',
  code: 'Verification code',
  codeHint: 'The 6-digit code from our email',
  submit: 'Verify',
  checking: 'Checking…',
  resend: 'Resend code',
  resendIn: (s: number) => `Resend code in ${s} s`,
  sending: 'Sending…',
}
const handlers = { onEmailChange: () => {}, onCodeChange: () => {}, onResend: () => {}, onSubmit: () => {} }

describe('VerifyEmailForm', () => {
  it('asks for the address only when no code is known to have gone to one', () => {
    const { rerender } = render(
      <VerifyEmailForm
        askEmail={false}
        email="a@b.co"
        code=""
        errors={{}}
        failure=""
        status=""
        busy={null}
        resendIn={60}
        labels={labels}
        {...handlers}
      />,
    )
    expect(screen.queryByLabelText('Email address')).toBeNull()
    rerender(
      <VerifyEmailForm
        askEmail
        email=""
        code=""
        errors={{ email: 'Please enter a valid email address' }}
        failure=""
        status=""
        busy={null}
        resendIn={0}
        labels={labels}
        {...handlers}
      />,
    )
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')
  })

  it('holds the resend behind the countdown, then offers it; says what is under way', () => {
    const onResend = vi.fn()
    const { rerender } = render(
      <VerifyEmailForm
        askEmail={false}
        email="a@b.co"
        code=""
        errors={{}}
        failure=""
        status=""
        busy={null}
        resendIn={59}
        labels={labels}
        {...handlers}
        onResend={onResend}
      />,
    )
    expect((screen.getByRole('button', { name: 'Resend code in 59 s' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <VerifyEmailForm
        askEmail={false}
        email="a@b.co"
        code=""
        errors={{}}
        failure=""
        status="We sent you a new code."
        busy={null}
        resendIn={0}
        labels={labels}
        {...handlers}
        onResend={onResend}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(onResend).toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('We sent you a new code.')
    rerender(
      <VerifyEmailForm
        askEmail={false}
        email="a@b.co"
        code="123456"
        errors={{}}
        failure=""
        status=""
        busy="verify"
        resendIn={0}
        labels={labels}
        {...handlers}
        onResend={onResend}
      />,
    )
    expect((screen.getByRole('button', { name: 'Checking…' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('VerifyLinkStatus', () => {
  it('shows a pending line while checking, and the failure with a retry', () => {
    const onRetry = vi.fn()
    const { rerender } = render(
      <VerifyLinkStatus
        failure=""
        labels={{ checking: 'Checking your verification link…', retry: 'Try again' }}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('status').className).toBe('sf-account__status sf-account__pending')
    rerender(
      <VerifyLinkStatus
        failure="Network error"
        labels={{ checking: 'Checking your verification link…', retry: 'Try again' }}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Network error')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalled()
  })
})
