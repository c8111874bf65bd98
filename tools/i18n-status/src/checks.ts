import { FALLBACK_LOCALE, SOURCE_LOCALE, languageOf, sourcePageOf, type Bundles } from './bundles'
import { cjkPunctuationProblems } from './cjk-punctuation'
import type { ComponentCopy } from './component-copy'
import type { DataText } from './data-texts'
import { finding, type Finding } from './finding'
import { placeholdersOf, samePlaceholders, withoutPlaceholders } from './placeholders'
import { baseKeyOf, keysNeeded, pluralProblems } from './plural'
import { registerProblems } from './register'
import { missingServiceBundles } from './service-bundles'
import { termProblems, type TermList } from './terms'
import { finalMark, typographyProblems } from './typography'
import { traditionalFindings } from './traditional'
import { isUsed, type KeyUsage } from './usage'

export interface StatusInput {
  messages: Bundles
  pages: Bundles
  usage: KeyUsage
  terms: TermList
  /** Strings that may stay as in English in every language (brand and product names, HOT, NEW). */
  sameAsEnglish: ReadonlySet<string>
  /**
   * `locale messages/<namespace> key` of messages whose final mark differs from the English on purpose (a label
   * where English asks a question, an abbreviation's dot), each with the reviewer's reason.
   */
  punctuationExceptions: Readonly<Record<string, string>>
  /** Every region's language: each needs the account service's bundles of its own (service-bundles.ts). */
  regionLocales?: readonly string[]
  /**
   * Texts typed per language outside the bundles (data-texts.ts: region data, the catalogue, product names, region
   * words): held to the same language rules; without them, only the zh-HK region data is read (traditional.ts).
   */
  dataTexts?: readonly DataText[]
  /** Copy written into components (component-copy.ts), the allow-list already applied: each is an error. */
  componentCopy?: readonly ComponentCopy[]
}

const HAS_LETTERS = /\p{L}{2,}/u

/** Problems of one translated string against its English source, and of its language's own rules. */
function stringFindings(
  input: StatusInput,
  at: { locale: string; where: string; key: string },
  text: string,
  source: string | undefined,
  keys: ReadonlySet<string>,
): Finding[] {
  const out: Finding[] = []
  const language = languageOf(at.locale)
  for (const problem of typographyProblems(language, text)) out.push(finding('typography', at, problem))
  for (const problem of cjkPunctuationProblems(language, at.key, text))
    out.push(finding('cjk-punctuation', at, problem))
  for (const problem of registerProblems(language, text)) out.push(finding('register', at, problem))
  for (const problem of termProblems(input.terms[at.locale], text)) out.push(finding('terms', at, problem))
  for (const problem of pluralProblems(at.locale, at.key, text, keys)) out.push(finding('plural', at, problem))
  if (source === undefined || at.locale === SOURCE_LOCALE) return out
  if (!samePlaceholders(source, text))
    out.push(
      finding(
        'placeholders',
        at,
        `has ${placeholdersOf(text).join(' ') || 'none'}, English has ${placeholdersOf(source).join(' ') || 'none'}`,
      ),
    )
  // Page copy is written anew per language (headings that ask where English states); messages are translated.
  const exception = `${at.locale} ${at.where} ${at.key}`
  if (
    at.where.startsWith('messages/') &&
    finalMark(source) !== finalMark(text) &&
    !(exception in input.punctuationExceptions)
  )
    out.push(
      finding(
        'final-punctuation',
        at,
        `ends with “${finalMark(text) || 'no mark'}”, English with “${finalMark(source) || 'no mark'}”`,
      ),
    )
  // A pattern of placeholders and punctuation ("{{label}}: {{value}}") has no words to translate.
  if (
    language !== 'en' &&
    text === source &&
    HAS_LETTERS.test(withoutPlaceholders(text)) &&
    !input.sameAsEnglish.has(text)
  )
    out.push(finding('same-as-english', at, `“${text.slice(0, 60)}” is the English text`))
  return out
}

/** Message bundles: missing, fallback-only and unused keys, and every string's own findings. */
function messageFindings(input: StatusInput): Finding[] {
  const out: Finding[] = []
  const source = input.messages.get(SOURCE_LOCALE) ?? new Map()
  const fallback = input.messages.get(FALLBACK_LOCALE) ?? new Map()
  const namespaces = new Set([...source.keys(), ...fallback.keys()])
  for (const [locale, byNamespace] of input.messages) {
    for (const namespace of namespaces) {
      const where = `messages/${namespace}`
      const own = byNamespace.get(namespace) ?? new Map<string, string>()
      const fallbackKeys = fallback.get(namespace) ?? new Map<string, string>()
      const expected = new Set(
        [...(source.get(namespace)?.keys() ?? []), ...fallbackKeys.keys()].flatMap((key) => keysNeeded(key, locale)),
      )
      for (const key of expected) {
        if (own.has(key)) continue
        const at = { locale, where, key }
        const base = baseKeyOf(key)
        const read = fallbackKeys.get(key) ?? fallbackKeys.get(`${base}_other`) ?? fallbackKeys.get(base)
        if (read !== undefined && locale !== FALLBACK_LOCALE)
          out.push(finding('fallback-only', at, `read from ${FALLBACK_LOCALE}: “${read.slice(0, 40)}”`))
        else out.push(finding('missing', at, 'no text in this locale nor in the fallback: readers see nothing'))
      }
      const keys = new Set(own.keys())
      for (const [key, text] of own) {
        const at = { locale, where, key }
        const english = source.get(namespace)
        const base = baseKeyOf(key)
        out.push(
          ...stringFindings(
            input,
            at,
            text,
            english?.get(key) ?? english?.get(`${base}_other`) ?? english?.get(base),
            keys,
          ),
        )
        if (locale === SOURCE_LOCALE && !isUsed(input.usage, namespace, key))
          out.push(finding('unused', at, 'no code reads this key'))
      }
    }
  }
  return out
}

/** Page copy: each page's strings against its English copy, where the same path exists. */
function pageFindings(input: StatusInput): Finding[] {
  const out: Finding[] = []
  for (const [locale, byBundle] of input.pages) {
    if (locale === 'en') continue
    for (const [bundle, keys] of byBundle) {
      const source = sourcePageOf(input.pages, bundle)
      const keySet = new Set(keys.keys())
      for (const [key, text] of keys) {
        // Page copy carries ids, slugs and image names besides words: only sentences are translated text.
        if (!HAS_LETTERS.test(text) || /^[\w./-]+$/.test(text)) continue
        out.push(...stringFindings(input, { locale, where: `pages/${bundle}`, key }, text, source?.get(key), keySet))
      }
    }
  }
  return out
}

/** The same English string translated two ways in one locale (a report: context may justify it). */
function oneTranslationFindings(input: StatusInput): Finding[] {
  const out: Finding[] = []
  const source = input.messages.get(SOURCE_LOCALE)
  if (!source) return out
  for (const [locale, byNamespace] of input.messages) {
    if (locale === SOURCE_LOCALE || languageOf(locale) === 'en') continue
    const seen = new Map<string, { text: string; where: string; key: string }>()
    for (const [namespace, keys] of byNamespace)
      for (const [key, text] of keys) {
        const english = source.get(namespace)?.get(key)
        if (!english || english.length > 40) continue // short terms and labels; sentences vary with context
        const first = seen.get(english)
        if (!first) seen.set(english, { text, where: `messages/${namespace}`, key })
        // A soft hyphen marks where a word may break in a narrow box; the word is the same.
        else if (first.text.replaceAll('\u00ad', '') !== text.replaceAll('\u00ad', ''))
          out.push(
            finding(
              'one-translation',
              { locale, where: `messages/${namespace}`, key },
              `“${english}” is “${text}” here and “${first.text}” at ${first.where} ${first.key}`,
            ),
          )
      }
  }
  return out
}

/** A region's language without the service's own bundles: its API errors and mails would read in the fallback. */
const serviceBundleFindings = (input: StatusInput): Finding[] =>
  missingServiceBundles(input.messages, input.regionLocales ?? []).map(({ locale, namespace }) =>
    finding(
      'service-bundle',
      { locale, where: `messages/${namespace}`, key: '*' },
      `no ${namespace}.json: this region's ${namespace === 'api' ? 'API errors' : 'mails'} read in ${FALLBACK_LOCALE}`,
    ),
  )

/** Texts outside the bundles: their language's typography, punctuation, register and terms, like a bundle's. */
const dataFindings = (input: StatusInput): Finding[] =>
  (input.dataTexts ?? []).flatMap(({ locale, where, key, text }) =>
    stringFindings(input, { locale, where, key }, text, undefined, new Set()),
  )

/**
 * Copy in a component reads the same in every language (`*`): it belongs in a bundle. Its key is the line, so the
 * report names `file:line`.
 */
const componentCopyFindings = (input: StatusInput): Finding[] =>
  (input.componentCopy ?? []).map(({ file, line, what, text }) =>
    finding(
      'component-copy',
      { locale: '*', where: file, key: String(line) },
      `${what === 'text' ? 'JSX text' : what} “${text.slice(0, 60)}” is written in the component: ` +
        `read it from a bundle (t('…'))`,
    ),
  )

/**
 * Every check, in the order a translator reads them. A new check is a module of its own (like `cjk-punctuation.ts`
 * or `service-bundles.ts`) with a line here, for a single string in `stringFindings` or for the whole status here.
 */
export function translationStatus(input: StatusInput): Finding[] {
  return [
    ...serviceBundleFindings(input),
    ...messageFindings(input),
    ...pageFindings(input),
    ...dataFindings(input),
    ...componentCopyFindings(input),
    ...oneTranslationFindings(input),
    ...traditionalFindings(input, input.dataTexts),
  ]
}
