// An app's production server for the benches (scripts/bench/bench.mjs, floods.mjs, ab.mjs), as its image runs it
// (`NODE_ENV=production` and the settings production refuses to start without), on loopback.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { freePort, stopProcess, waitForHealth } from '@storefront/test-kit'

/**
 * Starts `<dist>/start/server.mjs` in the app folder `appDir` and waits until it is healthy. Every app's origin is this
 * server unless `env` says otherwise (`env` is applied last). `dist`: a build in the app folder, `dist` by default.
 */
export async function startAppServer(appDir, { dist = 'dist', env = {} } = {}) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const production = { STOREFRONT_ENV: 'production', CN_ORIGIN: base, US_ORIGIN: base, EU_ORIGIN: base }
  const child = spawn(process.execPath, [path.join(dist, 'start/server.mjs')], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', ...production, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  await waitForHealth(`${base}/health`, { child, timeoutMs: 60_000 })
  return { base, child, stop: () => stopProcess(child, { group: true }) }
}
