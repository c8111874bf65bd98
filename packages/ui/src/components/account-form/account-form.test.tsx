import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AccountAlert, AccountForm, AccountStatus, SubmitButton } from './account-form'

describe('AccountForm', () => {
  it('posts (never a GET with a password in the URL), leaves validation to the screen and submits', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    const { container } = render(
      <AccountForm onSubmit={onSubmit} aria-labelledby="details">
        <input name="email" aria-label="Email" />
        <button type="submit">Send</button>
      </AccountForm>,
    )
    const form = container.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.noValidate).toBe(true)
    expect(form.getAttribute('aria-labelledby')).toBe('details')
    expect(form.querySelector('fieldset')!.disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('renders its controls disabled on the server, so nothing typed before hydration is lost', () => {
    const html = renderToString(
      <AccountForm onSubmit={() => {}} className="sf-profile__form">
        <input name="email" />
      </AccountForm>,
    )
    expect(html).toMatch(/<fieldset role="none" class="sf-form sf-account__fieldset sf-profile__form" disabled="">/)
  })
})

describe('AccountAlert', () => {
  it('announces a failure with what follows it, and renders nothing without one', () => {
    const { container, rerender } = render(<AccountAlert message="" />)
    expect(container.innerHTML).toBe('')
    rerender(
      <AccountAlert message="This reset link is incomplete.">
        <p>
          <a href="/us/forgot-password">Request a new link</a>
        </p>
      </AccountAlert>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.dataset.tone).toBe('error')
    expect(alert.textContent).toBe('This reset link is incomplete.Request a new link')
  })
})

describe('AccountStatus', () => {
  it('keeps its live region in the page while empty (hidden), so the next message is announced', () => {
    const { rerender } = render(<AccountStatus message="" />)
    const status = screen.getByRole('status', { hidden: true })
    expect(status.hasAttribute('data-empty')).toBe(true)
    rerender(<AccountStatus message="Your profile has been saved." className="sf-account__pending" />)
    expect(status.hasAttribute('data-empty')).toBe(false)
    expect(status.textContent).toBe('Your profile has been saved.')
    expect(status.className).toBe('sf-account__status sf-account__pending')
  })
})

describe('SubmitButton', () => {
  const labels = { submit: 'Log in', submitting: 'Logging in…' }
  it('says what it does, and while busy is disabled and says so', () => {
    const { rerender } = render(<SubmitButton busy={false} labels={labels} />)
    const button = screen.getByRole('button')
    expect(button.getAttribute('type')).toBe('submit')
    expect(button.textContent).toBe('Log in')
    expect((button as HTMLButtonElement).disabled).toBe(false)
    rerender(<SubmitButton busy labels={labels} />)
    expect(button.textContent).toBe('Logging in…')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    rerender(<SubmitButton busy={false} disabled labels={labels} />)
    expect(button.textContent).toBe('Log in')
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })
})
