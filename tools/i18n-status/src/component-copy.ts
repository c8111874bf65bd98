import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Copy written into a component (docs/translating.md#where-the-words-are): text a shopper reads or hears that no
 * translator can reach, because it is a JSX text child or a literal visible prop instead of a message looked up
 * in the bundles. Found with the TypeScript parser, so a `t('key')` call, a comment or a class name is never copy.
 */
export interface ComponentCopy {
  /** The file, relative to the repository. */
  file: string
  line: number
  /** `text` for a JSX child, else the prop's name (`aria-label`). */
  what: string
  text: string
}

/**
 * The props whose string a shopper reads or a screen reader speaks, on HTML elements and on the components that
 * pass them on (an `AccountCard`'s `title`, a ribbon's `label`).
 */
const VISIBLE_PROPS: ReadonlySet<string> = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'cta',
  'heading',
  'intro',
  'label',
  'message',
  'placeholder',
  'text',
  'title',
])

/** The literal text parts of an expression whose value is shown as it is (branches of `?:`, `&&`, `??`, templates). */
function literalsOf(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node))
    return [[node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')]
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression)
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right)
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...literalsOf(node.left), ...literalsOf(node.right)]
  }
  return []
}

/** Every JSX text child and literal visible prop of one source file, as written (whitespace collapsed). */
export function copyInSource(file: string, code: string): ComponentCopy[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const out: ComponentCopy[] = []
  const add = (node: ts.Node, what: string, text: string) => {
    const collapsed = text.replace(/\s+/g, ' ').trim()
    if (collapsed)
      out.push({
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        what,
        text: collapsed,
      })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, 'text', node.text)
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      for (const text of literalsOf(node.expression)) add(node, 'text', text)
    else if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_PROPS.has(node.name.getText(source))) {
      const value = node.initializer
      // `label="…"`, `label={…}`; an element as a prop's value (`label={<b>…</b>}`) is visited as JSX.
      const texts = ts.isStringLiteral(value)
        ? [value.text]
        : ts.isJsxExpression(value) && value.expression
          ? literalsOf(value.expression)
          : []
      for (const text of texts) add(node, node.name.getText(source), text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

/**
 * Words a component may write in every language, each with its reason (component-copy-allowed.json): the brand and
 * unit symbols. Text without letters (numbers, punctuation, symbols such as `·` `×` `/4`) is never copy.
 */
export type CopyAllowList = Readonly<Record<string, string>>

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What of a text is left to translate once the allowed words are taken out: nothing, or its words. */
export function untranslatable(text: string, allowed: CopyAllowList): boolean {
  let rest = text
  // Longest first, so that "Mechaform Robotics" goes before "Mechaform".
  for (const word of Object.keys(allowed).sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}])`, 'gu'), ' ')
  return !/\p{L}/u.test(rest)
}

const SKIP = /(?:node_modules|dist|[/\\]stories[/\\]|\.test\.tsx$|\.stories\.tsx$)/

function* componentFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (SKIP.test(file)) continue
    if (entry.isDirectory()) yield* componentFiles(file)
    else if (entry.name.endsWith('.tsx')) yield file
  }
}

/**
 * The copy of every component under `dirs` (`.tsx` files; tests, stories and Storybook's own helpers are not the
 * shop) that the allow-list does not explain, with paths relative to `repo`.
 */
export function scanComponentCopy(repo: string, dirs: readonly string[], allowed: CopyAllowList): ComponentCopy[] {
  return dirs
    .flatMap((dir) => [...componentFiles(path.join(repo, dir))])
    .flatMap((file) => copyInSource(path.relative(repo, file), fs.readFileSync(file, 'utf8')))
    .filter((copy) => !untranslatable(copy.text, allowed))
}
