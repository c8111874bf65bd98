#!/usr/bin/env node
// CI: a commit range that changes what a released package ships must carry a changeset. Released: the
// packages published to npm, and the private ones Changesets versions (.changeset/config.json: the apps and
// the storefront they bundle, docs/releasing.md); not those it ignores.
// The range is merge-base(origin/main, HEAD)..HEAD (CHANGESET_BASE overrides origin/main). With no
// such base (no remote, a fresh clone of main where HEAD is the base) there is nothing to compare
// and the check passes, saying so.
//
// "What a package ships": its src/ (tests and stories excluded), public/, package.json, README.md
// and build config. A package counts as covered when a changeset added in the range names it, when
// the range adds an empty changeset (`pnpm changeset --empty`: a deliberate "no release"), or when
// its version already changed in the range (a `changeset version` commit).
//
// A changeset that names some of the apps but not all is a regional release
// (docs/releasing.md#a-change-for-one-region-set): it must not release the apps it leaves out.
// The apps take the shared packages at `workspace:^` and the storefront
// at `workspace:*`, so such a changeset may name a shared package at `patch` only (a minor leaves a 0.x range) and
// never a package an app it leaves out takes at `workspace:*`. A changeset may not name a package the config ignores
// (it would wait for ever), and the config may not use Changesets' experimental options.
// Usage: node scripts/release/changeset-check.mjs
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const cwd = process.cwd()
const base = process.env.CHANGESET_BASE || 'origin/main'
const say = (message) => console.log(`[changeset-check] ${message}`)

const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
const tryGit = (...args) => {
  try {
    return git(...args)
  } catch {
    return null
  }
}

const SHIPPED =
  /^(src\/|pages\/|public\/|build\.ts$|server\.ts$|package\.json$|README\.md$|tsconfig(\.build)?\.json$|vite\.config\.ts$)/
const NOT_SHIPPED = /(\.(test|spec|stories)\.[cm]?[jt]sx?$|^src\/stories\/)/

/** .changeset/config.json; {} in a repository that has none yet. */
function changesetConfig() {
  const configFile = path.join(cwd, '.changeset/config.json')
  return fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {}
}

/** Released packages at HEAD: directory → name. */
function released(config) {
  // Without a Changesets config, the published packages only.
  const versionsPrivate = config.privatePackages?.version === true
  const out = new Map()
  for (const root of ['packages', 'apps']) {
    if (!fs.existsSync(path.join(cwd, root))) continue
    for (const dir of fs.readdirSync(path.join(cwd, root))) {
      const file = path.join(cwd, root, dir, 'package.json')
      if (!fs.existsSync(file)) continue
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'))
      if (config.ignore?.includes(pkg.name) || (pkg.private && !versionsPrivate)) continue
      out.set(`${root}/${dir}`, pkg.name)
    }
  }
  return out
}

/** The releases in a changeset's front matter, name → bump; empty for an empty changeset. */
function releasesIn(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text)?.[1] ?? ''
  return new Map(
    [...front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => [m[1], m[2]]),
  )
}

/** Why a changeset naming some apps but not all would release the others too; [] when it would not. */
function regionalProblems(releases, packages) {
  const apps = [...packages].filter(([dir]) => dir.startsWith('apps/'))
  const left = apps.filter(([, name]) => !releases.has(name))
  if (left.length === 0 || left.length === apps.length) return []
  const problems = []
  for (const [name, bump] of releases) {
    if (apps.some(([, app]) => app === name)) continue
    for (const [dir, app] of left) {
      const pkg = JSON.parse(fs.readFileSync(path.join(cwd, dir, 'package.json'), 'utf8'))
      const range = pkg.dependencies?.[name]
      if (range === 'workspace:*')
        problems.push(`${name} is part of ${app} (workspace:*): any release of it releases ${app}`)
      else if (range && bump !== 'patch') problems.push(`${name} at ${bump} leaves ${app}'s range: name it at patch`)
    }
  }
  return problems
}

function main() {
  const config = changesetConfig()
  if (Object.keys(config).some((k) => k.startsWith('___'))) {
    console.error(
      '[changeset-check] .changeset/config.json uses an experimental option: release with the documented ones',
    )
    return 1
  }
  if (!tryGit('rev-parse', '--verify', '--quiet', `${base}^{commit}`)) {
    say(`no ${base} to compare against (no remote branch here): skipped, nothing to check`)
    return 0
  }
  const head = git('rev-parse', 'HEAD')
  const mergeBase = tryGit('merge-base', base, 'HEAD')
  if (!mergeBase) {
    say(`HEAD shares no history with ${base}: skipped, nothing to compare`)
    return 0
  }
  if (mergeBase === head) {
    say(`HEAD is ${base} or behind it: no new commits, nothing to check`)
    return 0
  }
  const range = `${mergeBase.slice(0, 10)}..${head.slice(0, 10)}`
  const added = git('diff', '--name-only', '--diff-filter=AM', mergeBase, head, '--', '.changeset')
    .split('\n')
    .filter((f) => f.endsWith('.md') && !f.endsWith('README.md') && fs.existsSync(path.join(cwd, f)))
  const releasesOf = new Map(added.map((file) => [file, releasesIn(fs.readFileSync(path.join(cwd, file), 'utf8'))]))
  // `changeset version` skips a package the config ignores and leaves its changeset waiting for ever: the next
  // release commit of the docs then holds no version for it, and the changeset never reaches a changelog.
  const ignored = new Set(config.ignore ?? [])
  const neverReleased = [...releasesOf].flatMap(([file, releases]) =>
    [...releases.keys()].filter((name) => ignored.has(name)).map((name) => `${file}: ${name}`),
  )
  if (neverReleased.length) {
    console.error('[changeset-check] a changeset names a package .changeset/config.json ignores; it would never be')
    console.error('released. Say the change in the commit and the docs instead:')
    for (const line of neverReleased) console.error(`  ${line}`)
    return 1
  }
  const changed = git('diff', '--name-only', mergeBase, head).split('\n').filter(Boolean)
  const packages = released(config)

  const touched = new Map() // name → first shipped file changed
  for (const file of changed) {
    for (const [dir, name] of packages) {
      if (!file.startsWith(`${dir}/`)) continue
      const inner = file.slice(dir.length + 1)
      if (SHIPPED.test(inner) && !NOT_SHIPPED.test(inner) && !touched.has(name)) touched.set(name, file)
    }
  }
  if (touched.size === 0) {
    say(`${range}: no released package changes what it ships`)
    return 0
  }

  const covered = new Set()
  let empty = false
  const regional = []
  for (const [file, releases] of releasesOf) {
    if (releases.size === 0) empty = true
    for (const n of releases.keys()) covered.add(n)
    for (const problem of regionalProblems(releases, packages)) regional.push(`${file}: ${problem}`)
  }
  if (regional.length) {
    console.error('[changeset-check] a changeset for some apps would release the others too (docs/releasing.md):')
    for (const line of regional) console.error(`  ${line}`)
    return 1
  }
  for (const [dir, name] of packages) {
    const before = tryGit('show', `${mergeBase}:${dir}/package.json`)
    const now = fs.readFileSync(path.join(cwd, dir, 'package.json'), 'utf8')
    if (before && JSON.parse(before).version !== JSON.parse(now).version) covered.add(name)
  }

  const missing = [...touched].filter(([name]) => !empty && !covered.has(name))
  if (missing.length === 0) {
    say(
      `${range}: ${[...touched.keys()].join(', ')} changed, covered by ` +
        `${empty ? 'an empty changeset' : `changesets (${added.join(', ')})`} or a version bump`,
    )
    return 0
  }
  console.error(`[changeset-check] ${range} changes released packages without a changeset:`)
  for (const [name, file] of missing) console.error(`  ${name} (${file})`)
  console.error('Run `pnpm changeset`, pick the packages and the bump, and commit the file it writes in .changeset/.')
  console.error('A change that needs no release (docs, refactor with no effect) takes `pnpm changeset --empty`.')
  return 1
}

process.exit(main())
