import { nextBoundaryAfter } from '@storefront/region-config'
import { compressSync, type Encoding } from './compression'

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
 *    browser's clock sync (docs/rules/time.md#browser-clock) never sees the age of the cache.
 * 200 and 404 answers are kept; redirects are rendered every time. An unknown URL is keyed as its
 * region's not-found page, not by its path (page-request.ts), so a flood of invented URLs is one
 * entry per region and pushes no page out. Size is bounded (LRU by entries and bytes); keys
 * with a query (a page's declared parameters, page-request.ts) live in a smaller LRU of their own,
 * so that no number of distinct query values can push a page out.
 *
 * Compressed answers (brotli, gzip) are made from the personalised body once per second of an
 * entry's life and served as they are during that second: the visitors of one second share its
 * nonce and its server time (to the second), as visitors behind a CDN share them for minutes. A
 * compressed body cannot take a new nonce cheaply: brotli's literal contexts and distance cache
 * run across its meta-blocks, so bytes swapped in the middle corrupt what follows.
 */

export interface RenderedResponse {
  body: string
  statusCode: number
  headers: [string, string][]
}

/** What the cache answers: the body as bytes when it was personalised from a cached render. */
export interface CachedResponse {
  body: string | Uint8Array<ArrayBuffer>
  /** The CSP nonce in the body: the response's own, or the one of a shared compressed body. */
  nonce: string
  /** Set when the body is compressed. */
  encoding?: Encoding
  /** A cached body's pieces, to write without joining them (`body` joins them on demand). */
  parts?: Buffer[]
  statusCode: number
  headers: [string, string][]
}

interface Entry {
  statusCode: number
  headers: [string, string][]
  /** Whether a header's value holds the render's nonce (swapped per answer, like the body's). */
  headersHoldNonce: boolean
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
  /** Compressed bodies, each made at one instant (see above). */
  compressed: Partial<Record<Encoding, Compressed>>
}

interface Compressed {
  /** Wall-clock time it was made at (not the server clock: STOREFRONT_NOW must not freeze the nonce). */
  madeAt: number
  nonce: string
  body: Buffer
}

/** How long a compressed body is served as is (its nonce and clock shared). */
export const COMPRESSED_LIFETIME_MS = 1000

export interface CacheLookup {
  response: CachedResponse
  /** 'hit': served from the cache; 'miss': rendered and stored; 'bypass': rendered, not storable. */
  status: 'hit' | 'miss' | 'bypass'
}

export interface RenderCacheOptions {
  /** Most entries kept (least recently used go first). Default 500. */
  maxEntries?: number
  /** Most body bytes (UTF-8 and compressed) kept. Default 64 MiB. */
  maxBytes?: number
  /** Most entries and bytes kept, besides those, for keys with a query. Default a fifth of each. */
  maxQueryEntries?: number
  maxQueryBytes?: number
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

interface Rendered {
  response: RenderedResponse
  /** Present when the response may be served again. */
  entry?: Entry
}

const nowToken = (now: number): string => `"now":${now}`

/** One least-recently-used map of entries, bounded by count and bytes. */
class Lru {
  readonly entries = new Map<string, Entry>()
  bytes = 0
  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      // Most recently used goes last.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  /** Stores `entry`; answers how many entries went to make room. */
  set(key: string, entry: Entry): number {
    if (entry.bytes > this.maxBytes) return 0
    this.remove(key)
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    let evicted = 0
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.remove(oldest)
      evicted++
    }
    return evicted
  }

  grow(entry: Entry, bytes: number): void {
    entry.bytes += bytes
    this.bytes += bytes
  }

  remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }
}

export class RenderCache {
  readonly maxEntries: number
  readonly maxBytes: number
  /** Pages by path; pages with query parameters apart (see above). */
  private readonly pages: Lru
  private readonly queries: Lru
  private readonly inflight = new Map<string, Promise<Rendered | null>>()
  readonly stats = { hits: 0, misses: 0, bypasses: 0, evictions: 0 }

  constructor(options: RenderCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
    this.pages = new Lru(this.maxEntries, this.maxBytes)
    this.queries = new Lru(
      options.maxQueryEntries ?? Math.max(1, Math.floor(this.maxEntries / 5)),
      options.maxQueryBytes ?? Math.floor(this.maxBytes / 5),
    )
  }

  private lruOf(key: string): Lru {
    return key.includes('?') ? this.queries : this.pages
  }

  get size(): number {
    return this.pages.entries.size + this.queries.entries.size
  }

  clear(): void {
    this.pages.clear()
    this.queries.clear()
  }

  /**
   * The cached response for `key` at `now`, or null (absent or out of its window): uncompressed with
   * this response's `nonce` and clock, or in `encoding` (see above for its nonce and clock).
   */
  peek(key: string, now: number, nonce: string, encoding: Encoding | null = null): CacheLookup | null {
    const lru = this.lruOf(key)
    const entry = lru.get(key)
    if (!entry) return null
    if (entry.from <= now && now < entry.until) {
      this.stats.hits++
      const response = encoding ? this.compressed(lru, entry, encoding, nonce, now) : personalise(entry, nonce, now)
      return { response, status: 'hit' }
    }
    lru.remove(key)
    return null
  }

  /** The entry's body in `encoding`, made now when the last one is older than COMPRESSED_LIFETIME_MS. */
  private compressed(lru: Lru, entry: Entry, encoding: Encoding, nonce: string, now: number): CachedResponse {
    const wallClock = Date.now()
    let made = entry.compressed[encoding]
    if (!made || !(wallClock - made.madeAt < COMPRESSED_LIFETIME_MS && wallClock >= made.madeAt)) {
      const body = compressSync(Buffer.concat(personalise(entry, nonce, now).parts), encoding)
      lru.grow(entry, body.length - (made?.body.length ?? 0))
      made = entry.compressed[encoding] = { madeAt: wallClock, nonce, body }
    }
    return {
      parts: [made.body],
      body: made.body as Buffer<ArrayBuffer>,
      nonce: made.nonce,
      encoding,
      statusCode: entry.statusCode,
      headers: headersWith(entry, made.nonce),
    }
  }

  /**
   * The response for `key` at `now`: from the cache while it is valid, else rendered by `render`
   * (with `nonce` as its CSP nonce) and stored when it is a 200. Concurrent misses of one key share
   * one render. Returns null when `render` has no response. A rendered answer is uncompressed.
   */
  async lookup(
    key: string,
    now: number,
    instants: Iterable<string>,
    nonce: string,
    render: (nonce: string) => Promise<RenderedResponse | null>,
    encoding: Encoding | null = null,
  ): Promise<CacheLookup | null> {
    const hit = this.peek(key, now, nonce, encoding)
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
      const { statusCode, headers } = response
      const headersHoldNonce = headers.some(([, value]) => value.includes(nonce))
      const entry = {
        statusCode,
        headers,
        headersHoldNonce,
        pieces,
        slots,
        nonce,
        now,
        ...window,
        bytes,
        compressed: {},
      }
      return { response, entry }
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
      return { response: { ...result.response, nonce }, status: 'bypass' }
    }
    this.stats.evictions += this.lruOf(key).set(key, result.entry)
    this.stats.misses++
    return { response: { ...result.response, nonce }, status: 'miss' }
  }
}

/** The answers a page's key can have again: the page, or the not-found page where it has no content. */
const STORABLE_STATUSES = new Set([200, 404])

/**
 * A 200 or 404 whose page data carries the render's clock can be served again (the clock is swapped
 * on the way out). Anything else — another status, or a body whose clock we cannot find — is not kept.
 */
function storable(response: RenderedResponse, now: number): boolean {
  return STORABLE_STATUSES.has(response.statusCode) && response.body.includes(nowToken(now))
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

/**
 * A cached render's answer: its pieces around this response's values, written as they are; `body` joins them, on the
 * rare path that reads it. A class, so that `body` is one getter on its prototype: an object literal with a getter
 * costs V8 a new accessor on every answer, 2 % of a cached one.
 */
class PersonalisedResponse implements CachedResponse {
  constructor(
    readonly parts: Buffer[],
    readonly nonce: string,
    readonly statusCode: number,
    readonly headers: [string, string][],
  ) {}
  get body(): Buffer<ArrayBuffer> {
    return Buffer.concat(this.parts)
  }
}

/** A cached render with this response's nonce and clock: its pieces joined around the new values. */
function personalise(entry: Entry, nonce: string, now: number): CachedResponse & { parts: Buffer[] } {
  const values = { nonce: Buffer.from(nonce), now: Buffer.from(nowToken(now)) }
  const parts: Buffer[] = [entry.pieces[0]!]
  for (let i = 0; i < entry.slots.length; i++) parts.push(values[entry.slots[i]!], entry.pieces[i + 1]!)
  return new PersonalisedResponse(parts, nonce, entry.statusCode, headersWith(entry, nonce))
}

/**
 * The entry's headers with `nonce` for the one it was rendered with. A page's headers (Vike's type and cache policy)
 * hold no nonce: those are answered as they are, the same array for every answer (nobody changes a response's
 * headers), instead of searching each header for the nonce on every answer.
 */
const headersWith = (entry: Entry, nonce: string): [string, string][] =>
  entry.headersHoldNonce
    ? entry.headers.map(([name, value]): [string, string] => [name, value.replaceAll(entry.nonce, nonce)])
    : entry.headers
