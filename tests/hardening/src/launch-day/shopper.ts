import http from 'node:http'
import { API_CODE } from '@storefront/api-client/contract'
import { rawRequest } from '../servers'
import { accountCall, solvedAltcha, type CallOptions, type CallResult } from './account-calls'

/** A shopper waits this long for an answer, then gives up (a failure; it also keeps the run bounded). */
const GIVE_UP_MS = 10_000

const failure = (error: unknown) => `error: ${error instanceof Error ? error.message : String(error)}`

/** One thing an honest shopper did, and whether it worked for them. */
export interface Outcome {
  kind: 'page' | 'login' | 'notify'
  ok: boolean
  ms: number
  /** The status or envelope code it got (for the report). */
  answer: string
  /** Storefront answers: whether the security headers came with it. */
  nosniff?: boolean
  renderCache?: string
}

/**
 * An honest shopper: one client address, one account, the cookies the service gives them (as their browser keeps
 * them), and an ALTCHA solved for every call whose form carries the widget.
 */
export class Shopper {
  private readonly cookies = new Map<string, string>()
  /**
   * A connection per request: a kept-alive socket the server closes as it idles can take the next request down with
   * it (ECONNRESET), which a browser retries unseen; the suite would count it against the servers.
   */
  private readonly agent = new http.Agent({ keepAlive: false })

  constructor(
    readonly api: string,
    readonly app: string,
    readonly from: string,
    readonly email: string,
    readonly password: string,
  ) {}

  private async call(path: string, options: Omit<CallOptions, 'from' | 'cookie'> = {}): Promise<CallResult> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const result = await accountCall(this.api, path, {
      ...options,
      from: this.from,
      agent: this.agent,
      timeoutMs: GIVE_UP_MS,
      ...(cookie ? { cookie } : {}),
    })
    for (const line of result.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    return result
  }

  private async altcha(): Promise<string> {
    return solvedAltcha(this.api, this.from, { agent: this.agent, timeoutMs: GIVE_UP_MS })
  }

  /** An account with a password, made the way the storefront makes one (a code by mail, then register/pwd). */
  async register(): Promise<void> {
    const sent = await this.call('/account/user/code/send', {
      body: { email: this.email, purpose: 'register', altcha: await this.altcha() },
    })
    if (sent.code !== API_CODE.SUCCESS) throw new Error(`code/send for ${this.email}: ${sent.status} ${sent.code}`)
    const outbox = await rawRequest(this.api, { path: `/api/dev/outbox.json?to=${encodeURIComponent(this.email)}` })
    const messages = (JSON.parse(outbox.body) as { data: { messages: { meta: Record<string, string> }[] } }).data
      .messages
    const code = messages.find((message) => message.meta['code'])?.meta['code'] ?? ''
    const registered = await this.call('/account/user/register/pwd', {
      body: { email: this.email, password: this.password, code, altcha: await this.altcha() },
    })
    if (registered.code !== API_CODE.SUCCESS)
      throw new Error(`register/pwd for ${this.email}: ${registered.status} ${registered.code}`)
  }

  /** A password login with the right password, from the login form (its widget solves an ALTCHA). */
  async login(): Promise<Outcome> {
    let altcha: string
    try {
      altcha = await this.altcha()
    } catch (error) {
      return { kind: 'login', ok: false, ms: 0, answer: `ALTCHA challenge ${failure(error)}` }
    }
    const started = performance.now()
    const result = await this.call('/account/user/login/pwd', {
      body: { email: this.email, password: this.password, altcha },
    }).catch((error: unknown) => failure(error))
    if (typeof result === 'string') return { kind: 'login', ok: false, ms: performance.now() - started, answer: result }
    const answer = String(result.code ?? `http ${result.status}`)
    return { kind: 'login', ok: result.code === API_CODE.SUCCESS, ms: result.ms, answer }
  }

  /** Notify me for `productKey` in the us region, from its product page's form. */
  async notifyMe(productKey: string): Promise<Outcome> {
    let altcha: string
    try {
      altcha = await this.altcha()
    } catch (error) {
      return { kind: 'notify', ok: false, ms: 0, answer: `ALTCHA challenge ${failure(error)}` }
    }
    const started = performance.now()
    const result = await this.call('/account/user/notify/create', {
      body: { email: this.email, region: 'us', productKey, altcha },
    }).catch((error: unknown) => failure(error))
    if (typeof result === 'string')
      return { kind: 'notify', ok: false, ms: performance.now() - started, answer: result }
    const answer = String(result.code ?? `http ${result.status}`)
    return { kind: 'notify', ok: result.code === API_CODE.SUCCESS, ms: result.ms, answer }
  }

  /** A page of the us storefront. */
  async view(path: string): Promise<Outcome> {
    const started = performance.now()
    const res = await rawRequest(this.app, {
      path,
      headers: { 'accept-language': 'en-US' },
      agent: this.agent,
      timeoutMs: GIVE_UP_MS,
    }).catch((error: unknown) => failure(error))
    const ms = performance.now() - started
    if (typeof res === 'string') return { kind: 'page', ok: false, ms, answer: res }
    return {
      kind: 'page',
      ok: res.status === 200,
      ms,
      answer: String(res.status),
      nosniff: res.headers['x-content-type-options'] === 'nosniff',
      renderCache: String(res.headers['x-render-cache'] ?? 'none'),
    }
  }
}
