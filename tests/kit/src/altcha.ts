import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

export type { Challenge }

/** Solves a challenge of the account service and encodes the answer as the storefront's widget sends it. */
export async function altchaSolution(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('ALTCHA challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
