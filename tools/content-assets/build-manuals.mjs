/**
 * Writes the PDF manuals to public/manuals/{productKey}-{lang}.pdf: title, safety notes,
 * charging, first start, app pairing, voice commands, care, technical data and support, in the
 * manual's language, on A5 pages with the product illustration on the cover.
 *
 * Which manuals: every product key sold by a region that has a `manuals` page (en for us/uk/eu,
 * fr, de, ko for kr, zh for cn), plus ja for the products jp sells (its download centre links them).
 *
 * Fonts: Latin manuals use the PDF standard Helvetica (nothing embedded). Japanese, Korean and
 * Chinese manuals embed Noto Sans CJK (Debian package fonts-noto-cjk), subset to the characters
 * the manuals of that language use and converted to TrueType outlines by cjk-font.py (fontTools,
 * Debian package python3-fonttools), so each PDF stays small and reads in every viewer.
 * Run once with `pnpm --filter @storefront/content-assets manuals`; the output is committed.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import sharp from 'sharp'
import { CONTENT_PUBLIC } from './content-package.mjs'
import { ILLUSTRATIONS } from './illustrations.mjs'
import { MANUAL_TEXT } from './manual-text.mjs'
import { FACTS } from './product-facts.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const outDir = join(CONTENT_PUBLIC, 'manuals')
mkdirSync(outDir, { recursive: true })

/** Product keys per manual language, from the region catalogues (region-config catalogue.ts OFFERS). */
const EU_SET = [
  'flagshipBumblebee',
  'flagshipMegatron',
  'toyStoryBuzzLightyear',
  'miniRobot',
  'interstellarScoutK1',
  'interstellarScoutK1pro',
]
export const MANUALS = {
  en: Object.keys(FACTS), // us sells every product; uk and eu sell a subset of it
  fr: EU_SET,
  de: EU_SET,
  ko: ['miniRobot', 'interstellarScoutK1', 'interstellarScoutK1pro'],
  zh: [
    'flagshipBumblebee',
    'flagshipMegatron',
    'toyStoryBuzzLightyear',
    'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
    'miniRobot',
    'interstellarScoutK1',
    'interstellarScoutK1pro',
    'interstellarAgentT9',
  ],
  ja: ['flagshipBumblebee', 'miniRobot', 'interstellarScoutK1', 'interstellarScoutK1pro'],
}

const CJK = {
  ja: { index: 0, lang: 'ja' },
  ko: { index: 1, lang: 'ko' },
  zh: { index: 2, lang: 'zh-CN' },
}
const NOTO = {
  regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
}
const PDF_LANG = { en: 'en', fr: 'fr-FR', de: 'de-DE', ja: 'ja-JP', ko: 'ko-KR', zh: 'zh-CN' }
const BRAND = 'MECHAFORM ROBOTICS'

const NAVY = rgb(0.047, 0.086, 0.161)
const STEEL = rgb(0.29, 0.365, 0.5)
const RED = rgb(0.902, 0.224, 0.275)
const INK = rgb(0.13, 0.15, 0.2)
const RULE = rgb(0.84, 0.87, 0.92)
const PALE = rgb(0.95, 0.96, 0.98)

// A5 portrait, in points.
const PAGE = { w: 419.53, h: 595.28, margin: 34, top: 50, bottom: 40 }
const SIZE = { body: 8.6, h: 11.5, title: 19, small: 7 }

/** Every string of a document, for the font subset. */
function textsOf(doc, name) {
  const out = [doc.title, doc.subtitle, doc.intro, name, BRAND]
  for (const s of doc.sections) {
    out.push(s.h)
    for (const b of s.blocks) {
      if (b.p) out.push(b.p)
      for (const it of b.ul ?? b.ol ?? []) out.push(it)
      for (const [k, v] of b.table ?? []) out.push(k, v)
    }
  }
  return out
}

/** Subsets a Noto Sans CJK face to the given characters, as TrueType; returns the font bytes. */
function subsetCjk(file, index, chars, dir, tag) {
  const textFile = join(dir, `${tag}.txt`)
  const outFile = join(dir, `${tag}.ttf`)
  writeFileSync(textFile, chars)
  execFileSync('/usr/bin/python3', [join(here, 'cjk-font.py'), file, String(index), textFile, outFile], {
    stdio: 'inherit',
  })
  return readFileSync(outFile)
}

// ------------------------------------------------------------------ line breaking
const NO_LINE_START = '、。，．,.)）」』】〕》〉!！?？:：;；・ーぁぃぅぇぉっゃゅょァィゥェォッャュョ%％”’'
const NO_LINE_END = '(（「『【〔《〈“‘'

/** Splits text into breakable tokens: words for Latin and Korean, characters for Japanese and Chinese. */
function tokens(text, lang) {
  if (lang !== 'ja' && lang !== 'zh') return text.split(/(\s+)/).filter(Boolean)
  const raw = text.match(/[A-Za-z0-9][A-Za-z0-9.,\-+/%°:×]*|\s+|./gu) ?? []
  const out = []
  for (const t of raw) {
    const prev = out[out.length - 1]
    if (prev !== undefined && (NO_LINE_START.includes(t[0]) || NO_LINE_END.includes(prev[prev.length - 1])))
      out[out.length - 1] = prev + t
    else out.push(t)
  }
  return out
}

function wrap(text, font, size, width, lang) {
  const lines = []
  let line = ''
  const fits = (s) => font.widthOfTextAtSize(s, size) <= width
  for (const tok of tokens(text, lang)) {
    const next = line + tok
    if (fits(next)) {
      line = next
      continue
    }
    if (line.trim()) lines.push(line.trimEnd())
    line = /^\s+$/.test(tok) ? '' : tok
    while (!fits(line)) {
      // A single token wider than the line: cut it.
      let cut = line.length - 1
      while (cut > 1 && !fits(line.slice(0, cut))) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

// ------------------------------------------------------------------ layout
class Writer {
  constructor(pdf, fonts, lang, footer) {
    Object.assign(this, { pdf, fonts, lang, footer })
    this.pages = []
    this.width = PAGE.w - PAGE.margin * 2
    this.lead = lang === 'en' || lang === 'fr' || lang === 'de' ? 1.36 : 1.5
  }
  newPage() {
    const page = this.pdf.addPage([PAGE.w, PAGE.h])
    this.pages.push(page)
    this.page = page
    this.y = PAGE.h - PAGE.top
    page.drawRectangle({ x: 0, y: PAGE.h - 30, width: PAGE.w, height: 30, color: NAVY })
    page.drawRectangle({ x: 0, y: PAGE.h - 32.5, width: PAGE.w, height: 2.5, color: RED })
    page.drawText(BRAND, { x: PAGE.margin, y: PAGE.h - 19.5, size: 7.5, font: this.fonts.bold, color: rgb(1, 1, 1) })
    return page
  }
  ensure(h) {
    if (this.y - h < PAGE.bottom) this.newPage()
  }
  text(
    str,
    { x = PAGE.margin, size = SIZE.body, font = this.fonts.regular, color = INK, width = this.width, gap = 0 } = {},
  ) {
    const lines = wrap(str, font, size, width, this.lang)
    const lh = size * this.lead
    for (const line of lines) {
      this.ensure(lh)
      this.page.drawText(line, { x, y: this.y - size, size, font, color })
      this.y -= lh
    }
    this.y -= gap
  }
  heading(str) {
    this.ensure(SIZE.h * 2 + SIZE.body * 3 * this.lead)
    this.y -= 6
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - SIZE.h + 1, width: 3, height: SIZE.h, color: RED })
    this.text(str, { x: PAGE.margin + 9, size: SIZE.h, font: this.fonts.bold, color: NAVY, gap: 3 })
  }
  list(items, numbered) {
    items.forEach((item, i) => {
      const lines = wrap(item, this.fonts.regular, SIZE.body, this.width - 16, this.lang)
      this.ensure(Math.min(lines.length, 2) * SIZE.body * this.lead)
      const y = this.y
      if (numbered) {
        this.page.drawCircle({ x: PAGE.margin + 5, y: y - SIZE.body * 0.62, size: 5.2, color: NAVY })
        const n = String(i + 1)
        this.page.drawText(n, {
          x: PAGE.margin + 5 - this.fonts.bold.widthOfTextAtSize(n, 6.5) / 2,
          y: y - SIZE.body * 0.62 - 2.3,
          size: 6.5,
          font: this.fonts.bold,
          color: rgb(1, 1, 1),
        })
      } else {
        this.page.drawRectangle({
          x: PAGE.margin + 3,
          y: y - SIZE.body * 0.62 - 1.6,
          width: 3.2,
          height: 3.2,
          color: RED,
        })
      }
      this.text(item, { x: PAGE.margin + 16, width: this.width - 16, gap: 2.2 })
    })
    this.y -= 2
  }
  table(rows) {
    const col = this.width * 0.38
    rows.forEach(([k, v], i) => {
      const kl = wrap(k, this.fonts.bold, SIZE.body, col - 10, this.lang)
      const vl = wrap(v, this.fonts.regular, SIZE.body, this.width - col - 10, this.lang)
      const h = Math.max(kl.length, vl.length) * SIZE.body * this.lead + 6
      this.ensure(h)
      if (i % 2 === 0)
        this.page.drawRectangle({ x: PAGE.margin, y: this.y - h, width: this.width, height: h, color: PALE })
      const y0 = this.y - 3
      kl.forEach((l, j) =>
        this.page.drawText(l, {
          x: PAGE.margin + 5,
          y: y0 - SIZE.body - j * SIZE.body * this.lead,
          size: SIZE.body,
          font: this.fonts.bold,
          color: NAVY,
        }),
      )
      vl.forEach((l, j) =>
        this.page.drawText(l, {
          x: PAGE.margin + col,
          y: y0 - SIZE.body - j * SIZE.body * this.lead,
          size: SIZE.body,
          font: this.fonts.regular,
          color: INK,
        }),
      )
      this.y -= h
    })
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.margin + this.width, y: this.y },
      thickness: 0.6,
      color: RULE,
    })
    this.y -= 6
  }
  finish() {
    const total = this.pages.length
    this.pages.forEach((page, i) => {
      page.drawLine({
        start: { x: PAGE.margin, y: 30 },
        end: { x: PAGE.w - PAGE.margin, y: 30 },
        thickness: 0.5,
        color: RULE,
      })
      page.drawText(this.footer, { x: PAGE.margin, y: 19, size: SIZE.small, font: this.fonts.regular, color: STEEL })
      const n = `${i + 1} / ${total}`
      page.drawText(n, {
        x: PAGE.w - PAGE.margin - this.fonts.regular.widthOfTextAtSize(n, SIZE.small),
        y: 19,
        size: SIZE.small,
        font: this.fonts.regular,
        color: STEEL,
      })
    })
  }
}

async function coverImage(name) {
  const svg = ILLUSTRATIONS[name]()
  const png = await sharp(Buffer.from(svg), { density: 48 }).resize({ width: 800 }).toBuffer()
  return sharp(png).jpeg({ quality: 70, mozjpeg: true }).toBuffer()
}

async function build(lang, key, fontBytes, images) {
  const facts = FACTS[key]
  const doc = MANUAL_TEXT[lang](facts)
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const fonts = fontBytes
    ? {
        regular: await pdf.embedFont(fontBytes.regular, { subset: false }),
        bold: await pdf.embedFont(fontBytes.bold, { subset: false }),
      }
    : { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  pdf.setTitle(`${facts.name} – ${doc.title}`)
  pdf.setAuthor('Mechaform Robotics')
  pdf.setSubject(doc.title)
  pdf.setLanguage(PDF_LANG[lang])
  pdf.setCreator('Mechaform Robotics')
  pdf.setProducer('Mechaform Robotics')
  const fixed = new Date('2026-04-01T00:00:00Z')
  pdf.setCreationDate(fixed)
  pdf.setModificationDate(fixed)

  const w = new Writer(pdf, fonts, lang, `${facts.name} · ${doc.title}`)
  const page = w.newPage()
  // Cover block: the document title and product name on the left, the illustration on the right.
  const jpg = await pdf.embedJpg(images.get(facts.image))
  const imgW = w.width * 0.5
  const imgH = (imgW * 3) / 4
  const top = w.y
  page.drawImage(jpg, { x: PAGE.margin + w.width - imgW, y: top - imgH, width: imgW, height: imgH })
  const colW = w.width - imgW - 12
  w.y -= 8
  w.text(doc.title.toUpperCase(), { size: 8.5, font: fonts.bold, color: RED, width: colW, gap: 2 })
  w.text(facts.name, {
    size: facts.name.length > 30 ? 14 : SIZE.title,
    font: fonts.bold,
    color: NAVY,
    width: colW,
    gap: 3,
  })
  w.text(doc.subtitle, { size: SIZE.small + 0.5, color: STEEL, width: colW })
  w.y = Math.min(w.y, top - imgH) - 12
  w.text(doc.intro, { gap: 4 })
  for (const section of doc.sections) {
    w.heading(section.h)
    for (const b of section.blocks) {
      if (b.p) w.text(b.p, { gap: 4 })
      if (b.ul) w.list(b.ul, false)
      if (b.ol) w.list(b.ol, true)
      if (b.table) w.table(b.table)
    }
  }
  w.finish()
  return { bytes: await pdf.save({ useObjectStreams: true }), pages: w.pages.length }
}

const only = process.argv.slice(2)
const images = new Map()
for (const key of new Set(Object.values(MANUALS).flat())) {
  const name = FACTS[key].image
  if (!images.has(name)) images.set(name, await coverImage(name))
}
const tmp = mkdtempSync(join(tmpdir(), 'manual-fonts-'))
let count = 0
for (const [lang, keys] of Object.entries(MANUALS)) {
  if (only.length && !only.includes(lang)) continue
  let fontBytes = null
  if (CJK[lang]) {
    const chars = new Set('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz -–·/()（）.,:;%+×°')
    for (const key of keys)
      for (const s of textsOf(MANUAL_TEXT[lang](FACTS[key]), FACTS[key].name)) for (const ch of s) chars.add(ch)
    chars.add(BRAND)
    const text = [...chars].join('')
    fontBytes = {
      regular: subsetCjk(NOTO.regular, CJK[lang].index, text, tmp, `${lang}-regular`),
      bold: subsetCjk(NOTO.bold, CJK[lang].index, text, tmp, `${lang}-bold`),
    }
  }
  for (const key of keys) {
    const { bytes, pages } = await build(lang, key, fontBytes, images)
    const file = `${key}-${lang}.pdf`
    writeFileSync(join(outDir, file), bytes)
    count++
    console.log(`${file}: ${pages} pages, ${(bytes.length / 1024).toFixed(0)} kB`)
  }
}
const total = readdirSync(outDir).reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0)
console.log(`wrote ${count} manuals; public/manuals holds ${(total / 1024 / 1024).toFixed(2)} MB`)
