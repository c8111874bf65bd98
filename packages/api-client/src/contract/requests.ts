import type { ProductKey, RegionId } from '@storefront/region-config'

// The bodies the client sends; the service checks at compile time that its validation accepts each of them.

/**
 * Calls that need a proof of work (the service answers 4013 without one) carry the ALTCHA widget's
 * payload: every call whose answer tells whether an address has an account (code sending, code login,
 * password registration), forgot-password, the newsletter and the forms; password logins once the
 * account has had failures.
 */
export interface HumanProof {
  altcha?: string
}

export interface SubscribeInput extends HumanProof {
  email: string
  /** Defaults to the client's region. */
  region?: RegionId
  optIn?: boolean
}
/**
 * "Notify me" (docs/rules/notify.md): one mail when a sold-out or pre-order robot can be bought in the region
 * (`productKey`), or when a page that has not started yet goes live (`path`, the page's path in the region). One of
 * the two, never both.
 */
export type NotifyInput = HumanProof & {
  email: string
  /** Defaults to the client's region. */
  region?: RegionId
} & ({ productKey: ProductKey; path?: never } | { path: string; productKey?: never })

export interface SendCodeInput extends HumanProof {
  email: string
  purpose: 'login' | 'register'
}
export interface CodeLoginInput extends HumanProof {
  email: string
  code: string
}
export interface PasswordLoginInput extends HumanProof {
  email: string
  password: string
}
export interface RegisterOrLoginInput {
  email: string
  code: string
  optIn?: boolean
}
export interface RegisterByPasswordInput extends HumanProof {
  email: string
  password: string
  code: string
  optIn?: boolean
}
export interface SetPasswordInput {
  password: string
  /** Required to change an existing password. */
  currentPassword?: string
  /** A fresh e-mail code (code/send): needed for a first password unless this session began with a code minutes ago. */
  code?: string
}
export interface ForgotPasswordInput extends HumanProof {
  email: string
  /** Defaults to the client's region (the secure link leads back to it). */
  region?: RegionId
}
export interface ResetPasswordInput {
  token: string
  password: string
}
