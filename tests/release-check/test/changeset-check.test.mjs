// scripts/release/changeset-check.mjs on throwaway repositories: a clone of "main" with an origin.
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('../../../scripts/release/changeset-check.mjs', import.meta.url))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'changeset-check-'))
const origin = path.join(tmp, 'origin')
const identity = ['-c', 'user.name=test', '-c', 'user.email=test@localhost', '-c', 'init.defaultBranch=main']
const git = (cwd, ...args) =>
  execFileSync('git', [...identity, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
const write = (dir, file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
const commit = (dir, files, message = 'change') => {
  for (const [file, text] of Object.entries(files)) write(dir, file, text)
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', message)
}
const check = (cwd, env = {}) => {
  const r = spawnSync(process.execPath, [script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CHANGESET_BASE: '', ...env },
  })
  return { status: r.status, out: r.stdout + r.stderr }
}
let n = 0
const freshClone = () => {
  const dir = path.join(tmp, `clone-${n++}`)
  git(tmp, 'clone', '-q', origin, dir)
  return dir
}

before(() => {
  fs.mkdirSync(origin)
  git(origin, 'init', '-q', '-b', 'main')
  commit(origin, {
    'package.json': '{ "name": "root", "private": true }\n',
    'packages/lib/package.json': '{ "name": "@x/lib", "version": "0.0.0" }\n',
    'packages/lib/src/index.ts': 'export const a = 1\n',
    'packages/tool/package.json': '{ "name": "@x/tool", "private": true, "version": "0.0.0" }\n',
    '.changeset/README.md': '# Changesets\n',
  })
})
after(() => fs.rmSync(tmp, { recursive: true, force: true }))

test('a fresh clone of main passes: nothing to compare', () => {
  const r = check(freshClone())
  assert.equal(r.status, 0, r.out)
  assert.match(r.out, /nothing to check/)
})

test('no origin/main at all: skipped with a message', () => {
  const r = check(origin)
  assert.equal(r.status, 0, r.out)
  assert.match(r.out, /no origin\/main to compare against/)
})

test('a change to what a package ships without a changeset fails, naming the package', () => {
  const dir = freshClone()
  commit(dir, { 'packages/lib/src/index.ts': 'export const a = 2\n' })
  const r = check(dir)
  assert.equal(r.status, 1, r.out)
  assert.match(r.out, /@x\/lib \(packages\/lib\/src\/index\.ts\)/)
})

test('the same change with a changeset naming the package passes', () => {
  const dir = freshClone()
  commit(dir, { 'packages/lib/src/index.ts': 'export const a = 2\n' })
  commit(dir, { '.changeset/brave-lions.md': '---\n"@x/lib": patch\n---\n\nA is two.\n' })
  assert.equal(check(dir).status, 0)
})

test('a changeset for another package does not cover it', () => {
  const dir = freshClone()
  commit(dir, {
    'packages/lib/src/index.ts': 'export const a = 2\n',
    '.changeset/x.md': '---\n"@x/other": patch\n---\n\nx\n',
  })
  assert.equal(check(dir).status, 1)
})

test('tests, stories and private packages need no changeset; an empty changeset opts out', () => {
  const dir = freshClone()
  commit(dir, {
    'packages/lib/src/index.test.ts': 'test\n',
    'packages/lib/src/a.stories.tsx': 'x\n',
    'packages/tool/src/index.ts': 'x\n',
  })
  assert.equal(check(dir).status, 0)
  commit(dir, { 'packages/lib/README.md': 'docs\n' })
  assert.equal(check(dir).status, 1)
  commit(dir, { '.changeset/quiet-owls.md': '---\n---\n\nDocs only.\n' })
  assert.equal(check(dir).status, 0)
})

test('a `changeset version` commit (version bumped, changesets consumed) passes', () => {
  const dir = freshClone()
  commit(dir, {
    'packages/lib/package.json': '{ "name": "@x/lib", "version": "0.1.0" }\n',
    'packages/lib/CHANGELOG.md': '# @x/lib\n\n## 0.1.0\n',
  })
  assert.equal(check(dir).status, 0)
})

test('privatePackages.version: a private app needs a changeset, an ignored package may not have one', () => {
  const versioned = path.join(tmp, 'origin-versioned')
  fs.mkdirSync(versioned)
  git(versioned, 'init', '-q', '-b', 'main')
  commit(versioned, {
    'package.json': '{ "name": "root", "private": true }\n',
    '.changeset/config.json': JSON.stringify({ privatePackages: { version: true, tag: true }, ignore: ['@x/tool'] }),
    'packages/tool/package.json': '{ "name": "@x/tool", "private": true, "version": "0.0.0" }\n',
    'apps/eu/package.json': '{ "name": "@x/app-eu", "private": true, "version": "0.1.0" }\n',
  })
  const dir = path.join(tmp, 'clone-versioned')
  git(tmp, 'clone', '-q', versioned, dir)
  commit(dir, { 'packages/tool/src/index.ts': 'x\n' })
  assert.equal(check(dir).status, 0)
  // `changeset version` would leave it waiting for ever.
  commit(dir, { '.changeset/tool.md': '---\n"@x/tool": minor\n---\n\nA faster tool.\n' })
  const ignored = check(dir)
  assert.equal(ignored.status, 1, ignored.out)
  assert.match(ignored.out, /ignores[\s\S]*\.changeset\/tool\.md: @x\/tool/)
  git(dir, 'rm', '-q', '.changeset/tool.md')
  git(dir, 'commit', '-q', '-m', 'no changeset for the tool')
  assert.equal(check(dir).status, 0)
  commit(dir, { 'apps/eu/server.ts': 'start()\n' })
  const r = check(dir)
  assert.equal(r.status, 1, r.out)
  assert.match(r.out, /@x\/app-eu \(apps\/eu\/server\.ts\)/)
  commit(dir, { '.changeset/eu-release.md': '---\n"@x/app-eu": minor\n---\n\nBlack Friday prices.\n' })
  assert.equal(check(dir).status, 0)
})

test('a changeset for one app may name a shared package at patch only, and never what every app takes exactly', () => {
  const regional = path.join(tmp, 'origin-regional')
  fs.mkdirSync(regional)
  git(regional, 'init', '-q', '-b', 'main')
  const app = (set) =>
    JSON.stringify({
      name: `@x/app-${set}`,
      private: true,
      version: '0.1.0',
      dependencies: { '@x/lib': 'workspace:^', '@x/shell': 'workspace:*' },
    })
  commit(regional, {
    'package.json': '{ "name": "root", "private": true }\n',
    '.changeset/config.json': JSON.stringify({ privatePackages: { version: true, tag: true } }),
    'packages/lib/package.json': '{ "name": "@x/lib", "version": "0.1.0" }\n',
    'packages/shell/package.json': '{ "name": "@x/shell", "private": true, "version": "0.1.0" }\n',
    'apps/eu/package.json': app('eu'),
    'apps/us/package.json': app('us'),
  })
  const dir = path.join(tmp, 'clone-regional')
  git(tmp, 'clone', '-q', regional, dir)
  commit(dir, { 'packages/lib/src/prices.ts': 'export const de = 1249\n' })
  commit(dir, { '.changeset/de.md': '---\n"@x/lib": minor\n"@x/app-eu": minor\n---\n\nde prices.\n' })
  let r = check(dir)
  assert.equal(r.status, 1, r.out)
  assert.match(r.out, /@x\/lib at minor leaves @x\/app-us's range/)
  commit(dir, { '.changeset/de.md': '---\n"@x/lib": patch\n"@x/app-eu": minor\n---\n\nde prices.\n' })
  assert.equal(check(dir).status, 0)
  commit(dir, { '.changeset/de.md': '---\n"@x/shell": patch\n"@x/app-eu": minor\n---\n\nde prices.\n' })
  r = check(dir)
  assert.equal(r.status, 1, r.out)
  assert.match(r.out, /@x\/shell is part of @x\/app-us/)
})

test('an experimental Changesets option in the config fails', () => {
  const dir = freshClone()
  commit(dir, {
    '.changeset/config.json': JSON.stringify({ ___experimentalUnsafeOptions_WILL_CHANGE_IN_PATCH: {} }),
  })
  const r = check(dir)
  assert.equal(r.status, 1, r.out)
  assert.match(r.out, /experimental/)
})
