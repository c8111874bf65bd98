// The published packages as a consumer gets them: see scripts/release/pack-check.mjs.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { test } from 'node:test'

const root = fileURLToPath(new URL('../../..', import.meta.url))

test(
  'every publishable package packs, passes publint and attw, and works from a fresh npm project',
  { timeout: 300_000 },
  () => {
    const result = spawnSync(process.execPath, ['scripts/release/pack-check.mjs'], { cwd: root, stdio: 'inherit' })
    assert.equal(result.status, 0, 'scripts/release/pack-check.mjs failed (output above)')
  },
)
