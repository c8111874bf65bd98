import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_PREVIEW_SECRET, signPreview } from './preview-link'
import { HONG_KONG_PATH, resolvePath } from '@storefront/region-config'
import { translatorOf } from '../../server/plain-page'
import { keepPreviewInLocation, previewRefusedHtml, previewRequestOf } from './server'

const now = Date.parse('2026-11-26T02:00:00Z')
const at = Date.parse('2025-09-22T08:00:00+08:00')
const token = signPreview({ at, expires: now + 3600_000 }, DEVELOPMENT_PREVIEW_SECRET)
const config = { previewSecret: DEVELOPMENT_PREVIEW_SECRET }
const url = (path: string) => new URL(path, 'http://localhost')
/** An instant every path below is served at. */
const NOW = now

describe('previewRequestOf', () => {
  it('is none without the parameter, a preview with a good link, and refused otherwise', () => {
    expect(previewRequestOf(url('/uk'), config, now)).toEqual({ kind: 'none' })
    expect(previewRequestOf(url(`/uk/flagship-megatron?utm_source=x&preview=${token}`), config, now)).toEqual({
      kind: 'preview',
      token,
      at,
      exit: '/uk/flagship-megatron?utm_source=x',
    })
    expect(previewRequestOf(url(`/uk?preview=${token}x`), config, now)).toEqual({ kind: 'refused' })
    expect(previewRequestOf(url(`/uk?preview=${token}`), config, now + 3600_000)).toEqual({ kind: 'refused' })
    // A server without a preview secret (production unless PREVIEW_SECRET is set) takes no link at all.
    expect(previewRequestOf(url(`/uk?preview=${token}`), { previewSecret: null }, now)).toEqual({ kind: 'refused' })
  })
})

describe('keepPreviewInLocation', () => {
  it('keeps a redirect on this site in the preview', () => {
    expect(keepPreviewInLocation('/us', token)).toBe(`/us?preview=${token}`)
    expect(keepPreviewInLocation('https://eu.example.com/uk', token)).toBe('https://eu.example.com/uk')
  })
})

describe('previewRefusedHtml', () => {
  it("says so in the region's language and links the live page, escaped", () => {
    const html = previewRefusedHtml(resolvePath('/jp/mini-robot', NOW), url('/jp/mini-robot?preview=bad&q="x"'))
    expect(html).toContain('<html lang="ja-JP">')
    expect(html).toContain('このプレビューリンクは使用できません')
    expect(html).toContain('href="/jp/mini-robot?q=%22x%22"')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it("speaks the page's own language where it has one: zh-HK on the Hong Kong page", () => {
    const html = previewRefusedHtml(resolvePath(HONG_KONG_PATH, NOW), url(`${HONG_KONG_PATH}?preview=bad`))
    const { t } = translatorOf('cn', 'zh-HK')
    expect(html).toContain('<html lang="zh-HK">')
    expect(html).toContain(`<h1>${t('preview.invalidTitle')}</h1>`)
    expect(t('preview.invalidTitle')).not.toBe(translatorOf('cn').t('preview.invalidTitle'))
  })

  it("falls back to the region's language for a path that is no page", () => {
    const html = previewRefusedHtml(resolvePath('/de/no-such-page', NOW), url('/de/no-such-page?preview=bad'))
    expect(html).toContain('<html lang="de-DE">')
  })
})
