// Screenshots of every story at phone and desktop widths, from the static build, in Debian's Chromium:
//   pnpm build-storybook && node scripts/screenshots.mjs [filter] [outDir]
// For design review (look at them); not part of the test run.
import { createServer } from 'node:http'
import { readFile, mkdir } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { chromium } from 'playwright'

const root = new URL('../storybook-static/', import.meta.url).pathname
const filter = process.argv[2] ?? ''
const outDir = process.argv[3] ?? '/tmp/storybook-shots'
const widths = (process.env.WIDTHS ?? '375,1440').split(',').map(Number)
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

const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
  try {
    const body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path))
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body)
  } catch {
    res.writeHead(404).end()
  }
})
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${server.address().port}`

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'))
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.includes(filter))
await mkdir(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const story of stories) {
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`)
    await page.waitForSelector('#storybook-root > *', { timeout: 15_000 }).catch(() => {})
    await page.waitForLoadState('networkidle').catch(() => {})
    await page.screenshot({ path: join(outDir, `${story.id}--${width}.png`), fullPage: true })
  }
  await page.close()
}
await browser.close()
server.close()
console.log(`${stories.length * widths.length} screenshots in ${outDir}`)
