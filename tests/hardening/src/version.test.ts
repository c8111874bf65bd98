import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot } from '@storefront/test-kit'
import { rawRequest, startApp, type Running } from './servers'

const versionOf = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string }).version

/** A built app says which release it is (docs/releasing.md): `/version` and `storefront_build_info`. */
describe('the built eu app names its release', () => {
  let app: Running
  let metricsPort = 0
  beforeAll(async () => {
    metricsPort = await freePort()
    app = await startApp('eu', { METRICS_PORT: String(metricsPort) })
  })
  afterAll(() => app?.stop())

  it('answers /version with the app version, the commit and the packages it bundles', async () => {
    const res = await rawRequest(app.base, { path: '/version' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const info = JSON.parse(res.body) as Record<string, unknown>
    expect(info).toMatchObject({ app: 'eu', version: versionOf('apps/eu') })
    expect(Date.parse(String(info['builtAt']))).not.toBeNaN()
    // The build ran in this checkout (or was handed SOURCE_COMMIT): a real commit, never made up.
    const commit = String(info['commit'])
    expect(commit).toMatch(/^[0-9a-f]{40}$/)
    expect(execFileSync('git', ['cat-file', '-t', commit], { cwd: repoRoot, encoding: 'utf8' }).trim()).toBe('commit')
    expect(info['packages']).toMatchObject({
      '@storefront/storefront': versionOf('packages/storefront'),
      '@storefront/region-config': versionOf('packages/region-config'),
      '@storefront/content': versionOf('packages/content'),
    })
  })

  it('exports the same release as storefront_build_info', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    expect(text).toMatch(new RegExp(`storefront_build_info\\{version="${versionOf('apps/eu').replace(/\./g, '\\.')}",`))
  })
})
