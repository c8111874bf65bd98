import { randomUUID } from 'node:crypto'
import { API_CODE, type SessionTokens } from '@storefront/api-client/contract'
import type { Auth, Deps } from './context'
import { newToken, sha256 } from './crypto'
import type { Queryable } from './db/storage'
import { ApiError } from './errors'

/** When a session that started at `createdAt` ends, however often it is refreshed. */
const sessionEnd = (deps: Deps, createdAt: Date) =>
  new Date(createdAt.getTime() + deps.config.sessionLifetimeSeconds * 1000)

async function issueTokens(
  deps: Deps,
  db: Queryable,
  userId: string,
  session: { id: string; createdAt: Date },
): Promise<SessionTokens> {
  const now = deps.now()
  const sessionId = session.id
  const apptoken = newToken()
  const reftoken = newToken()
  const end = sessionEnd(deps, session.createdAt).getTime()
  const at = (seconds: number) => new Date(Math.min(now.getTime() + seconds * 1000, end))
  await db.query(
    'INSERT INTO access_tokens (token_hash, session_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(apptoken), sessionId, userId, now, at(deps.config.accessTokenTtlSeconds)],
  )
  await db.query(
    'INSERT INTO refresh_tokens (token_hash, session_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(reftoken), sessionId, userId, now, at(deps.config.refreshTokenTtlSeconds)],
  )
  return { user_id: userId, apptoken, reftoken }
}

/**
 * Start a new session (a new refresh-token family) for a user who just proved who they are;
 * `byCode`: with an e-mail code, which lets this session set a first password for a few minutes.
 */
export function startSession(deps: Deps, userId: string, options: { byCode?: boolean } = {}): Promise<SessionTokens> {
  return deps.db.transaction(async (tx) => {
    const session = { id: randomUUID(), createdAt: deps.now() }
    await tx.query('INSERT INTO sessions (id, user_id, created_at, code_proved_at) VALUES ($1, $2, $3, $4)', [
      session.id,
      userId,
      session.createdAt,
      options.byCode ? session.createdAt : null,
    ])
    return issueTokens(deps, tx, userId, session)
  })
}

/** The caller of an `apptoken`: 4001 when missing, unknown or revoked, 4003 when expired (unless allowed). */
export async function authenticate(
  deps: Deps,
  apptoken: string | undefined,
  options: { allowExpired?: boolean } = {},
): Promise<Auth> {
  if (!apptoken) throw new ApiError(API_CODE.LOGIN_REQUIRED)
  const { rows } = await deps.db.query<{
    user_id: string
    session_id: string
    expires_at: Date
    revoked: boolean
    session_created_at: Date
  }>(
    `SELECT a.user_id, a.session_id, a.expires_at, (a.revoked_at IS NOT NULL OR s.revoked_at IS NOT NULL) AS revoked,
       s.created_at AS session_created_at
     FROM access_tokens a JOIN sessions s ON s.id = a.session_id
     WHERE a.token_hash = $1`,
    [sha256(apptoken)],
  )
  const row = rows[0]
  if (!row || row.revoked) throw new ApiError(API_CODE.LOGIN_REQUIRED)
  // Past the absolute lifetime there is nothing to refresh: log in again.
  if (sessionEnd(deps, row.session_created_at).getTime() <= deps.now().getTime())
    throw new ApiError(API_CODE.LOGIN_REQUIRED)
  if (!options.allowExpired && row.expires_at.getTime() <= deps.now().getTime())
    throw new ApiError(API_CODE.LOGIN_EXPIRED)
  return { userId: row.user_id, sessionId: row.session_id }
}

async function revokeSessionWith(db: Queryable, sessionId: string, now: Date, reason: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
    reason,
  ])
  await db.query('UPDATE access_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ])
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ])
}

/** Logout: the session and every token of it stop working. */
export function revokeSession(deps: Deps, sessionId: string, reason: string): Promise<void> {
  return deps.db.transaction((tx) => revokeSessionWith(tx, sessionId, deps.now(), reason))
}

/** Password reset or change: every session of the user ends, except `keepSessionId` if given. */
export function revokeUserSessions(deps: Deps, userId: string, reason: string, keepSessionId = ''): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2',
      [userId, keepSessionId],
    )
    for (const { id } of rows) await revokeSessionWith(tx, id, deps.now(), reason)
  })
}

/**
 * Rotate a session's tokens. Needs the user id, the (possibly expired) access token and the refresh
 * token of the same session; anything else is 4004. A refresh token that was already rotated away
 * is a replay: the whole session (token family) is revoked.
 */
export async function refreshSession(
  deps: Deps,
  input: { userId: string | undefined; apptoken: string | undefined; reftoken: string | undefined },
): Promise<SessionTokens> {
  const { userId, apptoken, reftoken } = input
  if (!userId || !apptoken || !reftoken) throw new ApiError(API_CODE.REFRESH_REJECTED)
  const rejected = () => new ApiError(API_CODE.REFRESH_REJECTED)
  const refreshHash = sha256(reftoken)
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.now()
    const { rows } = await tx.query<{
      session_id: string
      user_id: string
      expires_at: Date
      revoked_at: Date | null
      replaced_by: string | null
      session_revoked: boolean
      session_created_at: Date
    }>(
      `SELECT r.session_id, r.user_id, r.expires_at, r.revoked_at, r.replaced_by, ` +
        `s.revoked_at IS NOT NULL AS session_revoked,
         s.created_at AS session_created_at
       FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
       WHERE r.token_hash = $1
       FOR UPDATE OF r`,
      [refreshHash],
    )
    const token = rows[0]
    if (!token || token.user_id !== userId) return 'rejected' as const
    if (token.replaced_by) {
      await revokeSessionWith(tx, token.session_id, now, 'refresh token reuse')
      return 'reuse' as const
    }
    if (token.revoked_at || token.session_revoked || token.expires_at.getTime() <= now.getTime())
      return 'rejected' as const
    if (sessionEnd(deps, token.session_created_at).getTime() <= now.getTime()) {
      await revokeSessionWith(tx, token.session_id, now, 'session lifetime reached')
      return 'rejected' as const
    }
    // The session's current access token only: one revoked by an earlier rotation does not count.
    const pair = await tx.query(
      'SELECT 1 FROM access_tokens WHERE token_hash = $1 AND session_id = $2 AND revoked_at IS NULL',
      [sha256(apptoken), token.session_id],
    )
    if (!pair.rows.length) return 'rejected' as const
    const tokens = await issueTokens(deps, tx, userId, { id: token.session_id, createdAt: token.session_created_at })
    // Only one rotation may win; a concurrent one finds the token already replaced.
    const rotated = await tx.query(
      'UPDATE refresh_tokens SET revoked_at = $2, replaced_by = $3 WHERE token_hash = $1 AND replaced_by IS NULL',
      [refreshHash, now, sha256(tokens.reftoken)],
    )
    if (rotated.rowCount !== 1) throw rejected()
    await tx.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL AND token_hash <> $3',
      [token.session_id, now, sha256(tokens.apptoken)],
    )
    return tokens
  })
  if (typeof outcome === 'string') throw rejected()
  return outcome
}

/**
 * Use up the session's e-mail-code proof if it is younger than `maxAgeSeconds`: true once, and only
 * for a session started with a code that recently.
 */
export async function consumeCodeProof(deps: Deps, sessionId: string, maxAgeSeconds: number): Promise<boolean> {
  const { rowCount } = await deps.db.query(
    'UPDATE sessions SET code_proved_at = NULL WHERE id = $1 AND code_proved_at > $2',
    [sessionId, new Date(deps.now().getTime() - maxAgeSeconds * 1000)],
  )
  return rowCount === 1
}
