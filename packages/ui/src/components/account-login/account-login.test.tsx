import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CodeLoginForm, LoginMethods, PasswordLoginForm, type LoginMethod } from './account-login'

function Tabs({ onChange }: { onChange?: (m: LoginMethod) => void }) {
  const [method, setMethod] = useState<LoginMethod>('password')
  return (
    <LoginMethods
      method={method}
      onMethodChange={(m) => {
        onChange?.(m)
        setMethod(m)
      }}
      labels={{ methods: 'How would you like to log in?', password: 'Password', code: 'Verification code' }}
    >
      <p>{method} form</p>
    </LoginMethods>
  )
}

describe('LoginMethods', () => {
  it('is a labelled tab list whose selected tab controls the one panel with content', () => {
    render(<Tabs />)
    expect(screen.getByRole('tablist', { name: 'How would you like to log in?' })).toBeTruthy()
    const tab = screen.getByRole('tab', { name: 'Password' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    expect(tab.tabIndex).toBe(0)
    expect(screen.getByRole('tab', { name: 'Verification code' }).tabIndex).toBe(-1)
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id)
    expect(tab.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('password form')
  })

  it('moves between the tabs with the arrow keys, Home and End, focusing the new tab', () => {
    const onChange = vi.fn()
    render(<Tabs onChange={onChange} />)
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Password' }), { key: 'ArrowRight' })
    const code = screen.getByRole('tab', { name: 'Verification code' })
    expect(onChange).toHaveBeenLastCalledWith('code')
    expect(document.activeElement).toBe(code)
    expect(screen.getByRole('tabpanel').textContent).toBe('code form')
    fireEvent.keyDown(code, { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith('password')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Password' }), { key: 'End' })
    expect(onChange).toHaveBeenLastCalledWith('code')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Verification code' }), { key: 'Home' })
    expect(onChange).toHaveBeenLastCalledWith('password')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Password' }), { key: 'a' })
    expect(onChange).toHaveBeenCalledTimes(4)
  })
})

const passwordLabels = {
  email: 'Email address',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Log in',
  submitting: 'Logging in…',
  forgot: 'Forgot password?',
}

describe('PasswordLoginForm', () => {
  it('groups its fields under a legend naming the method (WCAG 1.3.1), and without one stays no group', () => {
    const form = (legend?: string) =>
      render(
        <PasswordLoginForm
          email=""
          password=""
          errors={{}}
          failure=""
          busy={false}
          forgotHref="/"
          labels={{ ...passwordLabels, ...(legend ? { legend } : {}) }}
          onEmailChange={() => {}}
          onPasswordChange={() => {}}
          onSubmit={() => {}}
        />,
      )
    const { unmount } = form('Password')
    const group = screen.getByRole('group', { name: 'Password' })
    expect(group.tagName).toBe('FIELDSET')
    expect(group.firstElementChild?.tagName).toBe('LEGEND')
    unmount()
    const bare = form().container
    expect(bare.querySelector('fieldset legend')).toBeNull()
    expect(bare.querySelector('fieldset')!.getAttribute('role')).toBe('none')
  })

  it('shows the field messages and the server answer, and reports typing, submit and the forgot link', () => {
    const props = {
      onEmailChange: vi.fn(),
      onPasswordChange: vi.fn(),
      onForgot: vi.fn(),
      onSubmit: vi.fn((e: { preventDefault: () => void }) => e.preventDefault()),
    }
    render(
      <PasswordLoginForm
        email="robot@nowhere"
        password=""
        errors={{ email: 'Please enter a valid email address', password: 'This field is required' }}
        failure=""
        busy={false}
        forgotHref="/us/forgot-password"
        labels={passwordLabels}
        {...props}
      />,
    )
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter a valid email address',
      'This field is required',
    ])
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'robot@example.com' } })
    expect(props.onEmailChange).toHaveBeenCalledWith('robot@example.com')
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } })
    expect(props.onPasswordChange).toHaveBeenCalledWith('x')
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }))
    expect(props.onForgot).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(props.onSubmit).toHaveBeenCalled()
  })

  it('says it is logging in and cannot be sent twice; a failed login is announced', () => {
    const { rerender } = render(
      <PasswordLoginForm
        email="a@b.co"
        password="x"
        errors={{}}
        failure=""
        busy
        forgotHref="/"
        labels={passwordLabels}
        onEmailChange={() => {}}
        onPasswordChange={() => {}}
        onSubmit={() => {}}
      />,
    )
    expect((screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <PasswordLoginForm
        email="a@b.co"
        password="x"
        errors={{}}
        failure="Incorrect email or password. Please try again."
        busy={false}
        forgotHref="/"
        labels={passwordLabels}
        onEmailChange={() => {}}
        onPasswordChange={() => {}}
        onSubmit={() => {}}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password. Please try again.')
  })
})

describe('CodeLoginForm', () => {
  const labels = {
    email: 'Email address',
    code: 'Verification code',
    codeHint: 'The 6-digit code from our email',
    sendCode: 'Send code',
    resendIn: (s: number) => `Resend in ${s} s`,
    sending: 'Sending…',
    submit: 'Log in',
    submitting: 'Logging in…',
  }
  const handlers = { onEmailChange: () => {}, onCodeChange: () => {}, onSubmit: () => {} }

  it('sends a code, then waits behind the countdown with the sent message announced', () => {
    const onSend = vi.fn()
    const { rerender } = render(
      <CodeLoginForm
        email="a@b.co"
        code=""
        errors={{}}
        failure=""
        sentMessage=""
        busy={null}
        resendIn={0}
        labels={labels}
        onSend={onSend}
        {...handlers}
      />,
    )
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(onSend).toHaveBeenCalled()
    rerender(
      <CodeLoginForm
        email="a@b.co"
        code=""
        errors={{}}
        failure=""
        sentMessage=""
        busy="send"
        resendIn={0}
        labels={labels}
        onSend={onSend}
        {...handlers}
      />,
    )
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <CodeLoginForm
        email="a@b.co"
        code=""
        errors={{}}
        failure=""
        sentMessage="We sent a 6-digit code to a@b.co."
        busy={null}
        resendIn={42}
        labels={labels}
        onSend={onSend}
        {...handlers}
      />,
    )
    expect((screen.getByRole('button', { name: 'Resend in 42 s' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('We sent a 6-digit code to a@b.co.')
  })

  it('gives the code field wrapper to the caller (focus after sending)', () => {
    const ref = { current: null as HTMLDivElement | null }
    render(
      <CodeLoginForm
        codeFieldRef={ref}
        email=""
        code=""
        errors={{ code: 'Invalid code. Please try again.' }}
        failure=""
        sentMessage=""
        busy={null}
        resendIn={0}
        labels={labels}
        onSend={() => {}}
        {...handlers}
      />,
    )
    expect(ref.current!.querySelector('input')!.name).toBe('code')
    expect(screen.getByRole('alert').textContent).toBe('Invalid code. Please try again.')
  })
})
