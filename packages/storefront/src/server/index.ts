import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { gracefulShutdown, routeConsoleToLogger, serveMetrics } from '@storefront/ops'
import type { AppId } from '@storefront/region-config'
import { loadAppConfig } from '../app-config'
import { readBuildInfo } from '../build-info'
import { createStorefrontApp, type RenderPage } from './app'
import { createObservability } from './observability'
import { RenderCache } from './render-cache'
import { isClusterWorker, shareMetrics } from './cluster'

export { createStorefrontApp } from './app'

interface StartOptions {
  port?: number
  host?: string
  dev?: boolean
}

/**
 * Starts one regional storefront. Production serves `<appDir>/dist`; `dev` runs Vite's
 * dev server in-process for hot reload.
 */
export async function startStorefront(app: AppId, appDir: string, options: StartOptions = {}): Promise<http.Server> {
  const config = loadAppConfig(app)
  const port = options.port ?? Number(process.env.PORT ?? 3000)
  const host = options.host ?? process.env.HOST ?? '127.0.0.1'
  let devMiddleware: ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) | null = null
  let render: RenderPage
  let clientDir: string | null = null
  if (options.dev) {
    const { storefrontViteConfig, webRoot } = await import('../vite')
    process.chdir(webRoot)
    const { createDevMiddleware, renderPage } = await import('vike/server')
    const { devMiddleware: mw } = await createDevMiddleware({
      viteConfig: { ...storefrontViteConfig(app, appDir), configFile: false },
    })
    devMiddleware = mw
    render = renderPage as unknown as RenderPage
  } else {
    const entry = path.join(appDir, 'dist/server/entry.mjs')
    if (!fs.existsSync(entry)) throw new Error(`No build found at ${entry}: run the app's build first.`)
    await import(pathToFileURL(entry).href)
    const { renderPage } = await import('vike/server')
    render = renderPage as unknown as RenderPage
    clientDir = path.join(appDir, 'dist/client')
  }
  const build = readBuildInfo(app, appDir, options.dev === true)
  const ops = createObservability({ app, build })
  routeConsoleToLogger(ops.log)
  // STOREFRONT_RENDER_CACHE=off renders every request (benchmarks of the renderer, debugging).
  const renderCache = process.env.STOREFRONT_RENDER_CACHE === 'off' ? false : new RenderCache()
  if (renderCache) ops.watchCache(renderCache)
  const hono = createStorefrontApp({
    config,
    render: ops.timeRender(render),
    clientDir,
    viteDevServer: options.dev === true,
    renderCache,
    probes: { ready: () => !shutdown.stopping && (!clientDir || fs.existsSync(clientDir)), build },
  })
  const listener = getRequestListener(hono.fetch)
  // In dev, Vite's middleware answers its own modules and assets first; every page goes to the app, as in production.
  const server = http.createServer(
    ops.listen((req, res) =>
      devMiddleware ? devMiddleware(req, res, () => void listener(req, res)) : void listener(req, res),
    ),
  )
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  // A cluster's primary serves the workers' metrics together (cluster.ts).
  const worker = isClusterWorker()
  if (worker) shareMetrics(ops.registry)
  const metrics = worker ? null : await serveMetrics(ops.registry, { port: process.env.METRICS_PORT, host })
  const shutdown = gracefulShutdown(server, { log: ops.log, others: [metrics] })
  ops.log.info(
    { environment: config.environment, regions: config.regions, metricsPort: process.env.METRICS_PORT },
    `storefront on http://${host}:${port}`,
  )
  return server
}
