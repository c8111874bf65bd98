/**
 * What the status says about one string. `error`s fail CI (missing keys, placeholder mismatches, each
 * language's typography, plurals, register and terms); `report`s are a translator's to-do list (fallbacks,
 * unused keys, copies of English, one source translated two ways).
 */
export interface Finding {
  check: CheckName
  severity: 'error' | 'report'
  locale: string
  /** `messages/<namespace>` or `pages/<bundle>`. */
  where: string
  key: string
  detail: string
}

export type CheckName =
  | 'missing'
  | 'fallback-only'
  | 'unused'
  | 'placeholders'
  | 'same-as-english'
  | 'typography'
  | 'final-punctuation'
  | 'plural'
  | 'register'
  | 'terms'
  | 'one-translation'
  // traditional.ts
  | 'simplified'
  | 'sent-fallback'
  | 'cjk-punctuation'
  | 'service-bundle'
  // component-copy.ts
  | 'component-copy'

export const ERROR_CHECKS: readonly CheckName[] = [
  'missing',
  'placeholders',
  'typography',
  'final-punctuation',
  'plural',
  'register',
  'terms',
  'simplified',
  'sent-fallback',
  'cjk-punctuation',
  'service-bundle',
  'component-copy',
]

export const severityOf = (check: CheckName): Finding['severity'] => (ERROR_CHECKS.includes(check) ? 'error' : 'report')

export const finding = (
  check: CheckName,
  at: { locale: string; where: string; key: string },
  detail: string,
): Finding => ({
  check,
  severity: severityOf(check),
  ...at,
  detail,
})
