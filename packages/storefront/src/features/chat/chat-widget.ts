/**
 * Adapter to the chat vendor's browser global (docs/rules/chat.md#widget-setup). The vendor script defines
 * `window[globalName]`; we only rely on this typed surface.
 */
export interface ChatWidgetApi {
  open(): void
  close(): void
  showFrame(): void
  hideFrame(): void
  /** Subscribes to widget events; returns an unsubscribe function. */
  on(event: 'close' | 'ready', handler: () => void): (() => void) | void
  isReady?(): boolean
}

export const CHAT_TIMINGS = {
  setupDelayMs: 5000,
  waitMs: 15000,
  pollMs: 100,
  resetDelayMs: 2000,
  reappearMs: 3000,
} as const
export const DEFAULT_CHAT_GLOBAL = 'MechaformChat'

export function chatApi(globalName: string): ChatWidgetApi | null {
  const candidate = (window as unknown as Record<string, unknown>)[globalName] as Partial<ChatWidgetApi> | undefined
  return candidate && typeof candidate.open === 'function' && typeof candidate.close === 'function'
    ? (candidate as ChatWidgetApi)
    : null
}

/**
 * Widget setup (docs/rules/chat.md#widget-setup): frame hidden at mount; wait 5 s; poll every 100 ms for up to 15 s
 * for the API. Once ready (or when the ready hook fires) run setup once: wait 2 s, close the
 * chat, show the frame, show the button, and close again whenever the widget reports a close.
 * Failures are logged only. Returns a cleanup function.
 */
export function setupChatWidget(globalName: string, onButtonReady: () => void): () => void {
  const timers: number[] = []
  const unsubscribers: (() => void)[] = []
  let done = false
  let stopped = false
  const later = (fn: () => void, ms: number) => timers.push(window.setTimeout(fn, ms))
  const safely = (fn: () => void) => {
    try {
      fn()
    } catch (error) {
      console.error('[chat] widget call failed', error)
    }
  }

  // The frame stays hidden until setup shows it: at mount, or as soon as a late widget appears.
  let frameHidden = false
  const hideFrame = (api: ChatWidgetApi | null) => {
    if (!api || frameHidden) return
    frameHidden = true
    safely(() => api.hideFrame())
  }
  hideFrame(chatApi(globalName))

  const setup = () => {
    if (done || stopped) return
    done = true
    later(() => {
      const api = chatApi(globalName)
      if (!api) return console.error('[chat] widget disappeared before setup')
      safely(() => api.close())
      safely(() => api.showFrame())
      onButtonReady()
      safely(() => {
        const off = api.on('close', () => safely(() => api.close()))
        if (typeof off === 'function') unsubscribers.push(off)
      })
    }, CHAT_TIMINGS.resetDelayMs)
  }

  // The vendor may announce readiness itself (the "ready hook").
  const readyHook = () => {
    hideFrame(chatApi(globalName))
    setup()
  }
  window.addEventListener(`${globalName}:ready`, readyHook)
  unsubscribers.push(() => window.removeEventListener(`${globalName}:ready`, readyHook))

  later(() => {
    const started = Date.now()
    const poll = () => {
      if (done || stopped) return
      const api = chatApi(globalName)
      if (api) {
        hideFrame(api)
        safely(() => {
          const off = api.on('ready', setup)
          if (typeof off === 'function') unsubscribers.push(off)
        })
        return setup()
      }
      if (Date.now() - started >= CHAT_TIMINGS.waitMs) return console.warn('[chat] widget API not available after 15 s')
      later(poll, CHAT_TIMINGS.pollMs)
    }
    poll()
  }, CHAT_TIMINGS.setupDelayMs)

  return () => {
    stopped = true
    timers.forEach((t) => window.clearTimeout(t))
    unsubscribers.forEach((off) => off())
  }
}

/**
 * Opens the chat through the widget; without it, a console warning and nothing opens
 * (docs/rules/chat.md#opening-the-chat).
 */
export function openChat(globalName: string): boolean {
  const api = chatApi(globalName)
  if (!api) {
    console.warn('[chat] chat widget is not available')
    return false
  }
  try {
    api.open()
    return true
  } catch (error) {
    console.error('[chat] could not open the chat', error)
    return false
  }
}
