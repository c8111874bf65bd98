// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onFirstInteraction } from './human-check-core'

afterEach(() => vi.useRealTimers())

describe('onFirstInteraction', () => {
  it('runs once, after the frame of the first interaction, not inside its event', async () => {
    const fn = vi.fn()
    onFirstInteraction(fn)
    document.dispatchEvent(new Event('pointerdown'))
    // Not during the event: that work would count in the interaction's latency.
    expect(fn).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1))
    document.dispatchEvent(new Event('keydown'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('does nothing once unsubscribed', async () => {
    const fn = vi.fn()
    onFirstInteraction(fn)()
    document.dispatchEvent(new Event('focusin'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fn).not.toHaveBeenCalled()
  })
})
