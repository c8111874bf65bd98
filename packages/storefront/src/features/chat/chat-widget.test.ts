// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CHAT_TIMINGS,
  chatApi,
  DEFAULT_CHAT_GLOBAL,
  openChat,
  setupChatWidget as setupUnderTest,
  type ChatWidgetApi,
} from './chat-widget'

const NAME = 'TestChatWidget'
type Handler = () => void

/** A small fake of the vendor's global, recording calls and letting the test fire its events. */
function fakeWidget() {
  const handlers: Record<'close' | 'ready', Handler[]> = { close: [], ready: [] }
  const api = {
    open: vi.fn(),
    close: vi.fn(),
    showFrame: vi.fn(),
    hideFrame: vi.fn(),
    on: vi.fn((event: 'close' | 'ready', handler: Handler) => {
      handlers[event].push(handler)
      return () => {
        handlers[event] = handlers[event].filter((h) => h !== handler)
      }
    }),
    emit: (event: 'close' | 'ready') => handlers[event].forEach((h) => h()),
    handlers,
  }
  return api
}

const globals = window as unknown as Record<string, unknown>
let reads = 0
/** Installs the widget under NAME behind a getter that counts reads (each poll reads it once). */
function install(value: unknown) {
  Object.defineProperty(window, NAME, {
    configurable: true,
    get: () => {
      reads++
      return value
    },
  })
}

/** Every setup is cleaned up after its test, so no ready hook leaks into the next one. */
const cleanups: (() => void)[] = []
const setupChatWidget = (name: string, onButtonReady: () => void) => {
  const cleanup = setupUnderTest(name, onButtonReady)
  cleanups.push(cleanup)
  return cleanup
}

beforeEach(() => {
  vi.useFakeTimers()
  reads = 0
})
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  vi.useRealTimers()
  delete globals[NAME]
})

describe('timings (docs/rules/chat.md#widget-setup)', () => {
  it('are 5 s setup delay, 15 s wait polled every 100 ms, 2 s reset, 3 s reappear', () => {
    expect(CHAT_TIMINGS).toEqual({
      setupDelayMs: 5000,
      waitMs: 15000,
      pollMs: 100,
      resetDelayMs: 2000,
      reappearMs: 3000,
    })
    expect(DEFAULT_CHAT_GLOBAL).toBe('MechaformChat')
  })
})

describe('setupChatWidget', () => {
  it('hides the frame at mount', () => {
    const w = fakeWidget()
    install(w)
    const cleanup = setupChatWidget(NAME, vi.fn())
    expect(w.hideFrame).toHaveBeenCalledTimes(1)
    expect(w.showFrame).not.toHaveBeenCalled()
    cleanup()
  })

  it('does nothing before 5 s', () => {
    const w = fakeWidget()
    install(w)
    const ready = vi.fn()
    setupChatWidget(NAME, ready)
    const readsAtMount = reads
    vi.advanceTimersByTime(4999)
    expect(reads).toBe(readsAtMount)
    expect(w.on).not.toHaveBeenCalled()
    expect(w.close).not.toHaveBeenCalled()
    expect(ready).not.toHaveBeenCalled()
  })

  it('with the API there at 5 s: subscribes to ready, then 2 s later closes, shows the frame and the button', () => {
    const w = fakeWidget()
    install(w)
    const ready = vi.fn()
    setupChatWidget(NAME, ready)
    vi.advanceTimersByTime(5000)
    expect(w.on).toHaveBeenCalledWith('ready', expect.any(Function))
    vi.advanceTimersByTime(1999)
    expect(w.close).not.toHaveBeenCalled()
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(w.close).toHaveBeenCalledTimes(1)
    expect(w.showFrame).toHaveBeenCalledTimes(1)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(w.close.mock.invocationCallOrder[0]).toBeLessThan(w.showFrame.mock.invocationCallOrder[0]!)
    expect(w.showFrame.mock.invocationCallOrder[0]).toBeLessThan(ready.mock.invocationCallOrder[0]!)
    expect(w.on).toHaveBeenCalledWith('close', expect.any(Function))
  })

  it('polls every 100 ms until the API appears', () => {
    const ready = vi.fn()
    setupChatWidget(NAME, ready)
    install(undefined)
    vi.advanceTimersByTime(5000) // first poll
    expect(reads).toBe(1)
    vi.advanceTimersByTime(99)
    expect(reads).toBe(1)
    vi.advanceTimersByTime(1)
    expect(reads).toBe(2)
    vi.advanceTimersByTime(900) // 6000 ms: polls at 5000, 5100, …, 6000
    expect(reads).toBe(11)
    const w = fakeWidget()
    install(w)
    vi.advanceTimersByTime(100) // found at 6100
    expect(w.on).toHaveBeenCalledWith('ready', expect.any(Function))
    vi.advanceTimersByTime(1999)
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(w.showFrame).toHaveBeenCalledTimes(1)
    const after = reads
    vi.advanceTimersByTime(30_000)
    expect(reads).toBe(after) // polling stopped once found
  })

  it('gives up after 15 s of polling with a warning, and polls no more', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const ready = vi.fn()
    setupChatWidget(NAME, ready)
    install(undefined)
    vi.advanceTimersByTime(5000 + 15_000 - 1)
    expect(warn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toContain('15 s')
    const polls = reads
    expect(polls).toBe(151) // 5000, 5100, …, 20000
    vi.advanceTimersByTime(60_000)
    expect(reads).toBe(polls)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(ready).not.toHaveBeenCalled()
  })

  it('runs setup once, however often readiness is announced', () => {
    const w = fakeWidget()
    install(w)
    const ready = vi.fn()
    setupChatWidget(NAME, ready)
    vi.advanceTimersByTime(5000)
    w.emit('ready')
    w.emit('ready')
    window.dispatchEvent(new Event(`${NAME}:ready`))
    vi.advanceTimersByTime(10_000)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(w.showFrame).toHaveBeenCalledTimes(1)
    expect(w.close).toHaveBeenCalledTimes(1)
    expect(w.on.mock.calls.filter(([e]) => e === 'close')).toHaveLength(1)
  })

  it('closes the chat again whenever the widget reports a close', () => {
    const w = fakeWidget()
    install(w)
    setupChatWidget(NAME, vi.fn())
    vi.advanceTimersByTime(7000)
    expect(w.close).toHaveBeenCalledTimes(1)
    w.emit('close')
    expect(w.close).toHaveBeenCalledTimes(2)
    w.emit('close')
    expect(w.close).toHaveBeenCalledTimes(3)
  })

  it('takes the ready hook: a window event before 5 s starts setup at once', () => {
    const ready = vi.fn()
    setupChatWidget(NAME, ready)
    vi.advanceTimersByTime(1000)
    const w = fakeWidget()
    install(w)
    window.dispatchEvent(new Event(`${NAME}:ready`))
    vi.advanceTimersByTime(1999)
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1) // 3000 ms: 2 s after the hook
    expect(w.close).toHaveBeenCalledTimes(1)
    expect(w.showFrame).toHaveBeenCalledTimes(1)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20_000)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(w.on).not.toHaveBeenCalledWith('ready', expect.any(Function)) // the poll saw setup done
  })

  it('logs, and shows nothing, when the widget is gone by the time setup runs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ready = vi.fn()
    setupChatWidget(NAME, ready)
    window.dispatchEvent(new Event(`${NAME}:ready`))
    vi.advanceTimersByTime(2000)
    expect(error).toHaveBeenCalledTimes(1)
    expect(ready).not.toHaveBeenCalled()
  })

  it('only logs failures of the widget calls, and still shows the button', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const w = fakeWidget()
    w.hideFrame.mockImplementation(() => {
      throw new Error('hide')
    })
    w.close.mockImplementation(() => {
      throw new Error('close')
    })
    install(w)
    const ready = vi.fn()
    expect(() => setupChatWidget(NAME, ready)).not.toThrow()
    expect(() => vi.advanceTimersByTime(7000)).not.toThrow()
    expect(w.showFrame).toHaveBeenCalledTimes(1)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(() => w.emit('close')).not.toThrow()
    expect(error).toHaveBeenCalledTimes(3) // hideFrame at mount, close at setup, close on the close event
  })

  it('stops everything on cleanup: no polling, no setup, no close handler, no ready hook', () => {
    const w = fakeWidget()
    install(w)
    const ready = vi.fn()
    const cleanup = setupChatWidget(NAME, ready)
    cleanup()
    window.dispatchEvent(new Event(`${NAME}:ready`))
    vi.advanceTimersByTime(30_000)
    expect(w.on).not.toHaveBeenCalled()
    expect(ready).not.toHaveBeenCalled()

    const w2 = fakeWidget()
    install(w2)
    const cleanup2 = setupChatWidget(NAME, vi.fn())
    vi.advanceTimersByTime(7000)
    expect(w2.handlers.close).toHaveLength(1)
    cleanup2()
    expect(w2.handlers.close).toHaveLength(0)
    expect(w2.handlers.ready).toHaveLength(0)
  })
})

describe('chatApi and openChat', () => {
  it('accepts a global only with open and close functions', () => {
    expect(chatApi(NAME)).toBeNull()
    globals[NAME] = { open: () => {} }
    expect(chatApi(NAME)).toBeNull()
    globals[NAME] = { open: 'yes', close: () => {} }
    expect(chatApi(NAME)).toBeNull()
    const w = fakeWidget()
    globals[NAME] = w
    expect(chatApi(NAME)).toBe(w as unknown as ChatWidgetApi)
  })

  it('without the global: a console warning, nothing opens, false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(openChat(NAME)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('with the global: opens and returns true', () => {
    const w = fakeWidget()
    globals[NAME] = w
    expect(openChat(NAME)).toBe(true)
    expect(w.open).toHaveBeenCalledTimes(1)
  })

  it('a throwing open is logged and returns false', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const w = fakeWidget()
    w.open.mockImplementation(() => {
      throw new Error('vendor down')
    })
    globals[NAME] = w
    expect(openChat(NAME)).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
  })
})
