// The built site, judged by checkers this project did not write (docs/security.md#site-checks). Starts the
// all-in-one server (`npm start`'s) on a free port and runs:
//   1. a link crawl (linkinator) from every region's home: zero broken same-origin links or assets, head
//      tags included, and every same-origin URL in the pages' JSON-LD answering 200;
//   2. the Nu HTML checker (vnu-jar, Debian's java): zero errors on one page of every type in every region,
//      every account screen, and each region's not-found page;
//   3. pa11y 9 with HTML_CodeSniffer in Debian's Chromium headless shell: zero WCAG 2 AA errors on home, product,
//      login and the Hong Kong page.
// Prints a summary and exits non-zero on any finding. Needs the apps built (`turbo run build`) and is run
// with tsx (it reads the route table from @storefront/region-config's sources). With SITE_CHECK_BASE it judges a
// server that is already running instead of starting one.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LinkChecker } from 'linkinator'
import pa11y from 'pa11y'
import vnuJar from 'vnu-jar'
import { REGION_IDS, ROUTES, pathOf } from '@storefront/region-config'
import { E2E_NOW, startAllInOne } from '@storefront/test-kit'
import { TEST_CHROMIUM } from '@storefront/test-kit/chromium'

const JAVA = process.env.JAVA ?? '/usr/bin/java'
// The instant the Playwright suite uses: campaign windows open, every launch and promo started.
const NOW = process.env.SITE_CHECK_NOW ?? E2E_NOW
const PA11Y_PAGES = [
  '/',
  '/us',
  '/us/flagship-megatron',
  '/flagship-megatron',
  '/us/login',
  '/fr/login',
  '/where-to-buy/hongkong-macao',
]

/** Every same-origin URL a page's JSON-LD names (Organization logo, page and product URLs, images …). */
function jsonLdUrls(html, base) {
  const urls = new Set()
  const walk = (value) => {
    if (typeof value === 'string') {
      if (value.startsWith(base) || value.startsWith('/')) urls.add(new URL(value, base).href)
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs))
    walk(JSON.parse(json))
  return urls
}

async function crawl(base) {
  const starts = [...REGION_IDS.map((r) => `${base}${pathOf(r, '')}`), `${base}/where-to-buy/hongkong-macao`]
  const checker = new LinkChecker()
  const result = await checker.check({
    path: starts,
    recurse: true,
    concurrency: 16,
    timeout: 20_000,
    // Same-origin only: the shops, social networks and API hosts are not this site's to answer.
    linksToSkip: async (link) => !link.startsWith(base),
  })
  const broken = result.links
    .filter((l) => l.state === 'BROKEN')
    .map((l) => `${l.status} ${l.url} (on ${l.parent ?? 'start'})`)
  // JSON-LD is data the crawler does not read: check its URLs from each page it found.
  const pages = [
    ...new Set(
      result.links
        .filter((l) => l.state === 'OK' && l.url.startsWith(base) && !/\.[a-z0-9]+$/i.test(new URL(l.url).pathname))
        .map((l) => l.url),
    ),
  ]
  const status = new Map()
  for (const page of pages) {
    const res = await fetch(page)
    if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) continue
    for (const url of jsonLdUrls(await res.text(), base)) {
      if (!status.has(url)) status.set(url, (await fetch(url, { method: 'HEAD' })).status)
      if (status.get(url) !== 200) broken.push(`${status.get(url)} ${url} (JSON-LD of ${page})`)
    }
  }
  return {
    checked: result.links.filter((l) => l.state !== 'SKIPPED').length,
    pages: pages.length,
    jsonLd: status.size,
    broken,
  }
}

/** One page of every type in every region, every account screen, and each region's not-found page. */
function vnuPages() {
  const pages = new Set(['/where-to-buy/hongkong-macao'])
  for (const region of REGION_IDS) {
    const types = new Set()
    for (const route of ROUTES) {
      if (route.meta.region !== region || route.redirect || !route.component) continue
      const key = route.component === 'account' ? `account:${route.meta.screen}` : route.component
      if (types.has(key)) continue
      types.add(key)
      pages.add(route.path)
    }
    pages.add(pathOf(region, 'no-such-page-here'))
  }
  return [...pages]
}

async function validateHtml(base) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-check-vnu-'))
  try {
    const files = new Map()
    for (const [i, page] of vnuPages().entries()) {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`)
      fs.writeFileSync(file, await (await fetch(`${base}${page}`)).text())
      files.set(file, page)
    }
    const run = spawnSync(
      JAVA,
      ['-Xss1m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files.keys()],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    if (run.status !== 0) throw new Error(`vnu failed (${run.status}): ${run.stderr.slice(0, 2000)}`)
    const { messages } = JSON.parse(run.stderr || run.stdout)
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map(
        (m) =>
          `${files.get(m.url.replace(/^file:/, '')) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`,
      )
    return { checked: files.size, errors }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function accessibility(base) {
  const errors = []
  for (const page of PA11Y_PAGES) {
    const result = await pa11y(`${base}${page}`, {
      runners: ['htmlcs'],
      standard: 'WCAG2AA',
      includeWarnings: false,
      includeNotices: false,
      timeout: 60_000,
      // Debian's Chromium: puppeteer's own browser is never downloaded (pnpm does not run its postinstall).
      chromeLaunchConfig: { executablePath: TEST_CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] },
    })
    for (const issue of result.issues.filter((i) => i.type === 'error'))
      errors.push(`${page}: ${issue.code} ${issue.message} [${issue.selector}]`)
  }
  return { checked: PA11Y_PAGES.length, errors }
}

const started = Date.now()
// SITE_CHECK_BASE: judge a server already running at that instant (the log check's, in `npm test`).
const site = process.env.SITE_CHECK_BASE
  ? { base: process.env.SITE_CHECK_BASE, stop: async () => {} }
  : await startAllInOne({ now: NOW, env: { RATE_LIMIT_PER_MINUTE: '100000' } })
const findings = []
const summary = []
const step = async (name, fn, describe) => {
  const t = Date.now()
  try {
    const result = await fn()
    const problems = result.broken ?? result.errors
    findings.push(...problems.map((p) => `${name}: ${p}`))
    summary.push(
      `${name}: ${describe(result)}, ${problems.length} finding(s) in ${((Date.now() - t) / 1000).toFixed(0)} s`,
    )
  } catch (error) {
    findings.push(`${name}: ${error.stack ?? error}`)
    summary.push(`${name}: FAILED to run`)
  }
}
try {
  await step(
    'links (linkinator)',
    () => crawl(site.base),
    (r) => `${r.checked} links and assets, ${r.pages} pages, ${r.jsonLd} JSON-LD URLs`,
  )
  await step(
    'HTML (Nu checker)',
    () => validateHtml(site.base),
    (r) => `${r.checked} pages`,
  )
  await step(
    'accessibility (pa11y, HTML_CodeSniffer, WCAG2AA)',
    () => accessibility(site.base),
    (r) => `${r.checked} pages`,
  )
} finally {
  await site.stop()
}
for (const finding of findings) console.log(`  ✗ ${finding}`)
console.log(`\n[site-check] ${summary.join('\n[site-check] ')}`)
console.log(
  `[site-check] ${findings.length ? `${findings.length} finding(s)` : 'clean'} in ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
)
process.exit(findings.length ? 1 : 0)
