/**
 * The runs of a line that move to the next line whole (docs/design-review.md#words-stay-whole): a date, a time
 * with its zone, a number with its unit, counter or currency (and 約/约 before it), a model name, a title in
 * 《…》, a short code in brackets, an e-mail address. In Japanese and Chinese, whose words are not spaced, each word
 * of `words: true` text is kept whole as well.
 */
export interface TextRun {
  text: string
  keep: boolean
}

const MONTH_DAY_YEAR = String.raw`\p{Lu}\p{Ll}+\.? \d{1,2}, \d{4}`
const DAY_MONTH_YEAR = String.raw`\d{1,2}\.? \p{Script=Latin}{3,}\.? \d{4}`
const CJK_DATE = String.raw`\d{4} ?[年년] ?\d{1,2} ?[月월] ?\d{1,2} ?[日일]`
const DAY_PERIOD = String.raw`(?:AM|PM|午前|午後|오전|오후|上午|下午|中午|凌晨|早上|晚上)`
const ZONE = String.raw`(?:\[?(?:GMT|UTC)(?:[+−-]\d{1,2}(?::\d{2})?)?\]?|[A-Z]{2,5}\b)`
const CLOCK = String.raw`\d{1,2}:\d{2}(?: ?[–-] ?\d{1,2}:\d{2})?`
const TIME = String.raw`(?:${DAY_PERIOD} ?)?${CLOCK}(?: ?(?:AM|PM|a\.m\.|p\.m\.|Uhr))?(?: ${ZONE})?`
const ZONE_FIRST_TIME = String.raw`(?:GMT|UTC)[+−-]\d{1,2} \d{1,2}:\d{2}`
const NUMBER = String.raw`\d[\d.,]*(?: ?[×x] ?\d[\d.,]*)*`
const LATIN_UNIT = String.raw`(?:mAh|kWh|Wh|kg|mg|g|mm|cm|km|m|ml|L|V|W|kHz|GHz|Hz|TB|GB|MB|dB|px|h|Std\.|min|Min\.|s)`
const CJK_COUNTER_WORD = String.raw`毫安时|小时|時間|分钟|个月|ヶ月|か月|公斤|厘米|毫米|积分|積分|ポイント|포인트|시간|가지`
const CJK_COUNTER = String.raw`(?:${CJK_COUNTER_WORD}|[个件台只枚款种種张本名人天日周週年月分秒岁歳才点克米倍次개분초세종년일회])`
const UNIT = String.raw`(?:%|°C|${LATIN_UNIT}\b|${CJK_COUNTER})`
const NUMBER_WITH_UNIT = String.raw`(?:[约約~≈] ?)?(?:[$€£¥₩] ?)?${NUMBER}(?: ?${UNIT}| ?[€£¥₩元円원])?`
const MODEL = String.raw`\b[A-Z]{1,3}\d{1,3}(?: (?:Pro|Max|Plus|Mini|Lite))?\b`
const CODE_IN_BRACKETS = String.raw`[(（][\p{Script=Latin}\d+\-./]{1,16}[)）]`
const HYPHENED_CODE = String.raw`\b[A-Z\d][A-Za-z\d]*-[A-Z\d][A-Za-z\d]*\b`
const TITLE = String.raw`《[^》]{1,40}》`
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`

const KEPT = new RegExp(
  [
    EMAIL,
    TITLE,
    CJK_DATE,
    MONTH_DAY_YEAR,
    ZONE_FIRST_TIME,
    TIME,
    DAY_MONTH_YEAR,
    CODE_IN_BRACKETS,
    HYPHENED_CODE,
    MODEL,
    NUMBER_WITH_UNIT,
  ].join('|'),
  'gu',
)

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const wordSegmenters = new Map<string, Intl.Segmenter>()

function wordsOf(text: string, lang: string): TextRun[] {
  let segmenter = wordSegmenters.get(lang)
  if (!segmenter) wordSegmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })))
  const runs: TextRun[] = []
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const keep = !!isWordLike && segment.length > 1 && UNSPACED.test(segment)
    push(runs, segment, keep)
  }
  return runs
}

function push(runs: TextRun[], text: string, keep: boolean) {
  const last = runs.at(-1)
  if (last && !last.keep && !keep) last.text += text
  else if (text) runs.push({ text, keep })
}

/** `text` as runs, the kept ones marked; joined, the runs are `text` again. */
export function keptRunsOf(text: string, options: { lang?: string | undefined; words?: boolean } = {}): TextRun[] {
  // Japanese and Chinese share one word dictionary: the language only picks the segmenter's locale.
  const unspaced = options.words
    ? (options.lang ?? (/\p{Script=Katakana}|\p{Script=Hiragana}/u.test(text) ? 'ja' : 'zh'))
    : undefined
  const runs: TextRun[] = []
  const loose = (part: string) => {
    if (!part) return
    if (unspaced && UNSPACED.test(part)) for (const run of wordsOf(part, unspaced)) push(runs, run.text, run.keep)
    else push(runs, part, false)
  }
  let at = 0
  for (const match of text.matchAll(KEPT)) {
    const kept = match[0].trimEnd()
    // A run without a space, a dash, a bracket or a CJK character has no break inside to keep.
    if (!kept || (!/[\s\-–(（《]/u.test(kept) && !UNSPACED.test(kept))) continue
    loose(text.slice(at, match.index))
    push(runs, kept, true)
    at = match.index + kept.length
  }
  loose(text.slice(at))
  return runs
}
