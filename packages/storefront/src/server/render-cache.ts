import { LRUCache } from 'lru-cache'
import { nextBoundaryAfter } from '@storefront/region-config'
import { compressAsync, isCompressible, type Encoding } from './compression'
import type { InlineSources } from './inline-sources'

/**
 * The render cache of one storefront app (docs/architecture.md#render-cache).
 *
 * A page's HTML is a pure function of (app, URL, server time), and server time only matters at the instants the
 * catalogue and route table know (time-boundaries.ts). So a rendered page is kept until the next such instant and
 * answered again, as it was rendered, to everyone asking for the same key (page-request.ts): the same bytes for
 * every shopper (its CSP allows its inline scripts by hash, and the browser takes the server's clock from the
 * answer's `Server-Timing`, page-answer.ts). 200 and 404 answers are kept; anything else is rendered each time.
 * The cache is bounded in bytes: the least recently used pages go first.
 */

/** A page's answer as the server sends it. */
export interface PageAnswer {
  statusCode: number
  headers: [string, string][]
  body: Buffer
  /** The sources its CSP allows its inline scripts and styles by (inline-sources.ts). */
  inline: InlineSources
}

/** A kept answer: its body also compressed in every encoding (compressible answers), and when it is valid. */
export interface StoredPage extends PageAnswer {
  compressed: Partial<Record<Encoding, Buffer>>
  /** Valid for from <= now < until (the surrounding time boundaries). */
  from: number
  until: number
}

export interface CacheLookup {
  answer: PageAnswer | StoredPage
  /** 'hit': served from the cache; 'miss': rendered and stored; 'bypass': rendered, not storable. */
  status: 'hit' | 'miss' | 'bypass'
}

export interface RenderCacheOptions {
  /** Most bytes kept (bodies, plain and compressed). Default 64 MiB. */
  maxBytes?: number
}

const ENCODINGS: Encoding[] = ['br', 'gzip']
/** The answers a page's key can have again: the page, or the not-found page where it has no content. */
const STORABLE_STATUSES = new Set([200, 404])

/** The interval around `now` in which nothing time-driven changes: [last boundary ≤ now, next boundary > now). */
export function validityAt(instants: Iterable<string>, now: number): { from: number; until: number } {
  let from = -Infinity
  for (const iso of instants) {
    const t = Date.parse(iso)
    if (t <= now && t > from) from = t
  }
  return { from, until: nextBoundaryAfter(instants, now) ?? Infinity }
}

const validAt = (page: StoredPage, now: number): boolean => page.from <= now && now < page.until

export const contentTypeOf = (headers: [string, string][]): string | undefined =>
  headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1]

const sizeOf = (page: StoredPage): number =>
  page.body.length + Object.values(page.compressed).reduce((sum, body) => sum + body.length, 0) + 1

async function stored(answer: PageAnswer, validity: { from: number; until: number }): Promise<StoredPage> {
  const compressed: StoredPage['compressed'] = {}
  if (isCompressible(contentTypeOf(answer.headers))) {
    const bodies = await Promise.all(ENCODINGS.map((encoding) => compressAsync(answer.body, encoding)))
    ENCODINGS.forEach((encoding, i) => (compressed[encoding] = bodies[i]!))
  }
  return { ...answer, compressed, ...validity }
}

export class RenderCache {
  private readonly pages: LRUCache<string, StoredPage>
  /** Concurrent misses of one key share one render. */
  private readonly inflight = new Map<string, Promise<CacheLookup | null>>()
  readonly stats = { hits: 0, misses: 0, bypasses: 0, evictions: 0 }

  constructor({ maxBytes = 64 * 1024 * 1024 }: RenderCacheOptions = {}) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: sizeOf,
      dispose: (_page, _key, reason) => {
        if (reason === 'evict') this.stats.evictions++
      },
    })
  }

  get size(): number {
    return this.pages.size
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.pages.calculatedSize
  }

  clear(): void {
    this.pages.clear()
  }

  /** The kept answer for `key` valid at `now`, or null (absent, or out of its window: then dropped). */
  peek(key: string, now: number): StoredPage | null {
    const page = this.pages.get(key)
    if (!page) return null
    if (validAt(page, now)) return page
    this.pages.delete(key)
    return null
  }

  /**
   * The answer for `key` at `now`: kept while valid, else rendered by `render` and kept when it is a 200 or 404,
   * until the next of `instants`. Null when `render` has no answer.
   */
  async lookup(
    key: string,
    now: number,
    instants: Iterable<string>,
    render: () => Promise<PageAnswer | null>,
  ): Promise<CacheLookup | null> {
    const hit = this.peek(key, now)
    if (hit) {
      this.stats.hits++
      return { answer: hit, status: 'hit' }
    }
    const pending = this.inflight.get(key)
    if (pending) {
      const shared = await pending
      if (shared && 'from' in shared.answer && validAt(shared.answer, now)) {
        this.stats.hits++
        return { answer: shared.answer, status: 'hit' }
      }
    }
    const run = this.renderAndKeep(key, validityAt(instants, now), render)
    this.inflight.set(key, run)
    try {
      return await run
    } finally {
      if (this.inflight.get(key) === run) this.inflight.delete(key)
    }
  }

  private async renderAndKeep(
    key: string,
    validity: { from: number; until: number },
    render: () => Promise<PageAnswer | null>,
  ): Promise<CacheLookup | null> {
    const answer = await render()
    if (!answer) return null
    if (!STORABLE_STATUSES.has(answer.statusCode)) {
      this.stats.bypasses++
      return { answer, status: 'bypass' }
    }
    const page = await stored(answer, validity)
    this.pages.set(key, page)
    this.stats.misses++
    return { answer: page, status: 'miss' }
  }
}
