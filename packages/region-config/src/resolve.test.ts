import { describe, expect, it } from 'vitest'
import { HONG_KONG_PATH, MAX_PATH_LENGTH, regionOfPath, resolvePath, type Resolution } from './resolve'
import { REGION_IDS } from './regions'
import { ROUTES } from './routes'

const NOW = Date.parse('2026-01-01T00:00:00Z')
const canonical = (location: string) => ({ kind: 'redirect', status: 301, reason: 'canonical', location })

describe('regionOfPath', () => {
  it.each([
    ['/', 'cn'],
    ['/us', 'us'],
    ['/US/faq', 'us'],
    ['//De//x', 'de'],
    ['/jp/', 'jp'],
    ['/xx/faq', 'cn'],
    ['/hk', 'cn'],
    ['/usa', 'cn'],
    ['', 'cn'],
  ] as const)('%j → %s', (path, region) => {
    expect(regionOfPath(path)).toBe(region)
  })
})

describe('resolvePath: canonical form', () => {
  it('lower-cases the region segment with a 301', () => {
    expect(resolvePath('/US/faq', NOW)).toMatchObject({ ...canonical('/us/faq'), region: 'us' })
    expect(resolvePath('/Uk', NOW)).toMatchObject({ ...canonical('/uk'), region: 'uk' })
    expect(resolvePath('/FR/Manuals', NOW)).toMatchObject(canonical('/fr/Manuals'))
  })

  it('keeps the case of the rest of the path (a wrong-case slug is not found)', () => {
    expect(resolvePath('/fr/Manuals', NOW)).toEqual({ kind: 'not-found', region: 'fr' })
  })

  it.each([
    ['/us/', '/us'],
    ['/us/faq/', '/us/faq'],
    ['/us//faq', '/us/faq'],
    ['//us/faq', '/us/faq'],
    ['/us///faq///', '/us/faq'],
    ['/mini-robot/', '/mini-robot'],
    ['//', '/'],
  ])('collapses slashes: %s → %s', (path, location) => {
    expect(resolvePath(path, NOW)).toMatchObject(canonical(location))
  })

  it.each([
    ['/cn', '/'],
    ['/cn/', '/'],
    ['/cn/x', '/x'],
    ['/cn/mini-robot', '/mini-robot'],
    ['/CN/manuals', '/manuals'],
  ])('drops the cn prefix: %s → %s', (path, location) => {
    expect(resolvePath(path, NOW)).toMatchObject({ ...canonical(location), region: 'cn' })
  })

  it('leaves a canonical page path alone', () => {
    expect(resolvePath('/us/faq', NOW).kind).toBe('page')
    expect(resolvePath('/', NOW).kind).toBe('page')
  })
})

describe('resolvePath: regressions found by the property tests', () => {
  it('/cn/<region>/… goes to the canonical path in one hop', () => {
    expect(resolvePath('/cn/US/faq', NOW)).toMatchObject(canonical('/us/faq'))
    expect(resolvePath('/cn/cn/mini-robot', NOW)).toMatchObject(canonical('/mini-robot'))
    expect(resolvePath('/cn/hk', NOW)).toMatchObject({ kind: 'redirect', location: HONG_KONG_PATH, reason: 'alias' })
  })

  it('/cn/… re-encodes the location and never puts a raw ?, # or space in it', () => {
    expect(resolvePath('/cn/a%20b', NOW)).toMatchObject(canonical('/a%20b'))
    expect(resolvePath('/cn/mini-robot%3F', NOW)).toEqual({ kind: 'not-found', region: 'cn' })
    expect(resolvePath('/cn/x%23y', NOW)).toEqual({ kind: 'not-found', region: 'cn' })
  })

  it('a percent-encoded region segment redirects to the plain one instead of serving under another region', () => {
    expect(resolvePath('/%75s/faq', NOW)).toMatchObject(canonical('/us/faq'))
    expect(resolvePath('/%63n/manuals', NOW)).toMatchObject(canonical('/manuals'))
  })

  it('a lone surrogate is a bad request, not an exception', () => {
    expect(resolvePath('/us/\ud800', NOW)).toEqual({ kind: 'bad-request', region: 'us', status: 400 })
    expect(resolvePath('/US/\udc00x', NOW)).toEqual({ kind: 'bad-request', region: 'us', status: 400 })
    expect(resolvePath('/us/\ud83d\ude00', NOW)).toEqual({ kind: 'not-found', region: 'us' })
  })
})

describe('resolvePath: not found', () => {
  it.each([
    ['/nothing-here', 'cn'],
    ['/us/nothing-here', 'us'],
    ['/uk/faq', 'uk'],
    ['/de/k1-pro-interstellar-scout', 'de'],
    ['/kr/where-to-buy', 'kr'],
    ['/jp/flagship-megatron', 'jp'],
    ['/faq', 'cn'],
    ['/xx/faq', 'cn'],
    ['/us/faq/extra', 'us'],
    ['/us/mini-robot%3F', 'us'],
  ] as const)('%s is the not-found page of %s', (path, region) => {
    expect(resolvePath(path, NOW)).toEqual({ kind: 'not-found', region })
  })
})

describe('resolvePath: time windows', () => {
  const start = Date.parse('2026-11-16T00:00:00+08:00')
  const end = Date.parse('2026-12-02T00:00:00+08:00')

  it.each(['us', 'uk', 'eu', 'fr', 'de'] as const)(
    '%s black-friday: 302 home before the start and from the end, page inside',
    (region) => {
      const path = `/${region}/black-friday`
      expect(resolvePath(path, start - 1)).toEqual({
        kind: 'redirect',
        region,
        location: `/${region}`,
        status: 302,
        reason: 'before-start',
      })
      expect(resolvePath(path, start).kind).toBe('page')
      expect(resolvePath(path, end - 1).kind).toBe('page')
      expect(resolvePath(path, end)).toEqual({
        kind: 'redirect',
        region,
        location: `/${region}`,
        status: 302,
        reason: 'ended',
      })
      expect(resolvePath(path, end + 365 * 86_400_000)).toMatchObject({ reason: 'ended' })
    },
  )

  it('christmas-sale likewise', () => {
    expect(resolvePath('/uk/christmas-sale', Date.parse('2026-12-07T23:59:59.999+08:00'))).toMatchObject({
      status: 302,
      reason: 'before-start',
      location: '/uk',
    })
    expect(resolvePath('/uk/christmas-sale', Date.parse('2026-12-08T00:00:00+08:00')).kind).toBe('page')
    expect(resolvePath('/uk/christmas-sale', Date.parse('2026-12-27T00:00:00+08:00'))).toMatchObject({
      status: 302,
      reason: 'ended',
      location: '/uk',
    })
  })

  it('a window only applies to the pages that have one', () => {
    expect(resolvePath('/us/faq', 0).kind).toBe('page')
    expect(resolvePath('/us/faq', 8.64e15).kind).toBe('page')
  })
})

describe('resolvePath: bad requests never become 5xx', () => {
  it.each([
    ['/us/%E0%A4%A', 'us'],
    ['/us/%zz', 'us'],
    ['/us/%g0-robot', 'us'],
    ['/jp/robot%5', 'jp'],
    ['/%', 'cn'],
    ['/de/%ED%A0%80', 'de'], // an encoded lone surrogate is not UTF-8
    ['/us/../faq', 'us'],
    ['/us/./faq', 'us'],
    ['/us/%2e%2e/faq', 'us'],
    ['/us/%2E%2E', 'us'],
    ['/..', 'cn'],
    ['/us/%00', 'us'],
    ['/us/%0A', 'us'],
    ['/us/%0d%0aSet-Cookie:x=1', 'us'],
    ['/us/a\tb', 'us'],
    ['/us/%1F', 'us'],
    ['/us/%5C..%5Cfaq', 'us'],
    ['/us\\faq', 'cn'],
    ['us/faq', 'us'],
  ] as const)('%j → 400', (path, region) => {
    expect(resolvePath(path, NOW)).toEqual({ kind: 'bad-request', region, status: 400 })
  })

  it('answers 414 above 2048 characters, and resolves at 2048', () => {
    expect(MAX_PATH_LENGTH).toBe(2048)
    const long = '/uk/' + 'a'.repeat(MAX_PATH_LENGTH - 3)
    expect(long.length).toBe(2049)
    expect(resolvePath(long, NOW)).toEqual({ kind: 'bad-request', region: 'uk', status: 414 })
    expect(resolvePath(long.slice(0, -1), NOW)).toEqual({ kind: 'not-found', region: 'uk' })
  })
})

describe('resolvePath: encoded ? and # never loop', () => {
  it.each([
    '/us/faq%3F',
    '/us/faq%3Fx=1',
    '/US/faq%3F',
    '/us//faq%3F',
    '/us/faq%23top',
    '/US/faq%23',
    '/cn/faq%3F',
    '/cn/mini-robot%3F',
    '/%3F',
    '/cn/%3F',
  ])('%s resolves to a page or not-found, possibly after one redirect that does not redirect again', (path) => {
    const first = resolvePath(path, NOW)
    expect(first.kind).not.toBe('bad-request')
    if (first.kind === 'redirect') {
      const next = resolvePath(new URL(first.location, 'http://x').pathname, NOW)
      expect(['page', 'not-found']).toContain(next.kind)
    }
  })

  it('never serves a page for a path containing an encoded ?', () => {
    expect(resolvePath('/us/faq%3F', NOW).kind).toBe('not-found')
    expect(resolvePath('/cn/mini-robot%3F', NOW).kind).not.toBe('page')
  })
})

describe('resolvePath: properties over generated paths', () => {
  /** Deterministic PRNG (mulberry32) so a failure is reproducible. */
  const rng = (seed: number) => () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random = rng(20250922)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const firsts = [...REGION_IDS, 'US', 'Cn', 'CN', 'hk', 'HK', 'xx', '', '%75s', '%63n', 'De', '..', '.']
  const pieces = [
    ...ROUTES.map((r) => r.path.split('/').filter(Boolean).pop() ?? ''),
    '',
    '.',
    '..',
    '%2e%2e',
    '%3F',
    '%3Fa=1',
    '%23x',
    '%2F',
    '%25',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C3%A9',
    'é',
    '%20',
    ' ',
    '%00',
    '\n',
    '\\',
    '%5C',
    '?',
    '#',
    ';',
    '\ud800',
    'UPPER',
    'a'.repeat(700),
  ]
  const generate = (): string => {
    let path = pick(['/', '//', '/', '///'])
    path += pick(firsts)
    const n = Math.floor(random() * 4)
    for (let i = 0; i < n; i++) path += pick(['/', '/', '//']) + pick(pieces)
    if (random() < 0.3) path += '/'
    return path
  }
  const paths = [
    ...ROUTES.map((r) => r.path),
    ...ROUTES.map((r) => r.path.toUpperCase()),
    ...ROUTES.map((r) => `${r.path}/`),
    ...Array.from({ length: 600 }, generate),
  ]
  const times = [0, Date.parse('2026-11-20T00:00:00+08:00'), Date.parse('2027-01-01T00:00:00Z')]
  const asRequested = (location: string) => new URL(location, 'http://localhost').pathname

  it(`never throws on ${paths.length} paths at ${times.length} instants`, () => {
    for (const now of times)
      for (const path of paths) expect(() => resolvePath(path, now), JSON.stringify(path)).not.toThrow()
  })

  it('redirect targets are stable: the location is never redirected canonically again', () => {
    for (const now of times) {
      for (const path of paths) {
        const first = resolvePath(path, now)
        if (first.kind !== 'redirect') continue
        expect(first.location, JSON.stringify(path)).toMatch(/^\/[^\s]*$/)
        const second = resolvePath(asRequested(first.location), now)
        const label = `${JSON.stringify(path)} → ${first.location} → ${JSON.stringify(second)}`
        expect(second.kind === 'redirect' && second.reason === 'canonical', label).toBe(false)
        expect(second.kind, label).not.toBe('bad-request')
      }
    }
  })

  it('redirect chains end within two hops', () => {
    for (const now of times) {
      for (const path of paths) {
        let r: Resolution = resolvePath(path, now)
        let hops = 0
        while (r.kind === 'redirect' && hops < 5) {
          r = resolvePath(asRequested(r.location), now)
          hops++
        }
        expect(hops, JSON.stringify(path)).toBeLessThanOrEqual(2)
      }
    }
  })

  it('a page is always served in the region of its route, and only for its canonical path', () => {
    for (const now of times) {
      for (const path of paths) {
        const r = resolvePath(path, now)
        if (r.kind !== 'page') continue
        expect(r.region, JSON.stringify(path)).toBe(r.route.meta.region)
        expect(decodeURIComponent(path), JSON.stringify(path)).toBe(r.route.path)
      }
    }
  })

  it('a status is always 4xx for bad requests and 301/302 for redirects', () => {
    for (const path of paths) {
      const r = resolvePath(path, NOW)
      if (r.kind === 'bad-request') expect([400, 414]).toContain(r.status)
      if (r.kind === 'redirect') expect([301, 302]).toContain(r.status)
    }
  })

  it('the Hong Kong alias always lands on the page', () => {
    expect(resolvePath(HONG_KONG_PATH, NOW).kind).toBe('page')
  })
})

describe('resolvePath: a canonical path as it is', () => {
  // A path already canonical is looked up without being split again. Escaping one character of its last segment
  // sends the same path the long way (decoded, split, joined): both ways must resolve it alike.
  const escapeLast = (path: string) => {
    const at = path.length - 1
    return `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}`
  }
  const invented = ['/us/no-such-page-1', '/uk/flagship-megatron/extra', '/jp/a_b/c-1', '/xx/faq', '/usa', '/a1']
  // Not a bare region ('/us'): an escaped region segment is redirected to its plain form (tested above).
  const paths = [...ROUTES.map((route) => route.path), ...invented].filter(
    (path) => path !== '/' && !(REGION_IDS as readonly string[]).includes(path.slice(1)),
  )

  it('resolves every route and invented path the same as its escaped twin', () => {
    expect(paths.length).toBeGreaterThan(50)
    for (const instant of [NOW, Date.parse('2030-01-01T00:00:00Z'), Date.parse('2020-01-01T00:00:00Z')])
      for (const path of paths)
        expect([path, resolvePath(path, instant)]).toEqual([path, resolvePath(escapeLast(path), instant)])
  })

  it('takes the long way for anything else, as before', () => {
    expect(resolvePath('/', NOW)).toMatchObject({ kind: 'page', region: 'cn' })
    expect(resolvePath('/us/faq/', NOW)).toMatchObject(canonical('/us/faq'))
    expect(resolvePath('/us//faq', NOW)).toMatchObject(canonical('/us/faq'))
    expect(resolvePath('/cn/faq', NOW)).toMatchObject(canonical('/faq'))
    expect(resolvePath('/hk/faq', NOW)).toMatchObject({ kind: 'redirect', location: HONG_KONG_PATH })
    expect(resolvePath('/us/./faq', NOW)).toMatchObject({ kind: 'bad-request', status: 400 })
    expect(resolvePath('/us/FAQ', NOW)).toMatchObject({ kind: 'not-found', region: 'us' })
  })
})
