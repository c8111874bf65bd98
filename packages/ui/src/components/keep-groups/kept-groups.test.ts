import { describe, expect, it } from 'vitest'
import { keptRunsOf } from './kept-groups'

const kept = (text: string, lang?: string, words = false) =>
  keptRunsOf(text, { lang, words })
    .filter((r) => r.keep)
    .map((r) => r.text)

describe('keptRunsOf', () => {
  it('joins back to the text it was given', () => {
    const text = '约 2 小时，22个舵机 (USB-C) 充电；《变形金刚》签名限量版'
    expect(
      keptRunsOf(text, { lang: 'zh-CN', words: true })
        .map((r) => r.text)
        .join(''),
    ).toBe(text)
  })

  it('keeps a date and a time with its zone, in each language’s order', () => {
    expect(kept('Deal until December 1, 2026 at 8:00 AM PST')).toEqual(['December 1, 2026', '8:00 AM PST'])
    expect(kept('Angebot bis 1. Dezember 2026 um 17:00 MEZ')).toEqual(['1. Dezember 2026', '17:00 MEZ'])
    expect(kept('jusqu’au 1 décembre 2026 à 17:00 UTC+1')).toEqual(['1 décembre 2026', '17:00 UTC+1'])
    expect(kept('2026년 12월 2일 오전 1:00 GMT+9에 시작')).toEqual(['2026년 12월 2일', '오전 1:00 GMT+9'])
    expect(kept('2026年12月2日 GMT+8 00:00')).toEqual(['2026年12月2日', 'GMT+8 00:00'])
    expect(kept('2026年12月2日 上午12:00 [GMT+8]')).toEqual(['2026年12月2日', '上午12:00 [GMT+8]'])
  })

  it('keeps numbers with their units and counters, 約/约 with its number, codes and titles', () => {
    expect(kept('約520g', 'ja-JP')).toEqual(['約520g'])
    expect(kept('约 2 小时，22个 (USB-C)', 'zh-CN')).toEqual(['约 2 小时', '22个', '(USB-C)'])
    expect(kept('41 × 24 × 15 cm')).toEqual(['41 × 24 × 15 cm'])
    expect(kept('K1: 16 cm · K1 Pro: 16,5 cm')).toEqual(['16 cm', 'K1 Pro', '16,5 cm'])
    expect(kept('获得 200 积分')).toEqual(['200 积分'])
    expect(kept('《变形金刚》签名')).toEqual(['《变形金刚》'])
    expect(kept('hk-support@example.com')).toEqual(['hk-support@example.com'])
  })

  it('keeps Japanese and Chinese words whole only when asked', () => {
    expect(kept('ジェスチャーセンサー', 'ja-JP', true).join('')).toBe('ジェスチャーセンサー')
    expect(kept('ジェスチャーセンサー', 'ja-JP')).toEqual([])
    expect(kept('立即探索', 'zh-CN', true)).toEqual(['立即', '探索'])
  })

  it('leaves Latin words to the browser, which never breaks them', () => {
    expect(kept('Recommended age', 'en-US', true)).toEqual([])
    expect(kept('Maße', 'de-DE', true)).toEqual([])
  })
})
