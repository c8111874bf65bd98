import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from 'zod'
import { API_CODE } from '@storefront/api-client/contract'
import type { Deps } from './context'
import { ApiError } from './errors'
import { serviceSecret } from './service-secrets'

/** How long a challenge may be solved and submitted. */
export const CHALLENGE_TTL_SECONDS = 10 * 60
const ALGORITHM = 'SHA-256'

/** The body field every protected call carries: the widget's base64 payload. */
export const altchaField = z.string().max(8192).optional()

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(256),
      salt: z.string().max(256),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(256),
      expiresAt: z.number(),
    }),
    signature: z.string().max(512),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(512) }),
})

const signingSecret = (deps: Deps) => serviceSecret(deps, 'altcha')

/**
 * A new challenge: the server picks the counter the client must find (`altchaMaxNumber` bounds the
 * work: about that many SHA-256 hashes at most, half on average), and signs both the challenge and
 * the key it expects, so verifying costs one HMAC.
 */
export async function newChallenge(deps: Deps): Promise<Challenge> {
  const secret = await signingSecret(deps)
  const max = deps.config.altchaMaxNumber
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.ceil(max / 2), max),
    deriveKey,
    // The real time, not the service's clock: the solver and verifySolution both check it against the real time,
    // and a service started at another instant (STOREFRONT_NOW) must still hand out challenges that can be solved.
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  })
}

const refused = () => new ApiError(API_CODE.CAPTCHA_FAILED)

/** 4013 unless `payload` solves a challenge of ours that is unexpired and not used before (used up now). */
export async function requireHuman(deps: Deps, payload: string | undefined): Promise<void> {
  if (!payload) throw refused()
  let parsed: z.infer<typeof PayloadSchema>
  try {
    parsed = PayloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
  } catch {
    throw refused()
  }
  const secret = await signingSecret(deps)
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  }).catch(() => undefined)
  if (!result?.verified) throw refused()
  // Used once only: the first to record the nonce wins, also between concurrent requests.
  const { rowCount } = await deps.db.query(
    'INSERT INTO altcha_used (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
    [parsed.challenge.parameters.nonce, new Date(parsed.challenge.parameters.expiresAt * 1000)],
  )
  if (rowCount !== 1) throw refused()
}
