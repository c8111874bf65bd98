import { randomUUID } from 'node:crypto'
import type { Deps } from './context'
import { newCode, newToken, sha256 } from './crypto'

/** 6-digit e-mail codes live 10 minutes; reset links 30 minutes; verification links a day. */
export const CODE_TTL_SECONDS = 10 * 60
export const ACTION_TTL_SECONDS = { reset_password: 30 * 60, verify_email: 24 * 3600 } as const

export type CodePurpose = 'login' | 'register'
export type ActionPurpose = keyof typeof ACTION_TTL_SECONDS

const codeHash = (email: string, code: string) => sha256(`${email}:${code}`)
const later = (deps: Deps, seconds: number) => new Date(deps.now().getTime() + seconds * 1000)

/** A fresh code for `email`; any earlier unused code for it stops working. Returns the plain code (for the mail). */
export async function createCode(deps: Deps, email: string, purpose: CodePurpose): Promise<string> {
  const code = newCode()
  await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE verification_codes SET consumed_at = $2 WHERE email = $1 AND consumed_at IS NULL', [
      email,
      deps.now(),
    ])
    await tx.query(
      'INSERT INTO verification_codes (id, email, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, ' +
        '$4, $5, $6)',
      [randomUUID(), email, purpose, codeHash(email, code), deps.now(), later(deps, CODE_TTL_SECONDS)],
    )
  })
  return code
}

/** Wrong guesses one code survives: the next attempt finds it dead, right or wrong. */
export const CODE_MAX_ATTEMPTS = 5

/**
 * Use up `code` if it is the current, unexpired code of `email`. A code proves control of the
 * mailbox, so either purpose is accepted by every code login or registration. Every guess is
 * counted on the code row first (one statement, so parallel guesses each get their own number),
 * and only the first CODE_MAX_ATTEMPTS guesses are compared at all.
 */
export async function consumeCode(deps: Deps, email: string, code: string): Promise<boolean> {
  const now = deps.now()
  const { rows } = await deps.db.query<{ id: string; code_hash: string }>(
    `UPDATE verification_codes SET attempts = attempts + 1
     WHERE email = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3::int
     RETURNING id, code_hash`,
    [email, now, CODE_MAX_ATTEMPTS],
  )
  const guess = codeHash(email, code)
  const match = rows.find((row) => row.code_hash === guess)
  if (!match) return false
  const used = await deps.db.query(
    'UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL',
    [match.id, now],
  )
  return used.rowCount === 1
}

/** A single-use secret for a link; returns the plain token (for the mail). */
export async function createActionToken(deps: Deps, userId: string, purpose: ActionPurpose): Promise<string> {
  const token = newToken()
  await deps.db.query(
    'INSERT INTO action_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(token), userId, purpose, deps.now(), later(deps, ACTION_TTL_SECONDS[purpose])],
  )
  return token
}

/** Use up a link token; the user id when it was valid, unused and unexpired. */
export async function consumeActionToken(
  deps: Deps,
  token: string,
  purpose: ActionPurpose,
): Promise<string | undefined> {
  const now = deps.now()
  const { rows } = await deps.db.query<{ user_id: string }>(
    `UPDATE action_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id`,
    [sha256(token), purpose, now],
  )
  return rows[0]?.user_id
}

/** Using or changing a password makes every reset link of the user that is still out there useless. */
export async function voidResetLinks(deps: Deps, userId: string): Promise<void> {
  await deps.db.query(
    "UPDATE action_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'reset_password' AND used_at IS NULL",
    [userId, deps.now()],
  )
}
