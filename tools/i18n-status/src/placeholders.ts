/** An i18next interpolation: `{{name}}`, `{{count, number}}`. */
const INTERPOLATION = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g

/** The interpolations of an i18next string (`{{name}}`, `{{count, number}}`) and its nestings (`$t(key)`). */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(INTERPOLATION)].map((m) => `{{${m[1]}}}`)
  const nested = [...text.matchAll(/\$t\(([^),]+)/g)].map((m) => `$t(${m[1]!.trim()})`)
  return [...new Set([...names, ...nested])].sort()
}

/** Two strings interpolate the same values when they name the same placeholders, in any order. */
export const samePlaceholders = (a: string, b: string): boolean =>
  placeholdersOf(a).join(' ') === placeholdersOf(b).join(' ')

/** The words of a string around its interpolations ("{{label}}: {{value}}" → ": "). */
export const withoutPlaceholders = (text: string): string => text.replace(INTERPOLATION, '')
