import { API_CONTRACT, API_CODE } from '@storefront/api-client/contract'
import type { PageData } from '../lib/shared/page-data'
import type { Translate } from '../lib/shared/translate'
import type { ApiContext } from './chrome-api-context'

type Tree = { [key: string]: Tree | string }

/** Keys under `prefix` in a message tree. */
const keysOf = (tree: Tree | undefined, prefix: string): string[] =>
  Object.entries(tree ?? {}).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}.${key}`] : keysOf(value, `${prefix}.${key}`),
  )

/** Per translator (one per language and resources, see translate.tsx) and app: the header and the footer
 * ask for it on every page, and it only changes with them. */
const built = new WeakMap<Translate, Map<string, ApiContext>>()

/** Server side: what an island needs to call the API, with the error messages translated for the page. */
export function apiContextOf(page: PageData, t: Translate): ApiContext {
  let byApp = built.get(t)
  if (!byApp) built.set(t, (byApp = new Map()))
  const key = `${page.region}\u0000${page.language}\u0000${page.app.apiBase}\u0000${page.app.environment}`
  let context = byApp.get(key)
  if (!context) byApp.set(key, (context = buildApiContext(page, t)))
  return context
}

/** The message key of every error code (`API_CONTRACT`): what the client shows when an answer has no `msg`. */
const ERROR_MESSAGE_KEYS = Object.entries(API_CONTRACT)
  .filter(([code]) => Number(code) !== API_CODE.SUCCESS)
  .map(([, row]) => row.message)

function buildApiContext(page: PageData, t: Translate): ApiContext {
  const keys = new Set([
    ...Object.values(page.resources).flatMap((bundle) =>
      keysOf((bundle?.['common'] as Tree | undefined)?.['api'] as Tree | undefined, 'api'),
    ),
    ...ERROR_MESSAGE_KEYS,
  ])
  return {
    region: page.region,
    language: page.language,
    app: { apiBase: page.app.apiBase, environment: page.app.environment },
    messages: Object.fromEntries([...keys].map((key) => [key, t(key)])),
  }
}
