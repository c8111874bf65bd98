// The Chromium builds the checks drive and the CJK fonts their pages need, all Debian's
// (docs/architecture.md#toolchain): installed with apt-get when missing. Run with tsx.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_BUILDS, FULL_CHROMIUM, TEST_CHROMIUM } from '@storefront/test-kit/chromium'

const cjkFont = { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', debianPackage: 'fonts-noto-cjk' }
const custom = process.env.CHROMIUM_PATH
if (custom && !existsSync(custom)) throw new Error(`CHROMIUM_PATH names ${custom}, which does not exist`)
const wanted = [...(custom ? [] : Object.values(CHROMIUM_BUILDS)), cjkFont]
const missing = wanted.filter(({ path }) => !existsSync(path)).map(({ debianPackage }) => debianPackage)
if (missing.length) {
  console.log(`[ci] installing ${missing.join(', ')} with apt-get`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ` +
      `${missing.join(' ')}`,
    { stdio: 'inherit' },
  )
}
// Debian's wrapper script of the full browser may print a shell warning on stderr: the version is on stdout.
const version = (path: string) =>
  execSync(`${path} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim()
console.log(`[ci] chromium for tests: ${version(TEST_CHROMIUM)}`)
if (FULL_CHROMIUM !== TEST_CHROMIUM) console.log(`[ci] chromium for measurements: ${version(FULL_CHROMIUM)}`)
