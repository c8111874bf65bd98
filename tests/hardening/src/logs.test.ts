import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest, startApp, type Running } from './servers'

/**
 * A production server's log for a shopper's ordinary visit: every line JSON, and no warning or error, so that an
 * alert on warnings fires on something to act on.
 */
describe('production log of ordinary traffic', () => {
  let app: Running
  beforeAll(async () => {
    app = await startApp('us', { STOREFRONT_ENV: 'production', LOG_FORMAT: 'json' }, { stdout: true })
  })
  afterAll(async () => {
    await app?.stop()
  })

  it('has no line above info for pages, a login screen, a 404 and a malformed URL', async () => {
    const visits = {
      '/us': 200,
      '/us/flagship-megatron': 200,
      '/us/login': 200,
      '/us/no-such-page': 404,
      '/us/%zz': 400,
    }
    for (const [path, status] of Object.entries(visits))
      expect((await rawRequest(app.base, { path })).status, path).toBe(status)
    // The log is written asynchronously: wait for the last request's access line, then read whole lines only.
    for (let waited = 0; !app.stdout().includes('"status":400') && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50))
    const written = app.stdout()
    const lines = written
      .slice(0, written.lastIndexOf('\n'))
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg?: string; route?: string })
    // Every visit has its access line (the health checks before them have theirs too).
    const routes = lines.filter(({ msg }) => msg === 'request').map(({ route }) => route)
    expect(routes).toEqual(expect.arrayContaining(Object.keys(visits)))
    expect(lines.filter(({ level }) => level > 30).map(({ msg }) => msg)).toEqual([])
    // Vike uses its own routing, so it has nothing to warn about (no experimental override).
    expect(lines.filter(({ msg }) => msg?.includes("Vike's routing is overridden"))).toEqual([])
  })
})
