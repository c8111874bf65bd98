/**
 * The stack's shared cache (nginx, deploy/proxy/nginx.conf) held to docs/deployment.md#the-cache-in-front, as
 * shoppers meet it around a promo's start: the stack runs 30 s before the boundary, and the page's app is moved
 * past it while the cache still holds the old price.
 */
import { randomUUID } from 'node:crypto'
import {
  calendarOf,
  REGION_APP,
  ROUTES,
  type AppId,
  type CalendarEntry,
  type RegionId,
} from '@storefront/region-config'
import { request, sleep, type Answer } from './http'

export type Check = (ok: boolean, what: string) => void

/** A promo's start: the instant a page's price changes. */
export interface PromoBoundary {
  region: RegionId
  app: AppId
  /** The product page whose price changes. */
  path: string
  /** The promo price from the boundary on. */
  price: number
  /** The boundary, epoch ms. */
  at: number
}

/** The earliest promo start of the catalogue that has a page, whichever region (calendarOf). */
export function promoBoundary(): PromoBoundary {
  const promos = (Object.keys(REGION_APP) as RegionId[]).flatMap((region) =>
    calendarOf(region)
      .filter((entry): entry is CalendarEntry & { path: string; price: number } =>
        Boolean(entry.kind === 'promo' && entry.path && entry.price !== undefined),
      )
      .map((entry) => ({ region, app: REGION_APP[region], path: entry.path, price: entry.price, at: entry.start })),
  )
  const first = promos.sort((a, b) => a.at - b.at || a.path.localeCompare(b.path))[0]
  if (!first) throw new Error('the catalogue schedules no promo on a page of its own')
  return first
}

/** The seconds the stack runs before the boundary. */
export const LEAD_SECONDS = 30

/** The price a product page states (its Open Graph `product:price:amount`), or NaN. */
export const priceOf = (html: string): number =>
  Number(/<meta[^>]*\sproperty="product:price:amount" content="([^"]*)"/.exec(html)?.[1] ?? NaN)

const directive = (cacheControl: string | undefined, name: string): number | undefined => {
  const value = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(cacheControl ?? '')?.[1]
  return value === undefined ? undefined : Number(value)
}

/** Headers that are each answer's own, whoever else gets the same page from the cache. */
const PER_ANSWER = new Set(['date', 'x-request-id'])
const cacheStatus = (answer: Answer) => String(answer.headers['x-cache-status'] ?? 'none')
/** A campaign click: the page with tracking parameters no other click carries. */
const campaignUrl = (path: string, click: string) =>
  `${path}?utm_source=newsletter&utm_medium=email&utm_campaign=launch-${click}&gclid=${click}&fbclid=${click}`

interface CacheContext {
  check: Check
  boundary: PromoBoundary
  /** Replaces the containers of the boundary's app with ones whose clock is `at` (STOREFRONT_NOW). */
  moveClock: (at: number) => Promise<void>
}

/**
 * Before the boundary: the page's shared lifetime ends by the boundary, ad clicks with unique tracking parameters
 * are answered from one entry, byte for byte the same page, each with its own request id and no nonce; a query
 * the page reads keeps its own entry. Then the app's clock is moved past the boundary and shoppers keep coming:
 * from the boundary on, every one of them gets the promo price, none the cached old one.
 */
export async function checkPromoBoundary({ check, boundary, moveClock }: CacheContext): Promise<void> {
  const { app, path, price } = boundary
  const gzip = { 'accept-encoding': 'gzip' }
  const first = await request(app, path, { headers: gzip })
  const stored = Date.now()
  const cacheControl = first.headers['cache-control']
  const shared = directive(cacheControl, 's-maxage') ?? 0
  const stale = directive(cacheControl, 'stale-while-revalidate') ?? 0
  const oldPrice = priceOf(first.body)
  check(
    first.status === 200 && cacheStatus(first) === 'MISS' && Number.isFinite(oldPrice) && oldPrice !== price,
    `${path} ${LEAD_SECONDS} s before its promo: ${first.status}, ${cacheStatus(first)}, price ${oldPrice}`,
  )
  check(shared > 0 && shared + stale <= LEAD_SECONDS, `its shared lifetime ends by the boundary: "${cacheControl}"`)

  // Six ad clicks, each with tracking parameters of its own, each a new shopper with its own request id.
  const clicks = Array.from({ length: 6 }, () => randomUUID())
  const answers = await Promise.all(
    clicks.map((click) => request(app, campaignUrl(path, click), { headers: { ...gzip, 'x-request-id': click } })),
  )
  const hits = answers.filter((a) => cacheStatus(a) === 'HIT').length
  check(hits === answers.length, `campaign clicks with unique tracking parameters from the cache: ${hits}/6 HIT`)
  check(
    answers.every((a) => a.bytes.equals(first.bytes)),
    'every click got the same bytes as the first shopper',
  )
  check(
    answers.every((a, i) => a.headers['x-request-id'] === clicks[i]),
    'every click got its own request id back, not the cached one',
  )
  const differing = new Set<string>()
  for (const answer of answers.slice(1))
    for (const name of new Set([...Object.keys(answer.headers), ...Object.keys(answers[0]!.headers)]))
      if (!PER_ANSWER.has(name) && String(answer.headers[name]) !== String(answers[0]!.headers[name]))
        differing.add(name)
  check(
    differing.size === 0,
    `cached answers differ only in ${[...PER_ANSWER].join(' and ')}` +
      (differing.size ? ` (also: ${[...differing].join(', ')})` : ''),
  )
  const csp = String(first.headers['content-security-policy'] ?? '')
  check(
    csp.includes("'sha256-") && !/'nonce-/.test(csp) && !/\snonce=/.test(first.body),
    'no nonce to share: the CSP names inline scripts by hash, the page carries no nonce attribute',
  )
  check(
    answers.every((a) => clicks.every((click) => !a.body.includes(click))),
    'no click’s tracking parameters or request id in any page',
  )
  check(
    answers.every((a) => a.headers['cache-control'] === 'no-cache'),
    `a page from the cache reaches the browser as no-cache (it has no Age): "${answers[0]?.headers['cache-control']}"`,
  )

  // A parameter the page reads is in the key, tracking around it or not.
  const catalogue = ROUTES.find((r) => r.component === 'catalogue' && r.meta.region === boundary.region)?.path
  if (catalogue) {
    const bare = await request(app, catalogue, { headers: gzip })
    const sorted = await request(app, `${catalogue}?utm_source=a&sort=price-desc&gclid=${randomUUID()}`, {
      headers: gzip,
    })
    const again = await request(app, `${catalogue}?sort=price-desc&utm_campaign=${randomUUID()}`, { headers: gzip })
    const bareAgain = await request(app, `${catalogue}?fbclid=${randomUUID()}`, { headers: gzip })
    check(
      cacheStatus(sorted) === 'MISS' && cacheStatus(again) === 'HIT' && cacheStatus(bareAgain) === 'HIT',
      `${catalogue}: ?sort has an entry of its own (${cacheStatus(sorted)}), shared by its clicks ` +
        `(${cacheStatus(again)}); the bare page's clicks share the bare entry (${cacheStatus(bareAgain)})`,
    )
    check(
      again.bytes.equals(sorted.bytes) && bareAgain.bytes.equals(bare.bytes),
      `${catalogue}: each entry answers its own bytes`,
    )
  }

  // The page was rendered LEAD_SECONDS before the boundary, so shoppers reach the boundary that long after it was
  // stored; the cache's copy was given a shorter life, so that nginx's whole seconds cannot carry it past.
  const boundaryAt = stored + LEAD_SECONDS * 1000
  const copyEnds = stored + shared * 1000
  // The app crosses the boundary (its clock is fixed: it is replaced by one a second past it, in time).
  const moving = Date.now()
  await moveClock(boundary.at + 1000)
  const moved = Date.now()
  check(
    moved < copyEnds,
    `${app} moved past the boundary in ${((moved - moving) / 1000).toFixed(1)} s, ` +
      `${((copyEnds - moved) / 1000).toFixed(1)} s before the cache's copy ends`,
  )

  // Shoppers on four connections until 5 s past the boundary, each click with its own tracking parameters.
  const seen: { sent: number; status: number; cache: string; price: number }[] = []
  const shopper = async () => {
    while (Date.now() < boundaryAt + 5000) {
      const sent = Date.now()
      try {
        const answer = await request(app, campaignUrl(path, randomUUID()), { headers: gzip })
        seen.push({ sent, status: answer.status, cache: cacheStatus(answer), price: priceOf(answer.body) })
      } catch (error) {
        seen.push({ sent, status: 0, cache: String(error), price: NaN })
      }
      await sleep(100)
    }
  }
  await Promise.all(Array.from({ length: 4 }, shopper))
  // nginx counts lifetimes in whole seconds from when it stored the page: up to a second before `stored`.
  const before = seen.filter((s) => s.sent < copyEnds - 1500)
  const after = seen.filter((s) => s.sent >= boundaryAt)
  const tally = (list: typeof seen) => {
    const counts = new Map<string, number>()
    for (const s of list)
      counts.set(`${s.status} ${s.cache} ${s.price}`, (counts.get(`${s.status} ${s.cache} ${s.price}`) ?? 0) + 1)
    return [...counts].map(([answer, n]) => `${n}× ${answer}`).join(', ')
  }
  check(
    before.length > 0 && before.every((s) => s.status === 200 && s.cache === 'HIT' && s.price === oldPrice),
    `before the boundary, the old price from the cache: ${tally(before)}`,
  )
  check(
    after.length > 0 && after.every((s) => s.status === 200 && s.price === price),
    `from the boundary on, the promo price ${price} for every shopper: ${tally(after)}`,
  )
  check(
    after.some((s) => s.cache === 'HIT'),
    'after the boundary, the new page is answered from the cache again',
  )
}

/**
 * What is never held: an account answer (the same signed-in request twice), a challenge (each is single use),
 * an account screen of the storefront.
 */
export async function checkNeverCached(check: Check, apptoken: string, email: string): Promise<void> {
  const profile = [0, 1].map(() =>
    request('us', '/api/us/account/user/profile/new', { headers: { apptoken, 'accept-encoding': 'gzip' } }),
  )
  const answers = [await profile[0]!, await profile[1]!]
  check(
    answers.every((a) => a.status === 200 && a.body.includes(email) && a.headers['x-cache-status'] === undefined),
    `a signed-in profile, twice: ${answers.map((a) => `${a.status} ${cacheStatus(a)}`).join(', ')}, never the cache's`,
  )
  const anonymous = await request('us', '/api/us/account/user/profile/new')
  check(
    anonymous.status !== 200 && !anonymous.body.includes(email),
    `the same request without the token: ${anonymous.status}, not the signed-in answer`,
  )
  const challenges = [await request('us', '/api/us/altcha/challenge'), await request('us', '/api/us/altcha/challenge')]
  check(
    challenges[0]!.body !== challenges[1]!.body && challenges.every((a) => a.headers['x-cache-status'] === undefined),
    'two ALTCHA challenges, two different answers, neither through the cache',
  )
  const screen = ROUTES.find((r) => r.component === 'account' && r.meta.region === 'us')?.path
  if (screen) {
    const screens = [await request('us', screen), await request('us', screen)]
    check(
      screens.every((a) => a.status === 200 && !['HIT', 'STALE', 'UPDATING'].includes(cacheStatus(a))),
      `account screen ${screen}, twice: ${screens.map(cacheStatus).join(', ')}, never from the cache`,
    )
  }
}
