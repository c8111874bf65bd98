// The release of docs/releasing.md#releasing-the-eu-app-alone, done on a throwaway clone: `changeset version`, then the
// documented commit, then `changeset tag`. A change for one region set releases that set's app and nothing else.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const changeset = path.join(root, 'node_modules/.bin/changeset')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'))
const clone = path.join(tmp, 'repo')
const identity = { GIT_AUTHOR_NAME: 'test', GIT_AUTHOR_EMAIL: 'test@localhost' }
const env = { ...process.env, ...identity, GIT_COMMITTER_NAME: 'test', GIT_COMMITTER_EMAIL: 'test@localhost' }
const run = (cmd, args) =>
  execFileSync(cmd, args, { cwd: clone, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
const git = (...args) => run('git', args)
const version = (dir) => JSON.parse(fs.readFileSync(path.join(clone, dir, 'package.json'), 'utf8')).version

/** The commands of docs/releasing.md that commit what `changeset version` wrote (its `git add` and `git commit`). */
const documentedCommit = (() => {
  const doc = fs.readFileSync(path.join(root, 'docs/releasing.md'), 'utf8')
  const lines = doc.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim())
  const add = lines.find((line) => line.startsWith('git add '))
  const commit = lines.find((line) => line.startsWith('git commit '))
  assert.ok(add && commit, 'docs/releasing.md shows the `git add` and `git commit` of a release')
  return `${add} && ${commit}`
})()

/** `changeset version`, then the documented commit: nothing it wrote may be left out. */
function release() {
  run(changeset, ['version'])
  run('sh', ['-c', documentedCommit])
  assert.equal(git('status', '--porcelain'), '', 'the release commit leaves a file changeset version wrote')
}

before(() => {
  execFileSync('git', ['clone', '-q', '--no-checkout', root, clone])
  git('checkout', '-q', execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim())
  // The changesets waiting on this commit are a release of their own, made first.
  const waiting = fs.readdirSync(path.join(clone, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')
  if (waiting.length) release()
})
after(() => fs.rmSync(tmp, { recursive: true, force: true }))

test('a de price change releases the eu app and region-config, and no other app', { timeout: 120_000 }, () => {
  const before = Object.fromEntries(
    ['apps/cn', 'apps/us', 'apps/eu', 'packages/storefront', 'packages/region-config'].map((d) => [d, version(d)]),
  )
  fs.appendFileSync(path.join(clone, 'packages/region-config/src/campaigns.ts'), '\n')
  const line = 'Black Friday in Germany: the Megatron deal is a little lower.'
  fs.writeFileSync(
    path.join(clone, '.changeset/de-black-friday.md'),
    `---\n'@storefront/region-config': patch\n'@storefront/app-eu': minor\n---\n\n${line}\n`,
  )
  git('add', '-A')
  git('commit', '-q', '-m', 'de: Black Friday price')
  release()

  assert.notEqual(version('apps/eu'), before['apps/eu'])
  assert.notEqual(version('packages/region-config'), before['packages/region-config'])
  for (const dir of ['apps/cn', 'apps/us', 'packages/storefront'])
    assert.equal(version(dir), before[dir], `${dir} was bumped`)
  const changelog = fs.readFileSync(path.join(clone, 'apps/eu/CHANGELOG.md'), 'utf8')
  assert.ok(changelog.includes(`## ${version('apps/eu')}`) && changelog.includes(line), changelog.slice(0, 400))
  const entry = changelog.slice(changelog.indexOf(`## ${version('apps/eu')}`)).split(/\n## /)[0]
  assert.ok(entry.includes(`  - @storefront/region-config@${version('packages/region-config')}`), entry)
  assert.equal(entry.match(/Updated dependencies/g)?.length, 1, `one "Updated dependencies" line: ${entry}`)
})

test('`changeset tag` tags the apps and packages, never a test or tool package', { timeout: 60_000 }, () => {
  run(changeset, ['tag'])
  const tags = git('tag', '--list').split('\n').filter(Boolean)
  assert.ok(tags.includes(`@storefront/app-eu@${version('apps/eu')}`), tags.join(' '))
  const config = JSON.parse(fs.readFileSync(path.join(clone, '.changeset/config.json'), 'utf8'))
  for (const dir of ['tests', 'tools']) {
    for (const name of fs.readdirSync(path.join(clone, dir))) {
      const file = path.join(clone, dir, name, 'package.json')
      if (!fs.existsSync(file)) continue
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'))
      assert.ok(config.ignore.includes(pkg.name), `${pkg.name} is not in .changeset/config.json's ignore`)
      assert.equal(pkg.version, '0.0.0', `${pkg.name} was versioned`)
      assert.ok(!tags.some((tag) => tag.startsWith(`${pkg.name}@`)), `${pkg.name} was tagged`)
    }
  }
})

test('the root `release` script tags with `changeset tag`, which skips what the config ignores', () => {
  // `changeset publish` tags every private package with a version, ignored or not; `--no-git-tag` leaves it to
  // `changeset tag`, the command the test above holds.
  const { release: script } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
  const steps = script.split('&&').map((step) => step.trim())
  for (const step of steps.filter((s) => s.startsWith('changeset publish'))) assert.match(step, /--no-git-tag/)
  assert.ok(steps.includes('changeset tag'), script)
})
