// A served page turned back into React source: the framework floor's second page renders the same markup as the
// storefront's page with nothing of the storefront's (no data, no translation, no components, no server of its
// own), so the two differ only by what the storefront adds (docs/performance.md#the-framework-floor).
import { parseDocument } from 'htmlparser2'

/** Attribute names React spells differently from HTML (the ones the storefront's pages use). */
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  tabindex: 'tabIndex',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  autocomplete: 'autoComplete',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  hreflang: 'hrefLang',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  referrerpolicy: 'referrerPolicy',
  novalidate: 'noValidate',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  itemprop: 'itemProp',
  nomodule: 'noModule',
  autofocus: 'autoFocus',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  value: 'defaultValue',
  checked: 'defaultChecked',
}
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'defaultChecked',
  'required',
  'open',
  'async',
  'defer',
  'noModule',
  'autoFocus',
  'multiple',
  'selected',
  'readOnly',
  'noValidate',
  'inert',
])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** What Vike puts in every page itself: the floor's own Vike adds its own. */
const isVikeTag = (node) =>
  (node.name === 'script' && (node.attribs.id?.startsWith('vike_') || node.attribs.type === 'module')) ||
  (node.name === 'link' && node.attribs.rel === 'modulepreload')

const camel = (name) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()))

function styleObject(text) {
  const style = {}
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon > 0) style[camel(declaration.slice(0, colon).trim())] = declaration.slice(colon + 1).trim()
  }
  return style
}

function props(node) {
  const out = []
  for (const [name, value] of Object.entries(node.attribs)) {
    const prop = REACT_NAMES[name] ?? name
    if (prop === 'style') out.push(`style={${JSON.stringify(styleObject(value))}}`)
    else if (BOOLEAN.has(prop) && (value === '' || value === prop.toLowerCase())) out.push(`${prop}={true}`)
    else out.push(`${JSON.stringify(prop).slice(1, -1)}={${JSON.stringify(value)}}`)
  }
  return out.length ? ` ${out.join(' ')}` : ''
}

/** JSX source for a list of DOM nodes (htmlparser2's), Vike's own tags left out. */
export function jsxOf(nodes) {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') out += `{${JSON.stringify(node.data)}}`
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      if (isVikeTag(node)) continue
      const text = node.children.map((child) => child.data ?? '').join('')
      if (node.type !== 'tag')
        out += `<${node.name}${props(node)} dangerouslySetInnerHTML={{ __html: ${JSON.stringify(text)} }} />`
      else if (VOID.has(node.name) || node.children.length === 0) out += `<${node.name}${props(node)} />`
      else out += `<${node.name}${props(node)}>${jsxOf(node.children)}</${node.name}>`
    }
    // Comments are React's own separators between text nodes: React writes them again where it needs them.
  }
  return out
}

const find = (nodes, name) => {
  for (const node of nodes) {
    if (node.name === name) return node
    const inner = node.children && find(node.children, name)
    if (inner) return inner
  }
  return null
}

/**
 * The page's head and body as JSX sources (`head`, `body`) and its language. vike-react renders the page inside a
 * `<div id="root">` of its own: a body that already has one gives its children.
 */
export function pageAsJsx(html) {
  const document = parseDocument(html, { lowerCaseAttributeNames: false, decodeEntities: true })
  const root = find(document.children, 'html')
  const head = find(document.children, 'head')
  const body = find(document.children, 'body')
  if (!root || !head || !body) throw new Error('pageAsJsx: not an HTML page')
  const bodyNodes = body.children.flatMap((node) => (node.attribs?.id === 'root' ? node.children : [node]))
  return { lang: root.attribs.lang ?? 'en', head: jsxOf(head.children), body: jsxOf(bodyNodes) }
}

/**
 * How many elements of each name a page has, Vike's own tags left out: the same-page floor is only a floor of the
 * page if its counts are the page's (vike-react adds its own `<meta charset>` and viewport: `meta` is not compared).
 */
export function elementCounts(html) {
  const counts = {}
  const walk = (nodes) => {
    for (const node of nodes) {
      if (!node.name || !node.children || isVikeTag(node)) continue // text, comments, the doctype
      if (node.name !== 'meta') counts[node.name] = (counts[node.name] ?? 0) + 1
      walk(node.children)
    }
  }
  walk(parseDocument(html, { lowerCaseAttributeNames: false }).children)
  return counts
}

/** The element names whose counts differ between two pages, with both counts; empty when the markup matches. */
export function markupDifferences(page, floor) {
  const a = elementCounts(page)
  const b = elementCounts(floor)
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((name) => a[name] !== b[name])
    .map((name) => `${name}: ${a[name] ?? 0} against ${b[name] ?? 0}`)
}
