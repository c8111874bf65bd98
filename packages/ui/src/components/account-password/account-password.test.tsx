import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ResetPasswordForm, SetPasswordForm } from './account-password'

const base = {
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: 'At least 8 characters',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
}
const empty = { password: '', confirm: '' }

describe('SetPasswordForm', () => {
  const labels = { ...base, currentPassword: 'Current password', submit: 'Save password', submitting: 'Saving…' }
  const handlers = { onCurrentChange: vi.fn(), onChange: vi.fn(), onSubmit: vi.fn() }

  it('sets a first password: no current-password field, a hidden username for password managers', () => {
    const { container } = render(
      <SetPasswordForm
        change={false}
        username="a@b.co"
        current=""
        value={empty}
        errors={{}}
        failure=""
        status=""
        busy={false}
        ready
        labels={labels}
        {...handlers}
      />,
    )
    expect(screen.queryByLabelText('Current password')).toBeNull()
    const username = container.querySelector<HTMLInputElement>('input[name="username"]')!
    expect([username.value, username.hidden, username.autocomplete]).toEqual(['a@b.co', true, 'username'])
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password')
  })

  it('changes a password: the current one first; busy and unsendable until the session is known', () => {
    const { container } = render(
      <SetPasswordForm
        change
        current=""
        value={empty}
        errors={{ current: 'This field is required' }}
        failure=""
        status=""
        busy={false}
        ready={false}
        labels={labels}
        {...handlers}
      />,
    )
    expect(container.querySelector('input[name="username"]')).toBeNull()
    const current = screen.getByLabelText('Current password')
    expect(current.getAttribute('autocomplete')).toBe('current-password')
    fireEvent.change(current, { target: { value: 'Old1pass' } })
    expect(handlers.onCurrentChange).toHaveBeenCalledWith('Old1pass')
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true')
    expect((screen.getByRole('button', { name: 'Save password' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('ResetPasswordForm', () => {
  const labels = { ...base, submit: 'Reset password', submitting: 'Saving…', requestNew: 'Request a new link' }

  it('offers a new link under the failure when the link is used or expired', () => {
    const handlers = { onChange: () => {}, onSubmit: () => {} }
    const { rerender } = render(
      <ResetPasswordForm
        value={empty}
        errors={{}}
        failure="Network error"
        busy={false}
        labels={labels}
        {...handlers}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    rerender(
      <ResetPasswordForm
        value={empty}
        errors={{}}
        failure="Verification Unsuccessful"
        requestNewHref="/us/forgot-password"
        busy={false}
        labels={labels}
        {...handlers}
      />,
    )
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/us/forgot-password')
    rerender(
      <ResetPasswordForm
        value={empty}
        errors={{ confirm: 'Confirmed password must match the new password' }}
        failure=""
        busy
        labels={labels}
        {...handlers}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Confirmed password must match the new password')
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
