import { pathOf, type RegionId } from '@storefront/region-config'

const MAX_LENGTH = 2048
// C0 controls, DEL and C1 controls; browsers strip tab/CR/LF inside URLs, so `/\t/evil` would become `//evil`.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const BASE = 'http://same-site.invalid'

/** A path that stays on this site: one leading slash, no backslash, no control character. */
function looksLocal(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !CONTROL.test(value)
}

/**
 * The `fromPath` to return to after login, if it is a path on this site; otherwise the region home.
 * Rejects protocol-relative (`//host`, `/\host`), absolute (`https:`), script (`javascript:`) targets,
 * control characters and the percent-encoded forms of all of these (decoded up to three times), and
 * checks the normalised result again (`/..//host` normalises to `//host`).
 * Returns the normalised path with its query and hash.
 */
export function safeFromPath(fromPath: unknown, region: RegionId): string {
  const home = pathOf(region, '')
  if (typeof fromPath !== 'string' || !fromPath || fromPath.length > MAX_LENGTH) return home
  if (!looksLocal(fromPath)) return home

  let decoded = fromPath
  let stable = false
  for (let round = 0; round < 3 && !stable; round++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return home
    }
    if (!looksLocal(next)) return home
    stable = next === decoded
    decoded = next
  }
  if (!stable) return home // still encoded after three rounds: nobody links like that

  let url: URL
  try {
    url = new URL(fromPath, BASE)
  } catch {
    return home
  }
  if (url.origin !== BASE) return home
  const result = url.pathname + url.search + url.hash
  return looksLocal(result) && looksLocal(url.pathname) ? result : home
}
