// `npm run preview-link` as a team runs it: a link for a page, a refusal for anything else, a secret never echoed.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CAMPAIGN_WINDOWS, pathOf } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const page = pathOf('de', 'black-friday')
const at = CAMPAIGN_WINDOWS['black-friday'].start

function previewLink(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release/preview-link.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, STOREFRONT_ENV: 'development', PREVIEW_SECRET: '', ...env },
  })
  return { status: r.status, out: r.stdout, err: r.stderr }
}

describe('npm run preview-link', { timeout: 60_000 }, () => {
  it('prints a signed link for a page of the route table', () => {
    const r = previewLink([page, at])
    expect(r.status, r.err).toBe(0)
    expect(r.out).toMatch(new RegExp(`^${page}\\?preview=[0-9a-z]+\\.[0-9a-z]+\\.[\\w-]+\\n$`))
  })

  it("prints a link for a region's calendar page, which production shows only through one", () => {
    const r = previewLink(['/de/_calendar', at])
    expect(r.status, r.err).toBe(0)
    expect(r.out).toMatch(/^\/de\/_calendar\?preview=/)
  })

  it('refuses a path that is not a page, naming the page when the path is another spelling of one', () => {
    const r = previewLink([`${page}-typo`, at])
    expect(r.status).toBe(1)
    expect(r.err).toContain(`"${page}-typo" is not a page`)
    expect(r.out).toBe('')
    expect(previewLink([`${page}/`, at]).err).toContain(`Did you mean ${page}?`)
  })

  it('never prints an invalid PREVIEW_SECRET', () => {
    const secret = 'most-of-the-real-secret'
    const r = previewLink([page, at], { PREVIEW_SECRET: secret })
    expect(r.status).toBe(1)
    expect(r.err).toContain('PREVIEW_SECRET')
    expect(r.out + r.err).not.toContain(secret)
  })
})
