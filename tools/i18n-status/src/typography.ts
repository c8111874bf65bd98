/**
 * What native readers find broken in each language's typography (docs/translating.md#typography).
 * Each rule returns the problems of one string, worded for a translator.
 */
type Rule = (text: string) => string[]

const NNBSP = '\u202f' // narrow no-break space: before ; : ! ? and inside « » in French
const LETTER_BEFORE = /[\p{L}\p{N})»}]/u

function french(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(/(.)([ \u00a0\u202f]?)([?!;:])(?=\s|$|["»)])/gu)) {
    const [, before, space, mark] = m as unknown as [string, string, string, string]
    if (!LETTER_BEFORE.test(before) && before !== ' ') continue
    if (before === ' ' && space === '') continue // a lone punctuation after a space run is reported on the space
    if (space === ' ') out.push(`plain space before « ${mark} »: use a narrow no-break space (U+202F)`)
    else if (space === '\u00a0') out.push(`wide no-break space before « ${mark} »: use a narrow one (U+202F)`)
    else if (space === '') out.push(`no space before « ${mark} »: French puts a narrow no-break space (U+202F) there`)
  }
  for (const m of text.matchAll(/«(.)/gu))
    if (m[1] !== NNBSP) out.push('« without a narrow no-break space (U+202F) after it')
  for (const m of text.matchAll(/(.)»/gu))
    if (m[1] !== NNBSP) out.push('» without a narrow no-break space (U+202F) before it')
  return out
}

/** A number and its counter; a postal code (〒150-0002 東京都) is no count, and a space follows it. */
const COUNTED =
  /(?<!〒[\d-]*)(?:\d|\{\{(?:count|n|seconds|minutes|hours|days|digits|number)\}\})[ \u00a0\u202f]+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu

/** A space between a kanji or kana and the number after it (“9月 25日”). */
const BEFORE_NUMBER = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[ \u00a0\u202f]+(?=\d)/gu

function japanese(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(COUNTED))
    out.push(`space between a number and its counter in “${m[0].trim()}…”: write them together (6桁, 9月25日)`)
  if (text.search(BEFORE_NUMBER) >= 0)
    out.push('space between a word and the number after it: write them together (9月25日, 約90分)')
  if (text.includes('•')) out.push('“•” as a separator: Japanese uses “・”')
  return out
}

const RULES: Record<string, Rule> = { fr: french, ja: japanese }

export const typographyProblems = (language: string, text: string): string[] => RULES[language]?.(text) ?? []

/** The sentence-final mark of a string, the same for full-width and half-width forms; '' for none. */
export function finalMark(text: string): string {
  const last = text.trimEnd().slice(-1)
  const mark =
    ({ '。': '.', '．': '.', '！': '!', '？': '?', '：': ':', '…': '…' } as Record<string, string>)[last] ?? last
  return '.!?:…'.includes(mark) && mark !== '' ? mark : ''
}

const FIXES: Record<string, (text: string) => string> = {
  fr: (text) =>
    text
      .replace(/(?<=[\p{L}\p{N})»}])[ \u00a0]?([?!;:])(?=\s|$|["»)])/gu, `${NNBSP}$1`)
      .replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`),
  ja: (text) =>
    text
      .replace(COUNTED, (m) => m.trimEnd())
      .replace(BEFORE_NUMBER, '')
      .replaceAll('•', '・'),
}

/** The mechanical part of the rules above, applied (`npm run i18n:status -- --fix`); the rest is a translator's. */
export const fixTypography = (language: string, text: string): string => FIXES[language]?.(text) ?? text
