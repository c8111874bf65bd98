import fs from 'node:fs'

/** One name per robot and concept in a language: what to write, and the variants readers saw instead. */
export interface Term {
  use: string
  avoid: string[]
  note?: string
}

export type TermList = Record<string, Term[]> // locale → terms

export const readTerms = (file: string): TermList => JSON.parse(fs.readFileSync(file, 'utf8')) as TermList

export function termProblems(terms: readonly Term[] | undefined, text: string): string[] {
  const out: string[] = []
  for (const term of terms ?? [])
    for (const variant of term.avoid)
      if (text.includes(variant))
        out.push(`“${variant}”: the term list says “${term.use}”${term.note ? ` (${term.note})` : ''}`)
  return out
}
