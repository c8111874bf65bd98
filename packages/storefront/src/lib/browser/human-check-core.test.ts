// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { afterNextPaint, onFirstInteraction } from './human-check-core'

describe('onFirstInteraction', () => {
  it('runs once, on the first pointer, key or focus event', () => {
    const fn = vi.fn()
    onFirstInteraction(fn)
    document.dispatchEvent(new Event('pointerdown'))
    document.dispatchEvent(new Event('keydown'))
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('does nothing once unsubscribed', () => {
    const fn = vi.fn()
    onFirstInteraction(fn)()
    document.dispatchEvent(new Event('focusin'))
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('afterNextPaint', () => {
  it('runs later, not inside the event that asked for it', async () => {
    const fn = vi.fn()
    afterNextPaint(fn)
    expect(fn).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1))
  })
})
