import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FormField } from './form-field'

describe('FormField', () => {
  it('labels its input and passes input props through', () => {
    const onChange = vi.fn()
    render(
      <FormField label="Email" type="email" name="email" autoComplete="email" required value="" onChange={onChange} />,
    )
    const input = screen.getByLabelText('Email') as HTMLInputElement
    expect(input.type).toBe('email')
    expect(input.name).toBe('email')
    expect(input.required).toBe(true)
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBeNull()
    fireEvent.change(input, { target: { value: 'a' } })
    expect(onChange).toHaveBeenCalled()
  })

  it('wires hint and validation message through aria-describedby and marks the field invalid', () => {
    const { container } = render(
      <FormField
        label="Password"
        type="password"
        hint="At least 8 characters, with letters and numbers"
        error="A complex password is required"
      />,
    )
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const ids = input.getAttribute('aria-describedby')!.split(' ')
    expect(ids.map((id) => container.ownerDocument.getElementById(id)!.textContent)).toEqual([
      'A complex password is required',
      'At least 8 characters, with letters and numbers',
    ])
    expect(screen.getByRole('alert').textContent).toBe('A complex password is required')
    expect(container.querySelector('.sf-field')!.hasAttribute('data-invalid')).toBe(true)
  })
})
