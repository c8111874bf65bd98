import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, IMAGE_MEDIA, TIMINGS, deviceClassOf } from './tokens'

describe('deviceClassOf (docs/rules/interface.md#device-classes)', () => {
  it('is window from 1024 px, ipad from 768 px, mobile below', () => {
    expect(deviceClassOf(1440)).toBe('window')
    expect(deviceClassOf(1024)).toBe('window')
    expect(deviceClassOf(1023.5)).toBe('ipad')
    expect(deviceClassOf(768)).toBe('ipad')
    expect(deviceClassOf(767)).toBe('mobile')
    expect(deviceClassOf(375)).toBe('mobile')
    expect(deviceClassOf(0)).toBe('mobile')
  })
})

describe('tokens', () => {
  it('carry the screen breakpoints, image media and timings (docs/rules/interface.md)', () => {
    expect(BREAKPOINTS).toEqual([480, 576, 768, 992, 1200, 1600, 2000])
    expect(IMAGE_MEDIA.desktop).toBe('(min-width: 1069px)')
    expect(IMAGE_MEDIA.tablet).toBe('(min-width: 721px) and (max-width: 1068.99px)')
    expect(IMAGE_MEDIA.mobile).toBe('(max-width: 720.99px)')
    expect(TIMINGS).toMatchObject({
      toastMs: 3000,
      notificationMs: 4500,
      collapseSeconds: 0.5,
      scrollbarCompensationPx: 17,
      textFloatTranslatePx: 50,
      textFloatThreshold: 0.1,
    })
  })
})

describe('the stylesheets use the screen breakpoints (docs/rules/interface.md#breakpoints)', () => {
  const src = import.meta.dirname
  const sheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join(src, file), 'utf8')] as const)
  const widths = sheets.flatMap(([file, css]) =>
    [...css.matchAll(/@media[^{]*\((?:min|max)-width:\s*([\d.]+)px\)/g)].map((m) => [file, Number(m[1])] as const),
  )

  it('ask only for widths of BREAKPOINTS', () => {
    expect(widths.filter(([, px]) => !(BREAKPOINTS as readonly number[]).includes(px))).toEqual([])
  })

  it('use every one of them', () => {
    expect([...new Set(widths.map(([, px]) => px))].sort((a, b) => a - b)).toEqual([...BREAKPOINTS])
  })
})
