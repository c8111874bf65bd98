import { keptRunsOf, type TextRun } from './kept-groups'

export interface KeepGroupsProps {
  text: string
  /** The text's language (told from its script when left out). */
  lang?: string | undefined
  /** Keep every Japanese and Chinese word whole too: for short lines (a table's label and value), not paragraphs. */
  words?: boolean
}

/**
 * Runs by text, one table per language and word mode: the same labels, notes and prices are split on every render of
 * a page, and finding the runs (a long expression, a word segmenter) costs far more than a lookup. Bounded: a table
 * starts over when full, so texts that vary (a count, a date) never hold it for good.
 */
const runTables = new Map<string, Map<string, readonly TextRun[]>>()
const RUNS_LIMIT = 1000

function runsOf(text: string, lang: string | undefined, words: boolean): readonly TextRun[] {
  const mode = `${lang ?? '(script)'} ${words ? 'words' : 'groups'}`
  let table = runTables.get(mode)
  if (!table) runTables.set(mode, (table = new Map()))
  let runs = table.get(text)
  if (!runs) {
    runs = keptRunsOf(text, { lang, words })
    if (table.size >= RUNS_LIMIT) table.clear()
    table.set(text, runs)
  }
  return runs
}

/**
 * A line whose dates, times, numbers with units and names move to the next line whole (`.sf-keep`), so that the
 * line breaks between them, never inside (docs/design-review.md#words-stay-whole).
 */
export function KeepGroups({ text, lang, words = false }: KeepGroupsProps) {
  return runsOf(text, lang, words).map((run, i) =>
    run.keep ? (
      <span key={i} className="sf-keep">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  )
}
