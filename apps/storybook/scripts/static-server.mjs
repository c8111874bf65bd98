// The built Storybook (storybook-static/) over HTTP on loopback, for the screenshot script and the visual baselines
// (e2e/visual/storybook.spec.ts, started by playwright.config.ts):
//   node apps/storybook/scripts/static-server.mjs [port]
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

export const STATIC_ROOT = fileURLToPath(new URL('../storybook-static/', import.meta.url))

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
}

/** Serves `root` on 127.0.0.1 (`port` 0: any free one); resolves to the server and its base URL. */
export async function serveStatic(root = STATIC_ROOT, port = 0) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    try {
      const body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path))
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, base: `http://127.0.0.1:${server.address().port}` }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { base } = await serveStatic(STATIC_ROOT, Number(process.argv[2] ?? 6007))
  console.log(`storybook-static on ${base}`)
}
