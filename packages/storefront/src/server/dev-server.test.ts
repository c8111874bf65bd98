import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort, stopProcess } from '@storefront/test-kit'
import { afterAll, describe, expect, it } from 'vitest'
import { withBuildLock } from '../build-lock'
import { webRoot } from '../vite'
import { inlineSourcesOf } from './inline-sources'

// The README's `pnpm --filter @storefront/app-us dev`: Vite's dev server inside the storefront server.
// A build never exercises it (the server bundle inlines its dependencies, the dev server must not).
const appDir = path.resolve(webRoot, '../../apps/us')

let child: ChildProcess | null = null
let output = ''
afterAll(() => child && stopProcess(child, { group: true }))

/** Starts the us app's dev server as a developer would and answers its first render of `path`. */
async function firstRenderOf(urlPath: string): Promise<Response | null> {
  const port = await freePort()
  child = spawn(path.join(appDir, 'node_modules/.bin/tsx'), ['server.ts', '--dev'], {
    cwd: appDir,
    // Without the test runner's variables: Vite behaves differently under VITEST.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
      PORT: String(port),
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  // Listening is logged once Vite is set up; the first request then compiles the page.
  for (
    const until = Date.now() + 100_000;
    Date.now() < until && child.exitCode === null && !output.includes('storefront on http');
  ) {
    await new Promise((r) => setTimeout(r, 250))
  }
  return fetch(`http://127.0.0.1:${port}${urlPath}`).catch(() => null)
}

describe('the dev server', () => {
  it(
    'renders a page with its chrome and a CSP that lets Vite inject styles and reload',
    { timeout: 120_000 },
    async () => {
      // Starting reads the shared Vike root's +config files, as a build does: not while an app builds.
      const res = await withBuildLock(() => firstRenderOf('/us'))
      expect(res?.status, output).toBe(200)
      const html = await res!.text()
      expect(html).toContain('lang="en-US"')
      expect(html).toContain('id="header"')
      const csp = res!.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp).toMatch(/connect-src 'self'[^;]* ws:\/\/localhost:\*/)
      // The page's inline scripts (Vite's preamble among them) by their hashes, as in production.
      expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(["'self'", ...inlineSourcesOf(html).script])
      expect(inlineSourcesOf(html).script.length).toBeGreaterThan(0)
    },
  )
})
