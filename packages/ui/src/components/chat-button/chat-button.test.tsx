import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ChatButton } from './chat-button'

describe('ChatButton', () => {
  it('is hidden and out of the tab order until visible', () => {
    const { rerender } = render(<ChatButton visible={false} label="Chat with us" onOpen={() => {}} />)
    const hidden = screen.getByRole('button', { hidden: true })
    expect(hidden.getAttribute('aria-hidden')).toBe('true')
    expect(hidden.tabIndex).toBe(-1)
    expect(hidden.hasAttribute('data-visible')).toBe(false)
    rerender(<ChatButton visible label="Chat with us" onOpen={() => {}} />)
    const shown = screen.getByRole('button', { name: 'Chat with us' })
    expect(shown.getAttribute('aria-hidden')).toBe('false')
    expect(shown.tabIndex).toBe(0)
    expect(shown.hasAttribute('data-visible')).toBe(true)
  })

  it('opens the chat on click', () => {
    const onOpen = vi.fn()
    render(<ChatButton visible label="Chat with us" onOpen={onOpen} />)
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
    expect(onOpen).toHaveBeenCalledOnce()
  })
})
