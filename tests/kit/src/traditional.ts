import * as OpenCC from 'opencc-js'

/** A character a Traditional Chinese reader should not receive, with the form OpenCC writes for Hong Kong. */
export interface SimplifiedCharacter {
  char: string
  /** Its Hong Kong form (OpenCC `cn` → `hk`, read in the words around it). */
  hk: string
  /** Its index in the text, in code points. */
  at: number
  /** A few characters either side, to find it in a long text. */
  context: string
}

// OpenCC's own dictionaries (https://github.com/BYVoid/OpenCC#configurations): Simplified to Hong Kong Traditional,
// Traditional to Hong Kong's standard forms, and Simplified to Traditional one character at a time.
const fromSimplified = OpenCC.Converter({ from: 'cn', to: 'hk' })
const asTraditional = OpenCC.Converter({ from: 't', to: 'hk' })
const oneCharacter = OpenCC.Converter({ from: 'cn', to: 't' })

const changedAlone = new Map<string, boolean>()
const changesAlone = (char: string): boolean => {
  let changed = changedAlone.get(char)
  if (changed === undefined) changedAlone.set(char, (changed = oneCharacter(char) !== char))
  return changed
}

/**
 * The Simplified characters of a text meant for a Hong Kong reader (docs/translating.md#traditional-chinese): those
 * that OpenCC's Simplified-to-Hong-Kong conversion changes where reading the same text as Traditional does not, and
 * that are Simplified on their own too. The two readings agree on Hong Kong's own variants (户, 説) and on words where
 * a Traditional character also serves as a Simplified one (若干, 平台, 皇后); the character test keeps words both
 * scripts write alike (了解, 周末), which the phrase dictionary would spell another way, from counting.
 *
 * @example simplifiedCharacters('訂阅') // [{ char: '阅', hk: '閲', at: 1, context: '訂阅' }]
 */
export function simplifiedCharacters(text: string): SimplifiedCharacter[] {
  const chars = [...text]
  const hk = [...fromSimplified(text)]
  const traditional = [...asTraditional(text)]
  // The dictionaries map a word to one of the same length; should one ever not, read character by character.
  const aligned = hk.length === chars.length && traditional.length === chars.length
  const out: SimplifiedCharacter[] = []
  chars.forEach((char, at) => {
    if (!changesAlone(char)) return
    if (aligned && hk[at] === traditional[at]) return
    out.push({
      char,
      hk: aligned ? hk[at]! : fromSimplified(char),
      at,
      context: chars.slice(Math.max(0, at - 6), at + 7).join(''),
    })
  })
  return out
}

/** The text with its Simplified characters marked, for a test's failure message: `訂[阅→閲]`. */
export function markSimplified(text: string): string {
  const found = new Map(simplifiedCharacters(text).map((c) => [c.at, c]))
  if (!found.size) return text
  return [...text].map((char, at) => (found.has(at) ? `[${char}→${found.get(at)!.hk}]` : char)).join('')
}

/** A Simplified text as OpenCC writes it for Hong Kong: what a fact written for both kinds of reader should read. */
export const toHongKong = (text: string): string => fromSimplified(text)
