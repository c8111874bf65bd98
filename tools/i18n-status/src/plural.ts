const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/
/** A number an i18next string counts with, followed by the word it counts. */
const COUNTED_WORD = /\{\{(count|n|seconds|minutes|hours|days)\}\}\s+(\p{L}{2,})/u

export const isPluralForm = (key: string): boolean => PLURAL_SUFFIX.test(key)

/** The cardinal plural categories of a locale (`one`, `other` for de; `other` only for ja). */
export const pluralCategoriesOf = (locale: string): string[] =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]

/**
 * Problems of a string that counts something (docs/translating.md#plurals): in a language with more than one
 * plural form it must be an i18next plural (`{{count}}` and one key per form: `key_one`, `key_other`), or
 * readers get "1 Sekunden".
 */
export function pluralProblems(locale: string, key: string, text: string, keys: ReadonlySet<string>): string[] {
  if (isPluralForm(key)) return []
  const categories = pluralCategoriesOf(locale)
  if (categories.length < 2) return []
  const m = COUNTED_WORD.exec(text)
  if (!m) return []
  if (m[1] !== 'count')
    return [`“{{${m[1]}}} ${m[2]}” counts without plural forms: use {{count}} and ${key}_one / ${key}_other`]
  const absent = categories.filter((c) => c !== 'zero' && !keys.has(`${key}_${c}`))
  return absent.length
    ? [`“{{count}} ${m[2]}” needs its plural forms: ${absent.map((c) => `${key}_${c}`).join(', ')}`]
    : []
}

/** A plural form's key without its suffix (`buy.installments_one` → `buy.installments`). */
export const baseKeyOf = (key: string): string => key.replace(/_(?:zero|one|two|few|many|other)$/, '')

/** The keys a locale needs for a key: itself, or for a plural key the forms the locale's rules use. */
export function keysNeeded(key: string, locale: string): string[] {
  if (!isPluralForm(key)) return [key]
  const base = baseKeyOf(key)
  return pluralCategoriesOf(locale)
    .filter((c) => c !== 'zero')
    .map((c) => `${base}_${c}`)
}
