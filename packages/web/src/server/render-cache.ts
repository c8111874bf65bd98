import { nextBoundaryAfter, resolvePath, type RegionId } from '@storefront/region-config'

/**
 * HTML render cache of one storefront app.
 *
 * A page's HTML is a pure function of (app, URL, server time); server time only matters at the
 * instants the catalogue and route table know (promo starts, launch banner stages, route windows).
 * So a rendered page is kept until the next such instant and served again to everyone asking for
 * the same URL. Nothing request-specific enters a cached render: the renderer gets no headers, no
 * country and no cookies (sessions live in the browser), and the two per-response values in the
 * HTML are swapped on the way out:
 *  - the CSP nonce: every render uses a random token, replaced by the response's own nonce;
 *  - the server clock (`"now":…` in the page data), replaced by the time of this response, so the
 *    browser's clock sync (decisions.md "Time") never sees the age of the cache.
 * Only 200 answers are kept; 404s and redirects are rendered every time (cheap, and a flood of
 * unknown URLs must not push the real pages out). Size is bounded (LRU by entries and bytes).
 */

export interface RenderedResponse {
  body: string
  statusCode: number
  headers: [string, string][]
}

/** What the cache answers: the body as bytes when it was personalised from a cached render. */
export interface CachedResponse {
  body: string | Uint8Array<ArrayBuffer>
  /** A cached body's pieces, to write without joining them (`body` joins them on demand). */
  parts?: Buffer[]
  statusCode: number
  headers: [string, string][]
}

interface Entry {
  statusCode: number
  headers: [string, string][]
  /** The body as UTF-8 pieces around the per-response values (nonce, clock), joined per response. */
  pieces: Buffer[]
  slots: ('nonce' | 'now')[]
  /** The nonce the body was rendered with. */
  nonce: string
  /** The server time the body was rendered at. */
  now: number
  /** Valid for from <= now < until (the surrounding time boundaries). */
  from: number
  until: number
  bytes: number
}

export interface CacheLookup {
  response: CachedResponse
  /** 'hit': served from the cache; 'miss': rendered and stored; 'bypass': rendered, not storable. */
  status: 'hit' | 'miss' | 'bypass'
}

export interface RenderCacheOptions {
  /** Most entries kept (least recently used go first). Default 500. */
  maxEntries?: number
  /** Most body bytes (UTF-8) kept. Default 64 MiB. */
  maxBytes?: number
}

export { boundariesOf } from './time-boundaries'

/** The interval around `now` in which nothing time-driven changes: [last boundary ≤ now, next boundary > now). */
export function validityAt(instants: Iterable<string>, now: number): { from: number; until: number } {
  let from = -Infinity
  for (const iso of instants) {
    const t = Date.parse(iso)
    if (t <= now && t > from) from = t
  }
  return { from, until: nextBoundaryAfter(instants, now) ?? Infinity }
}

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/**
 * The region whose boundaries a URL's render depends on, when the render may be cached: a page of
 * the route table (or its client-navigation `.pageContext.json`), but not the account screens,
 * which read their query (tokens, fromPath) and are noindex forms anyway. Null: render every time.
 */
export function cacheableRegion(pathname: string, now: number): RegionId | null {
  const pagePath = pathname.endsWith(PAGE_CONTEXT_SUFFIX) ? pathname.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : pathname
  const resolution = resolvePath(pagePath, now)
  return resolution.kind === 'page' && resolution.route.component !== 'account' ? resolution.region : null
}

interface Rendered {
  response: RenderedResponse
  /** Present when the response may be served again. */
  entry?: Entry
}

const nowToken = (now: number): string => `"now":${now}`

export class RenderCache {
  readonly maxEntries: number
  readonly maxBytes: number
  private readonly entries = new Map<string, Entry>()
  private readonly inflight = new Map<string, Promise<Rendered | null>>()
  private bytes = 0
  readonly stats = { hits: 0, misses: 0, bypasses: 0, evictions: 0 }

  constructor(options: RenderCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  /** The cached response for `key` at `now` with this response's nonce, or null (absent or out of its window). */
  peek(key: string, now: number, nonce: string): CacheLookup | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.from <= now && now < entry.until) {
      // Most recently used goes last.
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.stats.hits++
      return { response: personalise(entry, nonce, now), status: 'hit' }
    }
    this.remove(key)
    return null
  }

  /**
   * The response for `key` at `now`: from the cache while it is valid, else rendered by `render`
   * (with `nonce` as its CSP nonce) and stored when it is a 200. Concurrent misses of one key share
   * one render. Returns null when `render` has no response.
   */
  async lookup(
    key: string,
    now: number,
    instants: Iterable<string>,
    nonce: string,
    render: (nonce: string) => Promise<RenderedResponse | null>,
  ): Promise<CacheLookup | null> {
    const hit = this.peek(key, now, nonce)
    if (hit) return hit

    const pending = this.inflight.get(key)
    if (pending) {
      const shared = (await pending)?.entry
      if (shared && shared.from <= now && now < shared.until) {
        this.stats.hits++
        return { response: personalise(shared, nonce, now), status: 'hit' }
      }
    }

    const window = validityAt(instants, now)
    const run = render(nonce).then((response): Rendered | null => {
      if (!response) return null
      if (!storable(response, now)) return { response }
      const { pieces, slots } = piecesOf(response.body, nonce, now)
      const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0)
      return { response, entry: { statusCode: response.statusCode, headers: response.headers, pieces, slots, nonce, now, ...window, bytes } }
    })
    this.inflight.set(key, run)
    let result: Rendered | null
    try {
      result = await run
    } finally {
      if (this.inflight.get(key) === run) this.inflight.delete(key)
    }
    if (!result) return null
    if (!result.entry) {
      this.stats.bypasses++
      return { response: result.response, status: 'bypass' }
    }
    this.store(key, result.entry)
    this.stats.misses++
    return { response: result.response, status: 'miss' }
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes) return
    this.remove(key)
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.remove(oldest)
      this.stats.evictions++
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}

/**
 * A 200 whose page data carries the render's clock can be served again (the clock is swapped on the
 * way out). Anything else — another status, or a body whose clock we cannot find — is not kept.
 */
function storable(response: RenderedResponse, now: number): boolean {
  return response.statusCode === 200 && response.body.includes(nowToken(now))
}

/** Splits a body around every occurrence of the nonce and of the clock token, as UTF-8 bytes. */
function piecesOf(body: string, nonce: string, now: number): { pieces: Buffer[]; slots: ('nonce' | 'now')[] } {
  const tokens: [string, 'nonce' | 'now'][] = [
    [nonce, 'nonce'],
    [nowToken(now), 'now'],
  ]
  const pieces: Buffer[] = []
  const slots: ('nonce' | 'now')[] = []
  let at = 0
  for (;;) {
    let next = -1
    let slot: 'nonce' | 'now' = 'nonce'
    let length = 0
    for (const [token, name] of tokens) {
      const i = body.indexOf(token, at)
      if (i !== -1 && (next === -1 || i < next)) [next, slot, length] = [i, name, token.length]
    }
    if (next === -1) break
    pieces.push(Buffer.from(body.slice(at, next)))
    slots.push(slot)
    at = next + length
  }
  pieces.push(Buffer.from(body.slice(at)))
  return { pieces, slots }
}

/** A cached render with this response's nonce and clock: its pieces joined around the new values. */
function personalise(entry: Entry, nonce: string, now: number): CachedResponse {
  const values = { nonce: Buffer.from(nonce), now: Buffer.from(nowToken(now)) }
  const parts: Buffer[] = [entry.pieces[0]!]
  for (let i = 0; i < entry.slots.length; i++) parts.push(values[entry.slots[i]!], entry.pieces[i + 1]!)
  const headers = entry.headers.map(([name, value]): [string, string] => [name, value.replaceAll(entry.nonce, nonce)])
  return {
    parts,
    get body() {
      return Buffer.concat(parts)
    },
    statusCode: entry.statusCode,
    headers,
  }
}
