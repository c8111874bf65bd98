import { describe, expect, it } from 'vitest'
import { loadAppConfig } from '../app-config'
import { securityHeaderList } from './security-headers'
import { NO_INLINE_SOURCES, type InlineSources } from './inline-sources'

const PAGE: InlineSources = { script: ["'sha256-S'"], style: ["'sha256-C'"] }

const VENDOR = {
  CHAT_SCRIPT_URL: 'https://widget.chat.example/v2/loader.js',
  CHAT_GLOBAL: 'AcmeChat',
  CHAT_FRAME_ORIGINS: 'https://app.chat.example',
  CHAT_CONNECT_ORIGINS: 'wss://ws.chat.example',
  CHAT_IMG_ORIGINS: 'https://img.chat.example',
}
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))
const cspOf = (headers: [string, string][]) => headers.find(([name]) => name === 'Content-Security-Policy')![1]

describe('the page CSP and the chat vendor', () => {
  const list = securityHeaderList(loadAppConfig('us', { ...VENDOR, STOREFRONT_ENV: 'production' }))

  it('names exactly the vendor’s origins, each in its directive, on a page that loads it', () => {
    const d = directives(cspOf(list(PAGE, '/us/flagship-megatron')))
    expect(d['script-src']).toEqual(["'self'", "'sha256-S'", 'https://widget.chat.example'])
    expect(d['style-src']).toEqual(["'self'", "'sha256-C'"])
    expect(d['frame-src']).toEqual(["'self'", 'https://app.chat.example'])
    expect(d['connect-src']).toContain('wss://ws.chat.example')
    expect(d['img-src']).toEqual(["'self'", 'data:', 'https://img.chat.example'])
    expect(d['default-src']).toEqual(["'self'"])
  })

  it('names none of them on the pages without the chat, nor on anything that is not a page', () => {
    for (const policy of [
      cspOf(list(PAGE, '/jp')),
      cspOf(list(PAGE, '/kr/mini-robot')),
      cspOf(list(PAGE)),
      cspOf(list(null, '/us')),
    ]) {
      expect(policy).not.toContain('chat.example')
      expect(policy).not.toContain('frame-src')
    }
  })

  it('is the plain policy everywhere in an app without a vendor', () => {
    const plain = securityHeaderList(loadAppConfig('us', {}))
    expect(cspOf(plain(PAGE, '/us'))).toBe(cspOf(plain(PAGE, '/jp')))
    expect(cspOf(plain(PAGE, '/us'))).toContain("script-src 'self' 'sha256-S';")
    expect(cspOf(plain(NO_INLINE_SOURCES, '/us'))).toContain("script-src 'self'; style-src 'self';")
  })
})
