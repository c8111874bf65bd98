import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ProfileDetails, type ProfileDetailsProps } from './account-profile'

const labels: ProfileDetailsProps['labels'] = {
  email: 'Email address',
  verified: 'Verified',
  notVerified: 'Not verified',
  credits: 'Credits',
  details: 'Personal details',
  fields: {
    firstName: 'First name (optional)',
    lastName: 'Last name (optional)',
    nickname: 'Nickname (optional)',
    birthday: 'Birthday (optional)',
  },
  optIn: 'Weekly emails (optional)',
  save: 'Save changes',
  saving: 'Saving…',
  security: 'Password',
  logout: 'Log out',
}

function props(overrides: Partial<ProfileDetailsProps> = {}): ProfileDetailsProps {
  return {
    email: 'ada@example.com',
    emailVerified: true,
    credits: 200,
    values: { firstName: 'Ada', lastName: '', nickname: '', birthday: '', optIn: true },
    errors: {},
    failure: '',
    status: '',
    busy: false,
    leaving: false,
    today: '2026-11-22',
    passwordLink: { href: '/us/set-password?fromPath=%2Fus%2Faccount', label: 'Change password' },
    labels,
    onChange: vi.fn(),
    onSubmit: vi.fn(),
    onLogout: vi.fn(),
    ...overrides,
  }
}

describe('ProfileDetails', () => {
  it('shows the address with its verification badge and the credits', () => {
    const { rerender } = render(<ProfileDetails {...props()} />)
    expect(screen.getByTestId('profile-email').textContent).toBe('ada@example.com Verified')
    expect(screen.getByText('200').previousElementSibling!.textContent).toBe('Credits')
    rerender(<ProfileDetails {...props({ emailVerified: null, credits: null })} />)
    expect(screen.getByTestId('profile-email').textContent).toBe('ada@example.com ')
    expect(screen.queryByText('Credits')).toBeNull()
  })

  it('edits the details in a form labelled by its heading; the birthday cannot be in the future', () => {
    const p = props()
    const { container } = render(<ProfileDetails {...p} />)
    expect(container.querySelector('form')!.getAttribute('aria-labelledby')).toBe('profile-details')
    expect((screen.getByLabelText('First name (optional)') as HTMLInputElement).value).toBe('Ada')
    expect(screen.getByLabelText('First name (optional)').getAttribute('maxlength')).toBe('50')
    const birthday = screen.getByLabelText('Birthday (optional)')
    expect([
      birthday.getAttribute('type'),
      birthday.getAttribute('max'),
      birthday.getAttribute('autocomplete'),
    ]).toEqual(['date', '2026-11-22', 'bday'])
    fireEvent.change(screen.getByLabelText('Nickname (optional)'), { target: { value: 'Bumble' } })
    expect(p.onChange).toHaveBeenCalledWith('nickname', 'Bumble')
    fireEvent.click(screen.getByLabelText('Weekly emails (optional)'))
    expect(p.onChange).toHaveBeenCalledWith('optIn', false)
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/us/set-password?fromPath=%2Fus%2Faccount',
    )
  })

  it('says it is saving, then saved; nothing can be sent while logging out', () => {
    const p = props({ busy: true })
    const { rerender } = render(<ProfileDetails {...p} />)
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(<ProfileDetails {...p} busy={false} status="Your profile has been saved." />)
    expect(screen.getByRole('status').textContent).toBe('Your profile has been saved.')
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(p.onLogout).toHaveBeenCalled()
    rerender(<ProfileDetails {...p} busy={false} leaving />)
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
