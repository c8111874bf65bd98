import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import type { RegionId } from '@storefront/region-config'
import {
  API_CODE,
  type CodeLoginInput,
  type ForgotPasswordInput,
  type PasswordLoginInput,
  type RegisterByPasswordInput,
  type RegisterOrLoginInput,
  type ResetPasswordInput,
  type SendCodeInput,
  type SetPasswordInput,
} from '@storefront/api-client/contract'
import type { AppEnv, Deps } from '../context'
import { altchaField, newChallenge, requireHuman } from '../altcha'
import { ApiError, invalidField } from '../errors'
import { ok, readJson, readQuery } from '../http'
import { clientIp, lookupAllowance, mailAllowance } from '../limits'
import {
  ALTCHA_AFTER_FAILURES,
  ALTCHA_FROM_UNPROVEN_LOGINS,
  attemptAbandoned,
  attemptFailed,
  attemptSucceeded,
  beginAttempt,
  clearAccountThrottle,
  compareSecret,
} from '../lockout'
import { codeMail, resetMail, storefrontLink, verifyMail } from '../mails'
import { ipRateLimit, requireAuth } from '../middleware'
import { queueMail } from '../outbox'
import {
  consumeActionToken,
  consumeCode,
  createActionToken,
  createCode,
  CODE_TTL_SECONDS,
  voidResetLinks,
} from '../secrets'
import {
  authenticate,
  consumeCodeProof,
  refreshSession,
  revokeSession,
  revokeUserSessions,
  startSession,
} from '../sessions'
import {
  createUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
  toProfile,
  type UserRow,
} from '../users'
import { inTransaction } from '../transaction'
import type { HashingLane } from '../hashing-budget'
import { isKnownClient, rememberClient } from '../known-clients'
import { accepting, code, email, optionalText, password, pastDate, region, text } from '../validation'

/** A password typed at login: no strength rule (that is for new passwords), just sane bounds. */
const loginPassword = z.string().min(1, { error: 'required' }).max(128)
/** A link token as it arrives; anything of the wrong shape simply matches nothing. */
const linkToken = z.string().trim().min(1, { error: 'required' }).max(512)
/** Optional profile text: `null` or `''` clears it. */
const clearable = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((value) => (value === '' ? null : value))

const Schemas = {
  sendCode: accepting<SendCodeInput>()(
    z.object({ email, purpose: z.enum(['login', 'register']), altcha: altchaField }),
  ),
  codeLogin: accepting<CodeLoginInput>()(z.object({ email, code, altcha: altchaField })),
  passwordLogin: accepting<PasswordLoginInput>()(z.object({ email, password: loginPassword, altcha: altchaField })),
  registerOrLogin: accepting<RegisterOrLoginInput>()(
    z.object({ email, code, optIn: z.boolean().optional(), region: region.optional() }),
  ),
  registerWithPassword: accepting<RegisterByPasswordInput>()(
    z.object({ email, password, code, optIn: z.boolean().optional(), region: region.optional(), altcha: altchaField }),
  ),
  refresh: z.object({ user_id: z.string().optional() }),
  profile: z.object({
    firstName: clearable(50),
    lastName: clearable(50),
    nickname: clearable(50),
    birthday: z
      .union([pastDate, z.literal(''), z.null()])
      .optional()
      .transform((value) => (value === '' ? null : value)),
    country: clearable(56),
    optIn: z.boolean().optional(),
  }),
  // A first password needs a fresh e-mail code (code/send); a change needs the current password.
  setPassword: accepting<SetPasswordInput>()(
    z.object({ password, currentPassword: optionalText(128), code: code.optional() }),
  ),
  // The client fills in its own region when the caller gives none.
  forgotPassword: accepting<ForgotPasswordInput & { region: RegionId }>()(
    z.object({ email, region, altcha: altchaField }),
  ),
  resetPassword: accepting<ResetPasswordInput>()(z.object({ token: linkToken, password })),
  verify: z.object({ token: linkToken }),
}

/** Which profile field goes to which column (a fixed map: nothing from the request names a column). */
const PROFILE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  nickname: 'nickname',
  birthday: 'birthday',
  country: 'country',
  optIn: 'opt_in',
} as const

export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const limited = ipRateLimit(deps)
  const auth = requireAuth(deps)

  const hashNew = (plain: string) => deps.passwords.hash(plain)
  const verifyPassword = (plain: string, stored: string, lane: HashingLane) =>
    deps.passwords.verify(plain, stored, lane)
  // A hash to check against when the account has no password, so timing does not tell.
  const dummy = () => deps.passwords.dummy()

  const client = (c: Context<AppEnv>) => clientIp(c, deps.config.trustProxy)
  const allowMail = (c: Context<AppEnv>, to: string) => mailAllowance(deps, to, client(c))

  /**
   * Calls whose answer tells whether `to` has an account (the spec's messages stay, so finding out costs
   * work): a solved ALTCHA, and one lookup from the client's and the address's allowances (4013, 4012).
   */
  async function lookupCosts(c: Context<AppEnv>, to: string, altcha: string | undefined): Promise<void> {
    await requireHuman(deps, altcha)
    await lookupAllowance(deps, to, client(c))
  }
  const regionOf = (c: Context<AppEnv>, fromBody: RegionId | undefined): RegionId => fromBody ?? c.get('region')
  const apiSetOf = (c: Context<AppEnv>) => c.get('apiSet') ?? 'cn'

  /** Take an attempt slot for `email` from this client (4011 while locked or delayed), before any secret is checked. */
  const begin = (c: Context<AppEnv>, to: string) => beginAttempt(deps, to, client(c))
  /** The right secret from this client: it is known to the account from now on (src/known-clients.ts). */
  const remember = (c: Context<AppEnv>, to: string) => rememberClient(deps, to, client(c)).catch(deps.onError)

  /**
   * Use up the code `value` of `to` and run `step` in the same transaction, so that when any step fails the
   * code stays usable for a retry (docs/rules/accounts.md#passwords-and-codes). A wrong code counts towards the lockout
   * (its count on the code row is committed). `prepare` runs first, outside the transaction (password
   * hashing: seconds of CPU must not hold the code row or PGlite's one connection).
   */
  async function withCode<T, P = undefined>(
    c: Context<AppEnv>,
    to: string,
    value: string,
    step: (tx: Deps, prepared: P) => Promise<T>,
    prepare?: () => Promise<P>,
  ): Promise<T> {
    const attempt = await begin(c, to)
    // No verdict on the code (a failure anywhere, 4012 from the hashing queue): the attempt does not count.
    const outcome = await compareSecret(deps, attempt, async () => {
      const prepared = (prepare ? await prepare() : undefined) as P
      return inTransaction(deps, async (tx) =>
        (await consumeCode(tx, to, value))
          ? { used: true as const, result: await step(tx, prepared) }
          : { used: false as const },
      )
    })
    if (!outcome.used) throw await attemptFailed(deps, attempt, new ApiError(API_CODE.INVALID_CODE))
    await attemptSucceeded(deps, attempt)
    await remember(c, to)
    return outcome.result
  }

  /** Password logins without a solved ALTCHA in progress in this process. */
  let unprovenLogins = 0

  /**
   * Beyond `ALTCHA_FROM_UNPROVEN_LOGINS` at once, a password login without a solved ALTCHA is asked for one
   * (4013) before anything is done for it, a database query or a count included, for any address and client:
   * a flood pays per hash and per query, and the shoppers who paid are served (docs/security.md "Password hashing").
   */
  const unprovenLoginGate = createMiddleware<AppEnv>(async (c, next) => {
    const body = await readJson(c, Schemas.passwordLogin)
    if (body.altcha !== undefined) return next()
    if (unprovenLogins >= ALTCHA_FROM_UNPROVEN_LOGINS) throw new ApiError(API_CODE.CAPTCHA_FAILED)
    unprovenLogins += 1
    try {
      await next()
    } finally {
      unprovenLogins -= 1
    }
  })

  async function passwordLogin(c: Context<AppEnv>) {
    const body = await readJson(c, Schemas.passwordLogin)
    // A solution sent along is used up first; from the account's third attempt in the window (counted
    // before any check, so attempts arriving together each get their own number) one is required.
    const proved = body.altcha !== undefined
    if (proved) await requireHuman(deps, body.altcha)
    // Who is served first by the hashing budget: a caller who paid (a solved ALTCHA) or a client that logged
    // in to this account before; asked the same way for an address with no account (docs/security.md).
    const lane: HashingLane = proved || (await isKnownClient(deps, body.email, client(c))) ? 'first' : 'standard'
    return checkPassword(c, body, lane, proved)
  }

  /** The attempt at `email`'s password, counted, checked in `lane` and answered with a session or 4010/4011. */
  async function checkPassword(
    c: Context<AppEnv>,
    body: { email: string; password: string },
    lane: HashingLane,
    proved: boolean,
  ) {
    const attempt = await begin(c, body.email)
    if (!proved && attempt.accountAttempt > ALTCHA_AFTER_FAILURES) {
      await attemptAbandoned(deps, attempt)
      await requireHuman(deps, undefined)
    }
    const { user, matches } = await compareSecret(deps, attempt, async () => {
      const found = await findUserByEmail(deps, body.email)
      if (found?.password_hash) {
        return { user: found, matches: await verifyPassword(body.password, found.password_hash, lane) }
      }
      await verifyPassword(body.password, await dummy(), lane)
      return { user: found, matches: false }
    })
    if (!user || !matches) throw await attemptFailed(deps, attempt, new ApiError(API_CODE.WRONG_CREDENTIALS))
    await attemptSucceeded(deps, attempt)
    await passwordUsed(user, body.password)
    const session = await startSession(deps, user.id)
    await remember(c, body.email)
    return ok(c, session)
  }

  /** The right password was given: old reset links die, and a hash made with less work is upgraded. */
  async function passwordUsed(user: UserRow, plain: string): Promise<void> {
    await voidResetLinks(deps, user.id)
    if (user.password_hash && deps.passwords.needsRehash(user.password_hash)) {
      await setPasswordHash(deps, user.id, await hashNew(plain))
    }
  }

  async function currentUser(c: Context<AppEnv>): Promise<UserRow> {
    const user = await findUserById(deps, c.get('auth').userId)
    if (!user) throw new ApiError(API_CODE.LOGIN_REQUIRED)
    return user
  }

  // ALTCHA's own protocol: the widget fetches the bare challenge (no envelope) and solves it.
  routes.get('/altcha/challenge', async (c) => c.json(await newChallenge(deps)))

  routes.post('/account/user/code/send', limited, async (c) => {
    const body = await readJson(c, Schemas.sendCode)
    await lookupCosts(c, body.email, body.altcha)
    const user = await findUserByEmail(deps, body.email)
    if (body.purpose === 'login' && !user) throw new ApiError(API_CODE.NO_ACCOUNT)
    if (body.purpose === 'register' && user?.password_hash) throw new ApiError(API_CODE.EMAIL_IN_USE)
    await allowMail(c, body.email)
    const value = await createCode(deps, body.email, body.purpose)
    await queueMail(deps, codeMail(c.get('lang'), body.email, body.purpose, value))
    return ok(c, { sent: true, expiresIn: CODE_TTL_SECONDS })
  })

  routes.post('/account/user/login/code', limited, async (c) => {
    const body = await readJson(c, Schemas.codeLogin)
    await lookupCosts(c, body.email, body.altcha)
    const user = await findUserByEmail(deps, body.email)
    if (!user) throw new ApiError(API_CODE.NO_ACCOUNT)
    const session = await withCode(c, body.email, body.code, async (tx) => {
      await markEmailVerified(tx, user.id)
      return startSession(tx, user.id, { byCode: true })
    })
    return ok(c, session)
  })

  routes.post('/account/user/login/pwd', unprovenLoginGate, limited, passwordLogin)
  routes.post('/account/user/sign_in', unprovenLoginGate, limited, passwordLogin)

  routes.post('/account/user/register_or_login', limited, async (c) => {
    const body = await readJson(c, Schemas.registerOrLogin)
    const answer = await withCode(c, body.email, body.code, async (tx) => {
      const existing = await findUserByEmail(tx, body.email)
      const created = existing
        ? undefined
        : await createUser(tx, {
            email: body.email,
            passwordHash: null,
            emailVerified: true,
            optIn: body.optIn ?? false,
            region: regionOf(c, body.region),
            apiSet: apiSetOf(c),
          })
      // `created` is also undefined when a concurrent request created the account first.
      const user = created ?? existing ?? (await findUserByEmail(tx, body.email))
      if (!user) throw new Error(`user ${body.email} neither created nor found`)
      if (!created) await markEmailVerified(tx, user.id)
      return { ...(await startSession(tx, user.id, { byCode: true })), isNew: created !== undefined }
    })
    return ok(c, answer)
  })

  routes.post('/account/user/register/pwd', limited, async (c) => {
    const body = await readJson(c, Schemas.registerWithPassword)
    await lookupCosts(c, body.email, body.altcha)
    const existing = await findUserByEmail(deps, body.email)
    if (existing?.password_hash) throw new ApiError(API_CODE.EMAIL_IN_USE)
    const answer = await withCode(
      c,
      body.email,
      body.code,
      async (tx, passwordHash) => {
        if (existing) {
          // An account made by code login gets its password now; the code proved the mailbox.
          await setPasswordHash(tx, existing.id, passwordHash)
          await voidResetLinks(tx, existing.id)
          await markEmailVerified(tx, existing.id)
          return { ...(await startSession(tx, existing.id)), isNew: false }
        }
        const created = await createUser(tx, {
          email: body.email,
          passwordHash,
          emailVerified: true,
          optIn: body.optIn ?? false,
          region: regionOf(c, body.region),
          apiSet: apiSetOf(c),
        })
        if (!created) throw new ApiError(API_CODE.EMAIL_IN_USE)
        return { ...(await startSession(tx, created.id)), isNew: true }
      },
      () => hashNew(body.password),
    )
    return ok(c, answer)
  })

  routes.get('/account/user/sign_in/refresh', limited, async (c) => {
    const query = readQuery(c, Schemas.refresh)
    const tokens = await refreshSession(deps, {
      userId: query.user_id,
      apptoken: c.req.header('apptoken'),
      reftoken: c.req.header('reftoken'),
    })
    return ok(c, tokens)
  })

  routes.get('/account/user/profile/new', auth, async (c) => ok(c, toProfile(await currentUser(c))))

  routes.post('/account/user/profile/new', auth, async (c) => {
    const body = await readJson(c, Schemas.profile)
    const user = await currentUser(c)
    const sets: string[] = []
    const params: unknown[] = [user.id]
    for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
      const value = body[field as keyof typeof PROFILE_COLUMNS]
      if (value === undefined) continue
      params.push(value)
      sets.push(`${column} = $${params.length}`)
    }
    if (sets.length) {
      params.push(deps.now())
      await deps.db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = $${params.length} WHERE id = $1`, params)
    }
    return ok(c, toProfile(await currentUser(c)))
  })

  routes.post('/account/user/password/set', auth, async (c) => {
    const body = await readJson(c, Schemas.setPassword)
    const user = await currentUser(c)
    if (user.password_hash) {
      // Changing an existing password needs the current one: an access token alone is not enough.
      if (!body.currentPassword) throw invalidField('currentPassword', 'required')
      const attempt = await begin(c, user.email)
      const current = body.currentPassword
      const stored = user.password_hash
      // A live session's owner is served first.
      if (!(await compareSecret(deps, attempt, () => verifyPassword(current, stored, 'first')))) {
        throw await attemptFailed(deps, attempt, new ApiError(API_CODE.WRONG_CREDENTIALS))
      }
      await attemptSucceeded(deps, attempt)
    } else if (body.code) {
      await withCode(c, user.email, body.code, () => Promise.resolve())
    } else if (!(await consumeCodeProof(deps, c.get('auth').sessionId, CODE_TTL_SECONDS))) {
      // An access token alone (maybe stolen) must not take the account over: the first password needs
      // a fresh e-mail code, in the body or as the login of this session minutes ago (the sign-up flow).
      throw invalidField('code', 'required')
    }
    await setPasswordHash(deps, user.id, await hashNew(body.password))
    await voidResetLinks(deps, user.id)
    await revokeUserSessions(deps, user.id, 'password changed', c.get('auth').sessionId)
    return ok(c, { hasPassword: true })
  })

  routes.post('/account/user/password/forgot', limited, async (c) => {
    const body = await readJson(c, Schemas.forgotPassword)
    await requireHuman(deps, body.altcha)
    // Same answer, same limits, known address or not: no account enumeration.
    await allowMail(c, body.email)
    const user = await findUserByEmail(deps, body.email)
    if (user) {
      const token = await createActionToken(deps, user.id, 'reset_password')
      const link = storefrontLink(deps.config.publicBaseUrl, body.region, 'reset-password', token)
      await queueMail(deps, resetMail(c.get('lang'), user.email, link))
    }
    return ok(c, { sent: true })
  })

  routes.post('/account/user/password/reset', limited, async (c) => {
    const body = await readJson(c, Schemas.resetPassword)
    const userId = await consumeActionToken(deps, body.token, 'reset_password')
    const user = userId && (await findUserById(deps, userId))
    if (!user) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    await setPasswordHash(deps, user.id, await hashNew(body.password))
    await voidResetLinks(deps, user.id)
    await markEmailVerified(deps, user.id)
    await clearAccountThrottle(deps, user.email)
    await revokeUserSessions(deps, user.id, 'password reset')
    return ok(c, { reset: true })
  })

  routes.post('/account/user/verify/send', auth, async (c) => {
    const user = await currentUser(c)
    if (user.email_verified_at) return ok(c, { sent: false, emailVerified: true })
    await allowMail(c, user.email)
    const token = await createActionToken(deps, user.id, 'verify_email')
    const link = storefrontLink(deps.config.publicBaseUrl, c.get('region'), 'verify-email', token)
    await queueMail(deps, verifyMail(c.get('lang'), user.email, link))
    return ok(c, { sent: true, emailVerified: false })
  })

  routes.get('/account/user/verify', limited, async (c) => {
    const query = readQuery(c, Schemas.verify)
    const userId = await consumeActionToken(deps, query.token, 'verify_email')
    if (!userId) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    await markEmailVerified(deps, userId)
    return ok(c, { emailVerified: true })
  })

  // Logout also works with an expired access token: the refresh token must die with the session.
  routes.post('/account/user/logout', async (c) => {
    const { sessionId } = await authenticate(deps, c.req.header('apptoken'), { allowExpired: true })
    await revokeSession(deps, sessionId, 'logout')
    return ok(c, null)
  })

  return routes
}
