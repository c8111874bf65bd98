import { randomUUID } from 'node:crypto'
import type { AppId, RegionId } from '@storefront/region-config'
import type { Deps } from './context'
import type { Queryable } from './db/storage'

export interface UserRow {
  id: string
  email: string
  password_hash: string | null
  email_verified_at: Date | null
  first_name: string | null
  last_name: string | null
  nickname: string | null
  birthday: string | null
  country: string | null
  opt_in: boolean
  credits: number
  region: string
  api_set: string
  created_at: Date
}

/** GET /account/user/profile/new answers this. */
export interface Profile {
  user_id: string
  email: string
  firstName: string | null
  lastName: string | null
  nickname: string | null
  birthday: string | null
  country: string | null
  optIn: boolean
  emailVerified: boolean
  hasPassword: boolean
  credits: number
  region: string
  createdAt: string
}

export const toProfile = (user: UserRow): Profile => ({
  user_id: user.id,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
  nickname: user.nickname,
  birthday: user.birthday,
  country: user.country,
  optIn: user.opt_in,
  emailVerified: user.email_verified_at !== null,
  hasPassword: user.password_hash !== null,
  credits: user.credits,
  region: user.region,
  createdAt: user.created_at.toISOString(),
})

export async function findUserByEmail(deps: Deps, email: string): Promise<UserRow | undefined> {
  const { rows } = await deps.db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email])
  return rows[0]
}

export async function findUserById(deps: Deps, id: string): Promise<UserRow | undefined> {
  const { rows } = await deps.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])
  return rows[0]
}

export interface NewUser {
  email: string
  passwordHash: string | null
  emailVerified: boolean
  optIn: boolean
  region: RegionId
  apiSet: AppId
}

/** Insert a user; `undefined` when the e-mail is taken (also when a concurrent request just took it). */
export async function createUser(deps: Deps, user: NewUser, db: Queryable = deps.db): Promise<UserRow | undefined> {
  const now = deps.now()
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, email_verified_at, opt_in, region, api_set, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (email) DO NOTHING
     RETURNING *`,
    [
      randomUUID(),
      user.email,
      user.passwordHash,
      user.emailVerified ? now : null,
      user.optIn,
      user.region,
      user.apiSet,
      now,
    ],
  )
  return rows[0]
}

export async function markEmailVerified(deps: Deps, userId: string): Promise<void> {
  await deps.db.query(
    'UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2), updated_at = $2 WHERE id = $1',
    [userId, deps.now()],
  )
}

export async function setPasswordHash(deps: Deps, userId: string, passwordHash: string): Promise<void> {
  await deps.db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    userId,
    passwordHash,
    deps.now(),
  ])
}
