import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

export const HASHED_ASSET = /^\/_[a-z]+\/assets\//
/** A path whose last segment has an extension (`/favicon.svg`, `/_us/assets/entry.js`). */
export const FILE_NAME = /\.[^/]*$/

/** The built client's files: hashed assets kept for good, the rest for an hour. */
export function mountStaticFiles(app: Hono, clientDir: string): void {
  const statics = serveStatic({
    root: clientDir,
    // The build writes .br and .gz beside each compressible file (vite.ts): served per Accept-Encoding.
    precompressed: true,
    onFound: (_filePath, c) => {
      c.header(
        'Cache-Control',
        HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  })
  // Every built file has an extension and no page path has one: a page is not looked for on disk.
  app.use('*', (c, next) => (FILE_NAME.test(c.req.path) ? statics(c, next) : next()))
  // A hashed asset that is not in this build (an old deploy's chunk) is a plain 404, never a page or a redirect:
  // the client's deploy-skew recovery relies on it (docs/rules/routing.md#deploy-skew).
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (!HASHED_ASSET.test(c.req.path)) return next()
    return c.text('Not Found', 404, { 'Cache-Control': 'no-store' })
  })
}
