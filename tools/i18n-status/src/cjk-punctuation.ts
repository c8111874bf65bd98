/**
 * Chinese and Japanese punctuation (docs/translating.md#typography): beside a Han or kana character, a comma,
 * colon, semicolon, question or exclamation mark and brackets are full-width (，：；？！（）), never the half-width
 * marks of Latin text. Keyword lists for search engines (`…keywords`) are data, not prose.
 */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}'
const HALF_WIDTH = new RegExp(`(?<=[${CJK}])[,:;?!]|[,:;?!](?=[${CJK}])|(?<=[${CJK}])\\((?!\\{)|\\)(?=[${CJK}])`, 'gu')
const FULL: Record<string, string> = { ',': '，', ':': '：', ';': '；', '?': '？', '!': '！', '(': '（', ')': '）' }

export const CJK_LANGUAGES: ReadonlySet<string> = new Set(['ja', 'zh'])

export function cjkPunctuationProblems(language: string, key: string, text: string): string[] {
  if (!CJK_LANGUAGES.has(language) || /(?:^|\.)keywords(?:\.\d+)?$/.test(key)) return []
  return [...text.matchAll(HALF_WIDTH)].map(
    (m) => `half-width “${m[0]}” beside Chinese or Japanese text: write “${FULL[m[0]] ?? m[0]}”`,
  )
}
