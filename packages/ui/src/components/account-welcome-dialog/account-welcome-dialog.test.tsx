import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { WelcomeDialog } from './account-welcome-dialog'

const labels = {
  title: 'Welcome to Mechaform Robotics',
  body: 'Create your account today and get 200 Credits.',
  cta: 'Create my account',
  close: 'Close',
}

describe('WelcomeDialog', () => {
  it('opens as a modal dialog named by its title, focus on its main action, and closes back to where focus was', () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <>
        <button type="button">Opener</button>
        <WelcomeDialog open={false} onClose={onClose} labels={labels} />
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Opener' })
    opener.focus()
    rerender(
      <>
        <button type="button">Opener</button>
        <WelcomeDialog open onClose={onClose} labels={labels} />
      </>,
    )
    const dialog = screen.getByRole('dialog', { name: labels.title })
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText(labels.body).id)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create my account' }))
    expect(dialog.querySelector('.sf-dialog__badge')!.textContent).toBe('200')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(opener)
  })

  it('gives focus to the fallback when nothing had it before', () => {
    const target = document.createElement('input')
    document.body.append(target)
    render(<WelcomeDialog open onClose={() => {}} fallbackFocus={() => target} labels={labels} />)
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(document.activeElement).toBe(target)
    target.remove()
  })
})
