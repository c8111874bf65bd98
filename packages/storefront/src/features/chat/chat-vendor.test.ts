// @vitest-environment happy-dom
// eslint-disable-next-line @stylistic/max-len -- Vitest reads this directive from a single line
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it } from 'vitest'
import { chatCspSources, chatOnPath, chatVendorAllowed, loadChatScript } from './chat-vendor'

afterEach(() => document.body.replaceChildren())

describe('the chat vendor in the browser', () => {
  it('is on the pages whose path contains /us (docs/rules/chat.md#where-the-button-shows)', () => {
    expect(['/us', '/us/faq', '/jp/us-edition'].map(chatOnPath)).toEqual([true, true, true])
    expect(['/', '/jp', '/uk/flagship-megatron'].map(chatOnPath)).toEqual([false, false, false])
  })

  it('waits for consent where the region asks for it', () => {
    expect(chatVendorAllowed(false, null)).toBe(true)
    expect(chatVendorAllowed(true, null)).toBe(false)
    expect(chatVendorAllowed(true, 'denied')).toBe(false)
    expect(chatVendorAllowed(true, 'granted')).toBe(true)
  })

  it('adds its script once, async', () => {
    loadChatScript('https://widget.chat.example/loader.js')
    loadChatScript('https://widget.chat.example/loader.js')
    const scripts = document.querySelectorAll('script[data-chat-vendor]')
    expect(scripts).toHaveLength(1)
    expect((scripts[0] as HTMLScriptElement).async).toBe(true)
    expect(scripts[0]!.getAttribute('src')).toBe('https://widget.chat.example/loader.js')
  })

  it('names the script’s own origin among the script sources, once', () => {
    const vendor = {
      scriptUrl: 'https://cdn.chat.example/v2/w.js',
      globalName: 'X',
      origins: { script: ['https://cdn.chat.example'], frame: [], connect: [], img: [] },
    }
    expect(chatCspSources(vendor).script).toEqual(['https://cdn.chat.example'])
  })
})
