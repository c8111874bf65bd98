import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { SETTINGS, type SettingDoc } from './config'

export const README_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../README.md')

const START =
  '<!-- settings table: written from src/config.ts by `pnpm --filter @storefront/account-api settings-table` -->'
const END = '<!-- end of settings table -->'

const HEADER = ['Variable', 'Default', 'Meaning']

/** What the variable is when unset, from its schema's default (or the text the schema gives instead). */
function shownDefault(field: z.ZodType, doc: SettingDoc): string {
  if (doc.shownDefault) return doc.shownDefault
  const unset = field.safeParse(undefined)
  const value: unknown = unset.success ? unset.data : undefined
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return '–'
  if (typeof value === 'boolean') return value ? '`1`' : '`0`'
  return `\`${String(value)}\``
}

/** One row a setting: variable, default, meaning. */
export function settingsRows(): string[][] {
  return Object.entries(SETTINGS.shape).map(([name, field]: [string, z.ZodType]) => {
    const doc = field.meta() as SettingDoc | undefined
    if (!doc?.description) throw new Error(`${name}: a setting without a description (src/config.ts)`)
    const readBy = doc.readBy ? ` Read by \`${doc.readBy}\`.` : ''
    return [`\`${name}\``, shownDefault(field, doc), `${doc.description}${readBy}`]
  })
}

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|')

/** The table as prettier lays it out: each column as wide as its widest cell. */
export function renderSettingsTable(rows = settingsRows()): string {
  const all = [HEADER, ...rows].map((row) => row.map(escapeCell))
  const widths = HEADER.map((_, column) => Math.max(3, ...all.map((row) => [...row[column]!].length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  const [header, ...body] = all
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n')
}

/** The table between the README's markers, as rows of trimmed cells (layout aside). */
export function settingsTableIn(readme: string): string[][] {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error(`README.md has no settings table markers (${START} … ${END})`)
  return readme
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|')),
    )
}

/** The README with its table replaced by the one the schema gives. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error(`README.md has no settings table markers (${START} … ${END})`)
  return `${readme.slice(0, start + START.length)}\n\n${renderSettingsTable()}\n\n${readme.slice(end)}`
}
