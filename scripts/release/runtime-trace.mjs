// `node scripts/release/runtime-trace.mjs apps/us /out`: copies what a built storefront app needs at run time,
// and nothing else, into /out with the repository's layout (the image's runtime stage copies it).
// @vercel/nft follows the imports of the production server and of Vike's server bundle into
// node_modules; the build toolchain that Vike can load in development only (vite, rolldown, esbuild,
// lightningcss, babel, tsx) is left out, so it stays in the build stage.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodeFileTrace } from '@vercel/nft'

const [appArg, outArg] = process.argv.slice(2)
if (!appArg || !outArg) throw new Error('usage: runtime-trace.mjs <app dir> <out dir>')
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const appDir = path.resolve(appArg)
const out = path.resolve(outArg)

const TOOLCHAIN = [
  'vite',
  'rolldown',
  '@rolldown',
  'esbuild',
  '@esbuild',
  'lightningcss[^/]*',
  '@babel',
  'tsx',
  'typescript',
  '@vitejs',
]
const BUILD_ONLY = new RegExp(`(^|/)node_modules/(\\.pnpm/[^/]+/node_modules/)?(${TOOLCHAIN.join('|')})(/|$)`)
const dist = path.join(appDir, 'dist')
const entries = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /^(start|server)\/.*\.m?js$/.test(file))
  .map((file) => path.join(dist, file))
const { fileList, warnings } = await nodeFileTrace(entries, { base: repo, ignore: (file) => BUILD_ONLY.test(file) })
// nft parses each file as a script before as a module, and reports the first try; neither warning is a miss.
for (const warning of warnings)
  if (!/Failed to resolve dependency|as script:/.test(String(warning))) console.warn(String(warning))

// The whole dist (client assets, images, manuals) plus the traced files; symlinks stay symlinks.
const files = new Set([
  ...fileList,
  ...fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => path.relative(repo, path.join(dist, f))),
])
let bytes = 0
for (const file of files) {
  const from = path.join(repo, file)
  const to = path.join(out, file)
  const stat = fs.lstatSync(from)
  if (stat.isDirectory()) continue
  fs.mkdirSync(path.dirname(to), { recursive: true })
  if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to)
  else {
    fs.copyFileSync(from, to)
    bytes += stat.size
  }
}
console.log(`[runtime-trace] ${files.size} files, ${(bytes / 1048576).toFixed(1)} MiB into ${out}`)
