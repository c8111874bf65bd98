// Playwright drives Debian's Chromium (docs/architecture.md#toolchain): install it with apt-get when missing.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const cjkFont = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
const missing = [!existsSync(chromium) && 'chromium', !existsSync(cjkFont) && 'fonts-noto-cjk'].filter(Boolean)
if (missing.length) {
  console.log(`[ci] installing ${missing.join(', ')} with apt-get`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ` +
      `${missing.join(' ')}`,
    { stdio: 'inherit' },
  )
}
console.log(`[ci] chromium: ${execSync(`${chromium} --version`).toString().trim()}`)
