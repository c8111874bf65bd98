import { z } from 'zod/mini'
import type { ApiCode } from './codes'

/** Every answer of the account service and of the storefront's `/ssr/*` endpoints; code 2000 is success. */
export interface Envelope<T = unknown> {
  code: ApiCode
  msg: string
  data: T
}

/**
 * How a client reads an envelope: any integer code (a newer service may add codes), and a missing or
 * null `msg` counts as no message.
 */
export const EnvelopeSchema = z.object({
  code: z.int(),
  msg: z.nullish(z.string()),
  data: z.unknown(),
})
export type ReceivedEnvelope = z.infer<typeof EnvelopeSchema>
