#!/usr/bin/env node
// After tsc: the stylesheets of the published package.
//   - every src/**/*.css is copied to the same place under dist/ (base.css, components/<name>/<name>.css),
//     exported as `@storefront/ui/base.css` and `@storefront/ui/css/<name>.css`;
//   - dist/styles.css is the files src/styles.css @imports, concatenated in that order (one request,
//     no @import chain for a consumer that links it without a bundler);
//   - the compiled modules and their declarations lose their `import './<name>.css'` lines: Node
//     cannot import CSS, the published components are also rendered on servers without a bundler
//     (scripts/release/pack-check.mjs), and type checkers cannot resolve a stylesheet.
//     In the workspace the components run from src, where those imports let Vite split CSS per page.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const src = path.join(root, 'src')
const dist = path.join(root, 'dist')

const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))

let copied = 0
for (const file of walk(src).filter((f) => f.endsWith('.css') && path.basename(f) !== 'styles.css')) {
  const target = path.join(dist, path.relative(src, file))
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(file, target)
  copied += 1
}

const entry = fs.readFileSync(path.join(src, 'styles.css'), 'utf8')
const imports = [...entry.matchAll(/^@import\s+'([^']+)';$/gm)].map((m) => m[1])
if (!imports.length) throw new Error('src/styles.css @imports nothing')
const parts = imports.map((spec) => {
  const file = path.join(src, spec)
  if (!fs.existsSync(file)) throw new Error(`src/styles.css imports ${spec}, which does not exist`)
  return `/* ${spec.replace(/^\.\//, '')} */\n${fs.readFileSync(file, 'utf8').trimEnd()}\n`
})
fs.writeFileSync(
  path.join(dist, 'styles.css'),
  `/* @storefront/ui: every stylesheet of the package (src/styles.css, concatenated). */\n${parts.join('\n')}`,
)

const CSS_IMPORT = /^import '\.{1,2}\/[^']+\.css';\r?\n/gm
let stripped = 0
const compiled = (f) => f.endsWith('.js') || f.endsWith('.d.ts')
for (const file of walk(dist).filter(compiled)) {
  const code = fs.readFileSync(file, 'utf8')
  const out = code.replace(CSS_IMPORT, () => {
    stripped += 1
    return ''
  })
  if (out !== code) fs.writeFileSync(file, out)
}
const left = walk(dist).filter((f) => compiled(f) && /\.css['"]/.test(fs.readFileSync(f, 'utf8')))
if (left.length) throw new Error(`CSS imports left in ${left.map((f) => path.relative(root, f)).join(', ')}`)

console.log(
  `[build-css] ${copied} stylesheets copied, dist/styles.css from ${imports.length} files, ${stripped} CSS ` +
    `imports removed from the compiled modules and declarations`,
)
