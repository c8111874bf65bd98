// Screenshots of every story, per region and width, from the static build, in Debian's Chromium, for design review
// (docs/design-review.md); not part of the test run:
//   pnpm build-storybook && node scripts/screenshots.mjs [filter] [outDir] [--regions=us,de,jp] [--widths=375,1200]
// filter: part of a story id (e.g. "buy-box", "regions-side-by-side"); outDir: /tmp/storybook-shots by default.
// Regions (REGIONS) default to us; widths (WIDTHS) to the viewport menu's (.storybook/viewports.ts).
// Each page is scrolled to its end and back before the shot, so lazy images load and scroll effects run.
import { readFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { serveStatic, STATIC_ROOT as root } from './static-server.mjs'

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('=')),
)
const [filter = '', outDir = '/tmp/storybook-shots'] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const listOf = (value) => value.split(',').filter(Boolean)
const regions = listOf(options.regions ?? process.env.REGIONS ?? 'us')
const widths = listOf(options.widths ?? process.env.WIDTHS ?? '375,768,1024,1200,1440').map(Number)
const { server, base } = await serveStatic(root)

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'))
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.includes(filter))
await mkdir(outDir, { recursive: true })

/** Scrolls to the end one screen at a time (lazy images, scroll-triggered effects), then back to the top. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const pause = () => new Promise((r) => setTimeout(r, 120))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await pause()
    }
    window.scrollTo(0, 0)
    await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))))
  })
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // A container's /dev/shm is small: without the flag Chromium's tabs crash on long pages.
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
})
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const region of regions)
    for (const story of stories) {
      // A story pinned to a region (inRegion) keeps it: story globals win over the URL's.
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=region:${region}`)
      await page.waitForSelector('#storybook-root > *', { timeout: 15_000 }).catch(() => {})
      await page.waitForLoadState('networkidle').catch(() => {})
      await scrollThrough(page)
      await page.screenshot({ path: join(outDir, `${story.id}--${region}--${width}.png`), fullPage: true })
    }
  await page.close()
}
await browser.close()
server.close()
console.log(`${stories.length * regions.length * widths.length} screenshots in ${outDir}`)
