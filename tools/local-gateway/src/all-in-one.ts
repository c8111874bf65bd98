/**
 * `npm start`: the three built storefront apps and the account service behind one port
 * (docs/architecture.md#local-all-in-one). Each runs as its own process, as deployed: its built entry with plain
 * node, as its image runs it; the gateway routes by region. `--dev` (`pnpm dev`): the same with each app on Vite's
 * dev server (hot reload, no build) and the account service from its sources.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { createLogger, routeConsoleToLogger } from '@storefront/ops'
import { APP_IDS, DEFAULT_REGION, regionPrefix, REGION_IDS, type AppId } from '@storefront/region-config'
import { freePort } from '@storefront/test-kit'
import { createGateway } from './gateway'
import { busyPortLine, portInUse } from './port'
import { supervise, type Supervised } from './supervisor'

const repo = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const publicOrigin = (process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '')
const tsx = path.join(repo, 'node_modules/.bin/tsx')
const dev = process.argv.includes('--dev')
const children: Supervised[] = []
// The gateway's own lines (a proxied request the client aborted, the banner) are JSON like the servers'.
routeConsoleToLogger(createLogger({ name: 'gateway' }))

const apiDir = path.join(repo, 'apps/account-api')
// ACCOUNT_SERVICE=off: the storefronts alone, for tests of pages at another instant (its /api answers 503).
const withAccountService = fs.existsSync(path.join(apiDir, 'src/main.ts')) && process.env.ACCOUNT_SERVICE !== 'off'
/** A server's built entry, which it runs with plain node (no TypeScript compiled at each start) unless `--dev`. */
const builtEntry = (name: AppId | 'account-api'): string =>
  name === 'account-api' ? 'apps/account-api/dist/main.mjs' : `apps/${name}/dist/start/server.mjs`

/** How a server starts: its sources with tsx on the dev server, else its built entry with node. */
const command = (name: AppId | 'account-api', sources: string[]): [string, string[]] =>
  dev ? [tsx, sources] : [process.execPath, [path.join(repo, builtEntry(name))]]

/** Starts a server and keeps it running: one that dies is restarted on its port (supervisor.ts). */
function start(name: string, cwd: string, [cmd, args]: [string, string[]], env: Record<string, string>): void {
  const spawnChild = (): ChildProcess =>
    spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(supervise(name, spawnChild))
}

async function waitFor(url: string, name: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000} s`)
}

/** Stops every server, waits until each has exited (SIGKILL after 10 s), then exits with `code`. */
async function shutdown(code = 0): Promise<never> {
  const exited = children.map(
    ({ child }) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  )
  for (const child of children) child.stop('SIGTERM')
  await Promise.all(exited)
  process.exit(code)
}
process.once('SIGINT', () => void shutdown(0))
process.once('SIGTERM', () => void shutdown(0))

// A taken port is said in one line before any server starts.
if (await portInUse(port, host)) {
  console.error(busyPortLine(port, host))
  process.exit(1)
}

// A missing build is said in one line, before anything starts, rather than waited for.
const unbuilt = dev
  ? []
  : [...APP_IDS, ...(withAccountService ? (['account-api'] as const) : [])]
      .map(builtEntry)
      .filter((entry) => !fs.existsSync(path.join(repo, entry)))
if (unbuilt.length) {
  console.error(`[all-in-one] not built: ${unbuilt.join(', ')}; run the build first`)
  process.exit(1)
}

// The gateway holds its port from the start, so no port picked meanwhile (for its own servers, or for another
// all-in-one starting beside it) can be the same one; until its servers are up it answers 503.
let gatewayApp: Hono | null = null
const gateway = serve({
  fetch: (request, env) =>
    gatewayApp?.fetch(request, env) ??
    new Response('The storefront is starting; try again in a few seconds.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' },
    }),
  port,
  hostname: host,
})
// Taken between the check above and now: the same line, and every server stopped.
gateway.once('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? busyPortLine(port, host) : `[all-in-one] gateway: ${String(error)}`)
  void shutdown(1)
})

const apps: Record<AppId, string> = { cn: '', us: '', eu: '' }
const shared = { PUBLIC_ORIGIN: publicOrigin, HOST: '127.0.0.1' }
for (const app of APP_IDS) {
  const p = await freePort()
  apps[app] = `http://127.0.0.1:${p}`
  start(app, path.join(repo, 'apps', app), command(app, ['server.ts', '--dev']), { ...shared, PORT: String(p) })
  // Dev servers read the shared Vike root's +config files as they start: one after the other.
  if (dev) await waitFor(`${apps[app]}/health`, app)
}
let accountApi: string | null = null
if (withAccountService) {
  const p = await freePort()
  accountApi = `http://127.0.0.1:${p}`
  start('account-api', apiDir, command('account-api', ['src/main.ts']), {
    ACCOUNT_API_PORT: String(p),
    ACCOUNT_API_DATA_DIR: process.env.ACCOUNT_API_DATA_DIR ?? path.join(repo, '.data/account-api'),
    // Behind the gateway: trust its x-forwarded-for, and build e-mailed links on the public origin.
    TRUST_PROXY: '1',
    PUBLIC_BASE_URL: publicOrigin,
  })
}
// A server that never comes up (a missing build, a broken config) stops everything rather than restarting for ever.
await Promise.all([
  ...Object.entries(apps).map(([name, base]) => waitFor(`${base}/health`, name)),
  ...(accountApi ? [waitFor(`${accountApi}/health`, 'account-api')] : []),
]).catch((error: unknown) => {
  console.error(`[all-in-one] ${String(error)}; stopping`)
  return shutdown(1)
})
gatewayApp = createGateway({ apps, accountApi }, publicOrigin)
// Every region's prefix, from the region table: a new region shows up here by its row alone.
const prefixes = REGION_IDS.filter((id) => id !== DEFAULT_REGION).map(regionPrefix)
console.log(`\n  Storefront ready: ${publicOrigin}/  (${DEFAULT_REGION})  ${publicOrigin}${prefixes.join('  ')}\n`)
