#!/usr/bin/env node
// Each regional app is built on its own: proves with turbo's own task hashes (a task is a cache hit
// exactly when its hash is unchanged) that
//   1. a change that touches only apps/eu changes the hash of app-eu's build and of nothing else:
//      app-cn, app-us and every package stay cache hits;
//   2. a change to a shared package changes all three apps (so the check can see a change at all);
//   3. `--filter=@storefront/app-eu...` runs the eu build and its dependencies only.
// It works on a throwaway copy of the working tree (tracked and untracked, not ignored files), so
// the checkout is never touched. Usage: node scripts/checks/app-cache-check.mjs
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const turbo = path.join(root, 'node_modules/.bin/turbo')
const APPS = ['@storefront/app-cn', '@storefront/app-us', '@storefront/app-eu']
const started = Date.now()
const log = (message) => console.log(`[app-cache-check] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`)

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

/** task id → hash of `turbo run build --dry=json` in dir. */
function buildHashes(dir, ...extra) {
  const out = execFileSync(turbo, ['run', 'build', '--dry=json', ...extra], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Map(JSON.parse(out).tasks.map((t) => [t.taskId, t.hash]))
}

function commitAll(dir, message) {
  git(dir, 'add', '-A')
  git(
    dir,
    '-c',
    'user.name=app-cache-check',
    '-c',
    'user.email=app-cache-check@localhost',
    'commit',
    '-q',
    '--allow-empty',
    '-m',
    message,
  )
}

function diff(before, after) {
  return [...before.keys()].filter((task) => before.get(task) !== after.get(task)).sort()
}

function expectSame(actual, expected, what) {
  const a = JSON.stringify([...actual].sort())
  const e = JSON.stringify([...expected].sort())
  if (a !== e) throw new Error(`${what}:\n  expected ${e}\n  got      ${a}`)
}

function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-app-cache-'))
  try {
    const files = git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean)
    for (const file of files) {
      const from = path.join(root, file)
      if (!fs.existsSync(from)) continue // deleted in the working tree
      fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true })
      fs.copyFileSync(from, path.join(work, file))
    }
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir')
    git(work, 'init', '-q')
    commitAll(work, 'base')
    log(`copied ${files.length} files to ${work}`)

    const base = buildHashes(work)
    for (const app of APPS) if (!base.has(`${app}#build`)) throw new Error(`turbo has no build task for ${app}`)

    // 1. Only apps/eu changes.
    fs.appendFileSync(path.join(work, 'apps/eu/server.ts'), '\n// a change that only the eu app sees\n')
    commitAll(work, 'eu only')
    const euOnly = buildHashes(work)
    expectSame(
      diff(base, euOnly),
      ['@storefront/app-eu#build'],
      'a change in apps/eu must change the eu build hash and nothing else',
    )
    log('apps/eu changed: app-eu#build rebuilds; app-cn, app-us and every package stay cache hits')

    // 2. A shared package changes: every app rebuilds.
    fs.appendFileSync(path.join(work, 'packages/region-config/src/time.ts'), '\n// a change every app sees\n')
    commitAll(work, 'shared')
    const changed = diff(euOnly, buildHashes(work))
    for (const app of APPS)
      if (!changed.includes(`${app}#build`)) throw new Error(`a region-config change left ${app} unchanged: ${changed}`)
    log(`packages/region-config changed: ${changed.length} build tasks rebuild, the three apps among them`)

    // 3. The filter builds one app and its dependencies only.
    const filtered = [...buildHashes(work, '--filter=@storefront/app-eu...').keys()]
    const others = filtered.filter((task) => /^@storefront\/(app-cn|app-us|account-api|storybook)#/.test(task))
    if (!filtered.includes('@storefront/app-eu#build') || others.length)
      throw new Error(`--filter=@storefront/app-eu... runs ${filtered.join(', ')}`)
    log(`--filter=@storefront/app-eu... runs ${filtered.length} tasks: ${filtered.join(', ')}`)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

try {
  main()
} catch (error) {
  console.error(`[app-cache-check] FAILED: ${error.message}`)
  process.exit(1)
}
