import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest, startApp, type Running } from './servers'

/**
 * A production server's log for a shopper's ordinary visit: every line JSON, and no warning or error, so that an
 * alert on warnings fires on something to act on. A warning a library prints because of a choice made on purpose
 * is logged at info with why (EXPECTED_WARNINGS of the storefront's server).
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
    const lines = app
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg?: string; expected?: string })
    expect(lines.filter(({ level }) => level > 30).map(({ msg }) => msg)).toEqual([])
    // Vike's warning about the routing +onBeforeRoute does is there, at info, with its reason.
    expect(lines.find(({ msg }) => msg?.includes("Vike's routing is overridden"))).toMatchObject({
      level: 30,
      expected: expect.stringContaining('+onBeforeRoute'),
    })
  })
})
