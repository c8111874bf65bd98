/**
 * Rasterises the illustrations into the responsive variants the storefront serves (docs/rules/interface.md#images):
 *
 *   public/img/{name}.webp            desktop (≥ 1069 px): heroes 1600 px wide, products 1200 px
 *   public/img/{name}@2x.webp         desktop, density 2
 *   public/img/{name}_medium.webp     tablet (721–1068.99 px): heroes 1068 px, products 800 px
 *   public/img/{name}_medium@2x.webp  tablet, density 2
 *   public/img/{name}_small.webp      mobile (≤ 720.99 px): heroes 720 px, products 480 px
 *   public/img/{name}_small@2x.webp   mobile, density 2
 *   public/img/{name}.jpg             Open Graph image, 1200 × 630
 *
 * Heroes are 16:9, products 4:3. The SVG sources are (re)written to tools/content-assets/illustrations/ first.
 * Run once with `pnpm --filter @storefront/content-assets images` (needs the `sharp` dev dependency); the output is
 * committed, so the build itself needs no image tool.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { CONTENT_PUBLIC } from './content-package.mjs'
import { ILLUSTRATIONS } from './illustrations.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const srcDir = join(here, 'illustrations')
const outDir = join(CONTENT_PUBLIC, 'img')
mkdirSync(srcDir, { recursive: true })
mkdirSync(outDir, { recursive: true })

const WEBP = { quality: 75, effort: 6, smartSubsample: true }
const SIZES = {
  hero: { '': 1600, _medium: 1068, _small: 720 },
  product: { '': 1200, _medium: 800, _small: 480 },
}
const OG = { width: 1200, height: 630 }

async function render(svg, svgWidth, width) {
  // Rasterise at the target width directly so edges stay crisp at every size.
  const density = (72 * width) / svgWidth
  return sharp(Buffer.from(svg), { density }).resize({ width }).toBuffer()
}

let files = 0
let bytes = 0
const write = (file, data) => {
  writeFileSync(join(outDir, file), data)
  files++
  bytes += data.length
}

const only = process.argv.slice(2)
for (const [name, draw] of Object.entries(ILLUSTRATIONS)) {
  if (only.length && !only.includes(name)) continue
  const svg = draw()
  writeFileSync(join(srcDir, `${name}.svg`), svg)
  const kind = name.startsWith('hero-') ? 'hero' : 'product'
  const svgWidth = Number(/viewBox="0 0 (\d+) /.exec(svg)[1])
  for (const [suffix, width] of Object.entries(SIZES[kind])) {
    for (const [density, factor] of [
      ['', 1],
      ['@2x', 2],
    ]) {
      const png = await render(svg, svgWidth, width * factor)
      write(`${name}${suffix}${density}.webp`, await sharp(png).webp(WEBP).toBuffer())
    }
  }
  // Open Graph: heroes are cropped to 1200 × 630; products are drawn again on a 1200 × 630
  // backdrop (the generator's OG layout) so the whole robot stays in the picture.
  const ogSvg = kind === 'hero' ? svg : draw(true)
  const og = await sharp(await render(ogSvg, Number(/viewBox="0 0 (\d+) /.exec(ogSvg)[1]), OG.width))
    .resize({ ...OG, fit: 'cover', position: 'centre' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
  write(`${name}.jpg`, og)
  console.log(`${name}: done`)
}

const total = readdirSync(outDir).reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0)
console.log(
  `wrote ${files} files (${(bytes / 1024 / 1024).toFixed(2)} MB); public/img holds ` +
    `${(total / 1024 / 1024).toFixed(2)} MB`,
)
