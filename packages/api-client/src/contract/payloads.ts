import { z } from 'zod/mini'

/** The user's profile; its fields are the service's to choose, so the client keeps it as an open object. */
export type Profile = Record<string, unknown>
export const ProfileSchema = z.record(z.string(), z.unknown())

const Token = z.string().check(z.minLength(1))
const UserIdSchema = z.pipe(z.union([Token, z.number()]), z.transform(String))

/** What every login and register call answers (docs/rules/accounts.md "Session"). `user_id` is kept as a string. */
export const SessionTokensSchema = z.object({
  user_id: UserIdSchema,
  apptoken: Token,
  reftoken: Token,
})
export type SessionTokens = z.infer<typeof SessionTokensSchema>

/** The refresh answer: at least a new apptoken; a missing user_id or reftoken keeps the current one. */
export const RefreshAnswerSchema = z.object({
  user_id: z.optional(UserIdSchema),
  apptoken: Token,
  reftoken: z.optional(Token),
})
export type RefreshAnswer = z.infer<typeof RefreshAnswerSchema>

/** GET /ssr/iso (storefront origin): the visitor's country code as the CDN saw it. */
export const IsoAnswerSchema = z.object({
  country: z.string(),
  iso: z.optional(z.nullable(z.string())),
  known: z.optional(z.boolean()),
})
export type IsoAnswer = z.infer<typeof IsoAnswerSchema>

/** GET /ssr/timestamp (storefront origin): server time in epoch ms. */
export const ServerTimeSchema = z.object({ now: z.number() })
export type ServerTime = z.infer<typeof ServerTimeSchema>
