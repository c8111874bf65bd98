// Each regional app builds and caches on its own: see scripts/checks/app-cache-check.mjs.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { test } from 'node:test'

const root = fileURLToPath(new URL('../../..', import.meta.url))

test(
  'a change to apps/eu only leaves the cn and us builds cache hits (turbo task hashes)',
  { timeout: 120_000 },
  () => {
    const result = spawnSync(process.execPath, ['scripts/checks/app-cache-check.mjs'], { cwd: root, stdio: 'inherit' })
    assert.equal(result.status, 0, 'scripts/checks/app-cache-check.mjs failed (output above)')
  },
)
