import { z } from 'zod'
import { REGION_IDS } from '@storefront/region-config'
import { API_CODE } from '@storefront/api-client/contract'
import { ApiError, type FieldIssue } from './errors'
import { isFieldKey } from './i18n'

/** C0 controls and DEL; `multiline` text may keep tab, line feed and carriage return. */
function hasForbiddenChars(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code === 0x7f) return true
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true
  }
  // A lone surrogate cannot be stored as UTF-8.
  return /\p{Cs}/u.test(value)
}

/** Trimmed free text of at most `max` characters, free of control characters and broken unicode. */
export const text = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasForbiddenChars(value, options.multiline ?? false), { error: 'invalidCharacters' })

/** Like `text` but must not be empty. */
export const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  text(max, options).refine((value) => value.length > 0, { error: 'required' })

/** Optional text where `''` and `null` mean "not given". */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .union([text(max, options), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined))

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'invalidEmail' }))

/** docs/rules/accounts.md#passwords-and-codes: at least 8 characters, with letters and numbers. */
export const password = z
  .string()
  .max(128)
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value), { error: 'passwordRule' })

export const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'codeFormat' })

export const region = z.string().trim().toLowerCase().pipe(z.enum(REGION_IDS))

/** `YYYY-MM-DD`, a real calendar day, not after today (with a day of slack for time zones). */
export const pastDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidDate' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCFullYear() >= 1900
    },
    { error: 'invalidDate' },
  )
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, { error: 'dateInFuture' })

/** An http(s) address with a real host name. */
export const webUrl = z
  .string()
  .trim()
  .max(300)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'invalidUrl' }))

/**
 * `schema` as it is, once the compiler has checked that it accepts every body of the contract's type `T`
 * (`@storefront/api-client/contract`): the client's request types and this validation cannot drift apart.
 */
export const accepting =
  <T>() =>
  <S extends z.ZodType>(schema: S & ([T] extends [z.input<S>] ? unknown : never)): S =>
    schema

/** A zod issue as a translatable field problem. */
function toFieldIssue(issue: z.core.$ZodIssue, root: string): FieldIssue {
  const path = issue.path.length ? issue.path.map(String).join('.') : root
  if (isFieldKey(issue.message)) return { path, key: issue.message }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { path, key: 'required' }
      if (!issue.path.length && issue.expected === 'object') return { path, key: 'expectedObject' }
      return { path, key: 'invalidType', params: { expected: issue.expected } }
    case 'too_big':
      return issue.origin === 'string'
        ? { path, key: 'tooLong', params: { max: Number(issue.maximum) } }
        : { path, key: 'invalidValue' }
    case 'too_small':
      return issue.origin === 'string'
        ? { path, key: 'tooShort', params: { min: Number(issue.minimum) } }
        : { path, key: 'invalidValue' }
    case 'invalid_value':
      return { path, key: 'oneOf', params: { options: issue.values.map(String).join(', ') } }
    case 'invalid_union': {
      // Every option failed: report what the first (main) option wanted.
      const inner = issue.errors[0]?.[0]
      return inner
        ? toFieldIssue({ ...inner, path: [...issue.path, ...inner.path] }, root)
        : { path, key: 'invalidValue' }
    }
    case 'invalid_format':
      return { path, key: issue.format === 'email' ? 'invalidEmail' : 'invalidFormat' }
    default:
      return { path, key: 'invalidValue' }
  }
}

/** Parse `value` or throw a 4000 naming the first bad field (all of them are in `data.issues`). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => toFieldIssue(issue, root))
  throw new ApiError(API_CODE.INVALID_INPUT, { issues })
}
