// The bytes a page ships: the assets its HTML names, what Chromium loads until the page is quiet, what crosses
// the wire with the server's own compression, and its inline page data.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

const ASSET_TAG = /<(script|link)\b[^>]*>/gi
const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null

/** JS and CSS files a page's HTML names: module scripts, modulepreloads and stylesheets. */
export function assetsOf(html) {
  const js = new Set()
  const css = new Set()
  for (const [tag, kind] of html.matchAll(ASSET_TAG)) {
    if (kind.toLowerCase() === 'script') {
      const src = attr(tag, 'src')
      if (src) js.add(src)
    } else {
      const rel = (attr(tag, 'rel') ?? '').toLowerCase()
      const href = attr(tag, 'href')
      if (!href) continue
      if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script')) js.add(href)
      else if (rel === 'stylesheet' || (rel === 'preload' && attr(tag, 'as') === 'style')) css.add(href)
    }
  }
  return { js: [...js], css: [...css] }
}

const sizeCache = new Map()
function sizesOf(file) {
  let sizes = sizeCache.get(file)
  if (!sizes) {
    const bytes = fs.readFileSync(file)
    sizes = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }
    sizeCache.set(file, sizes)
  }
  return sizes
}

export function shipped(clientDir, urls) {
  const sum = (list) =>
    list.reduce(
      (acc, url) => {
        const file = path.join(clientDir, new URL(url, 'http://x').pathname)
        if (!fs.existsSync(file)) throw new Error(`${url} is referenced by the page but not in ${clientDir}`)
        const s = sizesOf(file)
        return { files: acc.files + 1, raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }
      },
      { files: 0, raw: 0, gzip: 0, brotli: 0 },
    )
  return { js: sum(urls.js), css: sum(urls.css) }
}

/**
 * The JS files Chromium downloads for `url` until the network is quiet, with no interaction: the
 * HTML's scripts and modulepreloads, and what the page imports after hydration (web vitals, the
 * session store, lazy chunks). A fresh context each time: no cache, no stored session.
 */
export async function scriptsLoadedBy(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    const scripts = new Set()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url())
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // Idle callbacks and timers that start a download after the network first went quiet.
    await page.waitForTimeout(1500)
    await page.waitForLoadState('networkidle')
    return [...scripts]
  } finally {
    await context.close()
  }
}

/** Bytes that cross the wire for `url` with this Accept-Encoding (the body as sent, not decoded). */
export function transferred(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0
        res.on('data', (chunk) => (bytes += chunk.length))
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }))
      })
      .on('error', reject)
  })
}

/** The page data inlined in the HTML: what Vike serialises and the islands' props (JSON scripts), gzip -9 bytes. */
export const pageDataGzip = (html) =>
  zlib.gzipSync(
    [
      ...html.matchAll(
        /<script (?:id="vike_(?:pageContext|globalContext)"|type="application\/json" data-island-props="")[^>]*>[\s\S]*?<\/script>/g,
      ),
    ]
      .map((m) => m[0])
      .join(''),
    { level: 9 },
  ).length
