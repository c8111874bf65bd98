import { keptRunsOf } from './kept-groups'

export interface KeepGroupsProps {
  text: string
  /** The text's language (told from its script when left out). */
  lang?: string | undefined
  /** Keep every Japanese and Chinese word whole too: for short lines (a table's label and value), not paragraphs. */
  words?: boolean
}

/**
 * A line whose dates, times, numbers with units and names move to the next line whole (`.sf-keep`), so that the
 * line breaks between them, never inside (docs/design-review.md#words-stay-whole).
 */
export function KeepGroups({ text, lang, words = false }: KeepGroupsProps) {
  return keptRunsOf(text, { lang, words }).map((run, i) =>
    run.keep ? (
      <span key={i} className="sf-keep">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  )
}
