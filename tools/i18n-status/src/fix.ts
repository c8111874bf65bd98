import fs from 'node:fs'
import path from 'node:path'
import { languageOf } from './bundles'
import { fixTypography } from './typography'

/** A JSON string literal, escapes included. */
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g

/**
 * Applies `fix` to every string of a JSON document in place, so the file keeps its layout (Prettier's line
 * breaks) and only the strings that change differ.
 */
export const fixJsonStrings = (json: string, fix: (text: string) => string): string =>
  json.replace(STRING_LITERAL, (literal) => {
    const text = JSON.parse(literal) as string
    const fixed = fix(text)
    return fixed === text ? literal : JSON.stringify(fixed)
  })

/** Rewrites every `<root>/<locale>/*.json` whose strings the mechanical typography fixes change; the files changed. */
export function fixBundles(root: string): string[] {
  const changed: string[] = []
  for (const locale of fs.readdirSync(root)) {
    const dir = path.join(root, locale)
    if (!fs.statSync(dir).isDirectory()) continue
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const full = path.join(dir, file)
      const before = fs.readFileSync(full, 'utf8')
      const after = fixJsonStrings(before, (text) => fixTypography(languageOf(locale), text))
      if (after === before) continue
      fs.writeFileSync(full, after)
      changed.push(full)
    }
  }
  return changed
}
