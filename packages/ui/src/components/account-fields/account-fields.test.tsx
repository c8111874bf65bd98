import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CodeField, NewPasswordFields, PasswordField, cleanCode } from './account-fields'

describe('PasswordField', () => {
  it('shows and hides the password with its toggle, which controls the input', () => {
    render(
      <PasswordField
        label="Password"
        name="password"
        showLabel="Show password"
        hideLabel="Hide password"
        defaultValue="Transform3r"
      />,
    )
    const input = screen.getByLabelText('Password') as HTMLInputElement
    expect(input.type).toBe('password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle.getAttribute('aria-controls')).toBe(input.id)
    fireEvent.click(toggle)
    expect(input.type).toBe('text')
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input.type).toBe('password')
  })

  it('wires its hint and message through aria-describedby and announces the message', () => {
    render(
      <PasswordField
        label="New password"
        showLabel="Show"
        hideLabel="Hide"
        hint="At least 8 characters"
        error="A complex password is required"
      />,
    )
    const input = screen.getByLabelText('New password')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const ids = input.getAttribute('aria-describedby')!.split(' ')
    expect(ids.map((id) => document.getElementById(id)!.textContent)).toEqual([
      'A complex password is required',
      'At least 8 characters',
    ])
    expect(screen.getByRole('alert').textContent).toBe('A complex password is required')
  })
})

describe('NewPasswordFields', () => {
  const labels = {
    password: 'New password',
    confirm: 'Confirm new password',
    hint: 'At least 8 characters',
    show: 'Show password',
    hide: 'Hide password',
  }

  it('reports each field as a new value of the pair, for password managers as new-password', () => {
    const onChange = vi.fn()
    render(
      <NewPasswordFields
        value={{ password: 'a', confirm: '' }}
        onChange={onChange}
        errors={{ confirm: 'Confirmed password must match' }}
        labels={labels}
      />,
    )
    const confirm = screen.getByLabelText('Confirm new password')
    expect(confirm.getAttribute('autocomplete')).toBe('new-password')
    expect(confirm.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull()
    fireEvent.change(confirm, { target: { value: 'ab' } })
    expect(onChange).toHaveBeenCalledWith({ password: 'a', confirm: 'ab' })
  })
})

describe('CodeField', () => {
  it('keeps digits only, at most six, with the numeric keyboard and one-time-code autofill', () => {
    const onChange = vi.fn()
    render(<CodeField label="Verification code" hint="The 6-digit code from our email" value="" onChange={onChange} />)
    const input = screen.getByLabelText('Verification code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('maxlength')).toBe('6')
    fireEvent.change(input, { target: { value: '12 34-56' } })
    expect(onChange).toHaveBeenLastCalledWith('123456')
    expect(cleanCode('1234567')).toBe('123456')
  })
})
