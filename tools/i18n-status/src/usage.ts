import fs from 'node:fs'
import path from 'node:path'

/** What the code says about message keys: whole keys in string literals, and prefixes of built ones. */
export interface KeyUsage {
  literals: Set<string>
  prefixes: string[]
}

const SOURCE = /\.(?:ts|tsx|mts)$/
const SKIP = /(?:node_modules|dist|\.test\.|\.stories\.)/

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (SKIP.test(file)) continue
    if (entry.isDirectory()) yield* sourceFiles(file)
    else if (SOURCE.test(entry.name)) yield file
  }
}

/** Every string literal and template-literal head (`nav.${key}` → `nav.`) in the sources under `dirs`. */
export function scanUsage(dirs: readonly string[]): KeyUsage {
  const literals = new Set<string>()
  const prefixes = new Set<string>()
  for (const dir of dirs)
    for (const file of sourceFiles(dir)) {
      const code = fs.readFileSync(file, 'utf8')
      for (const m of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) literals.add(m[1] ?? m[2] ?? '')
      for (const m of code.matchAll(/`([^`$]*)\$\{/g)) if (m[1]) prefixes.add(m[1])
    }
  return { literals, prefixes: [...prefixes] }
}

/** Whether a key of `namespace` is read: by name (with or without `ns:`), by a built key, or as a plural form. */
export function isUsed(usage: KeyUsage, namespace: string, key: string): boolean {
  const base = key.replace(/_(?:zero|one|two|few|many|other)$/, '')
  const names = [base, `${namespace}:${base}`]
  // A parent object read whole (`t('footer', { returnObjects: true })`) or a section of an object key.
  const parts = base.split('.')
  for (let i = parts.length - 1; i > 0; i--)
    names.push(parts.slice(0, i).join('.'), `${namespace}:${parts.slice(0, i).join('.')}`)
  if (names.some((name) => usage.literals.has(name))) return true
  return usage.prefixes.some((prefix) => names.slice(0, 2).some((name) => name.startsWith(prefix)))
}
