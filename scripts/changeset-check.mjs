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
// Usage: node scripts/changeset-check.mjs
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

/** Released packages at HEAD: directory → name. */
function released() {
  // Without a Changesets config (a repository that has none yet), the published packages only.
  const configFile = path.join(cwd, '.changeset/config.json')
  const config = fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {}
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

/** Package names in a changeset's front matter; [] for an empty changeset. */
function namesIn(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text)?.[1] ?? ''
  return [...front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => m[1])
}

function main() {
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
  const changed = git('diff', '--name-only', mergeBase, head).split('\n').filter(Boolean)
  const packages = released()

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

  const added = git('diff', '--name-only', '--diff-filter=AM', mergeBase, head, '--', '.changeset')
    .split('\n')
    .filter((f) => f.endsWith('.md') && !f.endsWith('README.md') && fs.existsSync(path.join(cwd, f)))
  const covered = new Set()
  let empty = false
  for (const file of added) {
    const names = namesIn(fs.readFileSync(path.join(cwd, file), 'utf8'))
    if (names.length === 0) empty = true
    for (const n of names) covered.add(n)
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
