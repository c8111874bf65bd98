#!/usr/bin/env node
// What a consumer of our published packages gets, checked before anything is published:
//   1. `pnpm pack` every publishable package (pnpm applies publishConfig.exports and replaces
//      workspace:/catalog: ranges, exactly as `changeset publish` → `pnpm publish` will);
//   2. the packed package.json points at dist only, and publint --strict and
//      @arethetypeswrong/cli (profile esm-only) pass on the tarball;
//   3. the tarballs are installed with npm into a fresh project outside the workspace, and a small
//      TSX file that uses every package is type-checked by tsc (NodeNext resolution, as a Node
//      consumer resolves) and run by node: formatPrice, buildHead, createApiClient, a lazy content bundle,
//      the shipped images and stylesheet, and a ui component rendered with renderToString.
// Needs the packages' dist (`turbo run build`). Usage: node scripts/release/pack-check.mjs [--keep]
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const keep = process.argv.includes('--keep')
const started = Date.now()
const log = (message) => console.log(`[pack-check] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
const bin = (name) => path.join(root, 'node_modules/.bin', name)

/** pnpm as the workspace runs it: the one running this script, else the pinned version through npx. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath ?? ''
  if (/pnpm/.test(path.basename(execPath)))
    return execPath.endsWith('.js') || execPath.endsWith('.cjs') ? [process.execPath, execPath] : [execPath]
  const pinned = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager
  return ['npx', '--yes', pinned]
}

function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${out}`)),
    )
  })
}

/** Every package under packages/ that is not private. */
export function publishablePackages() {
  const dir = path.join(root, 'packages')
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((p) => fs.existsSync(path.join(p, 'package.json')))
    .map((p) => ({ dir: p, pkg: JSON.parse(fs.readFileSync(path.join(p, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => !pkg.private)
}

/** The packed manifest must only point into dist (or shipped assets) and carry no workspace-only ranges. */
function checkManifest(name, manifest) {
  const problems = []
  const targets = JSON.stringify(manifest.exports ?? {}) + (manifest.types ?? '')
  if (/\.\/src\//.test(targets)) problems.push('exports/types still point at ./src')
  if (!manifest.exports?.['.']?.types?.startsWith('./dist/')) problems.push('exports["."].types is not in ./dist')
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      if (/^(workspace|catalog):/.test(range)) problems.push(`${field}.${dep} is still "${range}"`)
    }
  }
  if (problems.length) throw new Error(`${name}: packed package.json is wrong:\n  ${problems.join('\n  ')}`)
}

const CONSUMER = `import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderToString } from 'react-dom/server'
import { REGION_CONFIGS, formatPrice, routeByPath, type RegionId } from '@storefront/region-config'
import { buildHead, renderHeadHtml, singleOrigin } from '@storefront/seo'
import { createApiClient } from '@storefront/api-client'
import { API_CODE, API_HTTP_STATUS } from '@storefront/api-client/contract'
import { createI18nInstance, loadPageContent, loadResources, requestedBundles } from '@storefront/content'
import { commonResourcesOf } from '@storefront/content/common-messages'
import { SERVICE_MESSAGES } from '@storefront/content/service-messages'
import { Picture } from '@storefront/ui'

const region: RegionId = 'us'
assert.equal(formatPrice(1299, 'USD', 'en-US'), '$1,299.00')

const route = routeByPath('/us')
assert.ok(route, 'the route table knows /us')
const head = buildHead({
  route, region: REGION_CONFIGS[region], origins: singleOrigin('https://shop.example'), siteName: 'Mechaform Robotics',
  title: 'Home', description: 'Robot toys', logo: 'https://shop.example/logo.svg', now: Date.now(),
})
assert.match(renderHeadHtml(head), /<link rel="canonical" href="https:\\/\\/shop\\.example\\/us"/)

const api = createApiClient({ region, environment: 'production', locks: null })
assert.equal(api.baseURL, 'https://api-us.mechaform-robotics.com')
assert.equal(API_HTTP_STATUS[API_CODE.LOGIN_EXPIRED], 401)
assert.equal(SERVICE_MESSAGES['en-US'].api.code['4030'], 'Verification Unsuccessful')

// import.meta.glob became one lazy chunk per bundle: nothing loaded until asked.
assert.deepEqual(requestedBundles(), [])
const i18n = createI18nInstance('en-US', await loadResources('en-US'))
assert.equal(i18n.t('nav.news'), 'News')
assert.equal(createI18nInstance('fr-FR', commonResourcesOf('fr-FR')).t('badRequest.title'), 'Adresse invalide')
const home = await loadPageContent('en-US', 'home')
assert.ok(home && home.hero, 'the en home page copy loads')
const favicon = fileURLToPath(import.meta.resolve('@storefront/content/public/favicon.svg'))
assert.ok(existsSync(favicon), 'content ships public/')
assert.ok(existsSync(fileURLToPath(import.meta.resolve('@storefront/ui/styles.css'))), 'ui ships styles.css')

const html = renderToString(<Picture name="t9" alt="T9" width={640} height={480} priority />)
assert.match(html, /^<picture/)
assert.match(html, /\\/img\\/t9_small\\.webp/)

// The types are real, not any: tsc must report these (never called).
export const typeErrors = () => [
  // @ts-expect-error region ids are a union
  createApiClient({ region: 'mars' }),
  // @ts-expect-error alt is required
  <Picture name="t9" width={1} height={1} />,
  // @ts-expect-error the service's messages are typed by en-US's keys
  SERVICE_MESSAGES['en-US'].mail.noSuchKey,
]

console.log('consumer ok: region-config, seo, api-client, content, ui')
`

async function main() {
  const packages = publishablePackages()
  const missing = packages.filter(({ dir }) => !fs.existsSync(path.join(dir, 'dist')))
  if (missing.length) {
    throw new Error(`No dist/ in ${missing.map((p) => p.pkg.name).join(', ')}: run \`turbo run build\` first.`)
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pack-check-'))
  const tarballs = path.join(work, 'tarballs')
  fs.mkdirSync(tarballs)
  try {
    const [pnpm, ...pnpmArgs] = pnpmCommand()
    // pnpm names the tarball after the package: @storefront/ui@0.1.0 → storefront-ui-0.1.0.tgz
    const packed = await Promise.all(
      packages.map(async ({ dir, pkg }) => {
        await run(pnpm, [...pnpmArgs, 'pack', '--pack-destination', tarballs], { cwd: dir })
        const file = path.join(tarballs, `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`)
        if (!fs.existsSync(file)) throw new Error(`pnpm pack did not write ${file}`)
        return { name: pkg.name, file }
      }),
    )
    log(`packed ${packed.map((p) => path.basename(p.file)).join(', ')}`)

    const consumer = path.join(work, 'consumer')
    fs.mkdirSync(consumer)
    const catalog = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    const version = (name) =>
      new RegExp(`^\\s+"?${name.replace('/', '\\/')}"?:\\s*(\\S+)`, 'm').exec(catalog)?.[1] ?? 'latest'
    const local = Object.fromEntries(packed.map(({ name, file }) => [name, `file:${file}`]))
    const external = ['react', 'react-dom', 'typescript', '@types/react', '@types/react-dom', '@types/node']
    fs.writeFileSync(
      path.join(consumer, 'package.json'),
      JSON.stringify(
        {
          name: 'storefront-pack-consumer',
          private: true,
          type: 'module',
          dependencies: { ...local, ...Object.fromEntries(external.map((n) => [n, version(n)])) },
          // Our packages depend on each other by version; these resolve them to the tarballs, not the registry.
          overrides: local,
        },
        null,
        2,
      ),
    )
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          jsx: 'react-jsx',
          strict: true,
          types: ['node'],
          outDir: 'out',
          noEmitOnError: true,
          skipLibCheck: true,
        },
        files: ['consumer.tsx'],
      }),
    )
    fs.writeFileSync(path.join(consumer, 'consumer.tsx'), CONSUMER)
    // Linting the tarballs and installing them into the consumer are independent: run them side by side.
    const lintAll = Promise.all(
      packed.map(async ({ name, file }) => {
        const manifest = JSON.parse(
          execFileSync('tar', ['-xzf', file, '-O', 'package/package.json'], { encoding: 'utf8' }),
        )
        checkManifest(name, manifest)
        await run(bin('publint'), ['run', file, '--strict'])
        // Asset subpaths (styles.css, public/*) have no types to check.
        const assets = Object.entries(manifest.exports).filter(
          ([, target]) => typeof target === 'string' && !target.endsWith('.js'),
        )
        const exclude = assets.length ? ['--exclude-entrypoints', ...assets.map(([subpath]) => subpath)] : []
        await run(bin('attw'), [file, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color', ...exclude])
      }),
    ).then(() => log('packed manifests point at dist; publint --strict and attw (esm-only) pass on every tarball'))
    const install = run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'],
      { cwd: consumer },
    ).then(() => log(`installed the tarballs with npm into ${consumer}`))
    await Promise.all([lintAll, install])
    await run(path.join(consumer, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: consumer })
    log('consumer type-checks (tsc, NodeNext)')
    const out = await run(process.execPath, ['out/consumer.js'], { cwd: consumer })
    process.stdout.write(out)
    log('consumer runs: every package imported and used, a ui component rendered')
  } finally {
    if (keep) console.log(`[pack-check] kept ${work}`)
    else fs.rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[pack-check] FAILED: ${error.message}`)
    process.exit(1)
  })
}
