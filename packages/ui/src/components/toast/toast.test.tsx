import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastStack, type ToastItem } from './toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('ToastStack', () => {
  it('dismisses a toast after 3 s and a notification after 4.5 s by default', () => {
    const onDismiss = vi.fn()
    const items: ToastItem[] = [
      { id: 1, kind: 'toast', message: 'Saved' },
      { id: 2, kind: 'notification', title: 'Welcome', message: '200 Credits are waiting' },
    ]
    render(<ToastStack items={items} onDismiss={onDismiss} dismissLabel="Dismiss" />)
    act(() => vi.advanceTimersByTime(2999))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledWith(1)
    act(() => vi.advanceTimersByTime(1499))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenLastCalledWith(2)
  })

  it('honours a custom duration and keeps its timer when the parent re-renders with a new callback', () => {
    const first = vi.fn()
    const second = vi.fn()
    const items: ToastItem[] = [{ id: 7, kind: 'toast', message: 'Hi', duration: 1000 }]
    const { rerender } = render(<ToastStack items={items} onDismiss={first} dismissLabel="Dismiss" />)
    act(() => vi.advanceTimersByTime(600))
    rerender(<ToastStack items={items} onDismiss={second} dismissLabel="Dismiss" />)
    act(() => vi.advanceTimersByTime(400))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith(7)
  })

  it('is a polite live region; errors are alerts; each can be dismissed by its button', () => {
    const onDismiss = vi.fn()
    const { container } = render(
      <ToastStack
        items={[
          { id: 1, kind: 'toast', tone: 'error', message: 'Server error, please try again later.' },
          { id: 2, kind: 'toast', tone: 'success', message: 'Subscription successful' },
        ]}
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Server error')
    expect(container.querySelector('.sf-toasts')!.getAttribute('aria-live')).toBe('polite')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByText('Subscription successful').closest('.sf-toast')!.getAttribute('role')).toBeNull()
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!)
    expect(onDismiss).toHaveBeenCalledWith(2)
  })
})
