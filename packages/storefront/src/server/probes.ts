import type { Hono } from 'hono'
import type { AppId } from '@storefront/region-config'
import type { BuildInfo } from '../build-info'

export interface Probes {
  /** `/ready` answers 200 only while this holds (built assets present, not shutting down). */
  ready: () => boolean
  /** What this server was built from: answered at `/version`. */
  build: BuildInfo
}

/** `/version` and `/ready` (docs/deployment.md): the orchestrator's and the release's questions, never cached. */
export function mountProbes(app: Hono, appId: AppId, { ready, build }: Probes): void {
  app.get('/version', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(build)
  })
  app.get('/ready', (c) => {
    c.header('Cache-Control', 'no-store')
    const ok = ready()
    return c.json(
      {
        code: ok ? 2000 : 5030,
        msg: ok ? 'success' : 'not ready',
        data: { status: ok ? 'ready' : 'not ready', app: appId },
      },
      ok ? 200 : 503,
    )
  })
}
