import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Each patch of pnpm-workspace.yaml's `patchedDependencies` is cut for one exact version: every hunk must be
// in the installed file as the patch leaves it, so an upgrade that changes the code a hunk patches (or a
// patch pnpm stopped applying) fails here, and the hunk is measured again and re-cut or dropped
// (docs/performance.md#patched-dependencies, the upstream texts in docs/upstream/).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const workspace = fs.readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
const patches = [...workspace.matchAll(/^ {2}'?(@?[^@\s']+)@([\d.]+)'?: (patches\/\S+\.patch)$/gm)].map(
  ([, name, version, file]) => ({ name: name!, version: version!, file: file! }),
)

/** The directory of an installed package, as the storefront resolves it (through a module it exports). */
const packageDirs: Record<string, string> = {
  vike: path.resolve(path.dirname(createRequire(import.meta.url).resolve('vike/server')), '../../..'),
}

interface Hunk {
  file: string
  /** The lines the hunk leaves: its context and added lines. */
  after: string
  /** The lines it replaces: its context and removed lines. */
  before: string
}

/** The hunks of a unified diff (git format, `a/` and `b/` paths relative to the package). */
function hunksOf(diff: string): Hunk[] {
  const hunks: Hunk[] = []
  let file = ''
  let current: { after: string[]; before: string[] } | null = null
  const flush = () => {
    if (current) hunks.push({ file, after: current.after.join('\n'), before: current.before.join('\n') })
    current = null
  }
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) flush()
    else if (line.startsWith('+++ b/')) file = line.slice('+++ b/'.length)
    else if (line.startsWith('@@')) {
      flush()
      current = { after: [], before: [] }
    } else if (current && line.startsWith(' ')) {
      current.after.push(line.slice(1))
      current.before.push(line.slice(1))
    } else if (current && line.startsWith('+')) current.after.push(line.slice(1))
    else if (current && line.startsWith('-')) current.before.push(line.slice(1))
  }
  flush()
  return hunks
}

describe('patched dependencies', () => {
  it('knows where each patched package is installed', () => {
    expect(patches.map((p) => p.name)).toEqual(['vike'])
    for (const { name } of patches) expect(packageDirs[name], name).toBeDefined()
  })

  describe.each(patches)('$name@$version ($file)', ({ name, version, file }) => {
    const dir = packageDirs[name]!
    const hunks = hunksOf(fs.readFileSync(path.join(repoRoot, file), 'utf8'))

    it('is installed at the version the patch was cut for', () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
      expect(manifest.version).toBe(version)
    })

    it.each(hunks.map((hunk, i) => ({ ...hunk, label: `#${i + 1} ${path.basename(hunk.file)}` })))(
      'has the hunk $label applied, in the code it was cut against',
      ({ file: patched, after, before }) => {
        const installed = fs.readFileSync(path.join(dir, patched), 'utf8')
        expect(installed).toContain(after)
        if (before !== after) expect(installed).not.toContain(before)
      },
    )
  })

  it('reads every hunk of a diff, with its context', () => {
    const diff = [
      'diff --git a/dist/x.js b/dist/x.js',
      '--- a/dist/x.js',
      '+++ b/dist/x.js',
      '@@ -1,3 +1,3 @@',
      ' const a = 1',
      '-const b = 2',
      '+const b = 3',
      ' export { a, b }',
    ].join('\n')
    expect(hunksOf(diff)).toEqual([
      {
        file: 'dist/x.js',
        after: 'const a = 1\nconst b = 3\nexport { a, b }',
        before: 'const a = 1\nconst b = 2\nexport { a, b }',
      },
    ])
  })
})
