import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BUILD_INFO_FILE,
  collectBuildInfo,
  readBuildInfo,
  sourceCommit,
  workspacePackagesOf,
  writeBuildInfo,
} from './build-info'

const appDir = (app: string) => fileURLToPath(new URL(`../../../apps/${app}`, import.meta.url))
const manifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
const storefrontDir = path.resolve(import.meta.dirname, '..')

describe('build info', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-'))
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

  it('lists every workspace package an app bundles, with the versions in their manifests', () => {
    const packages = workspacePackagesOf(appDir('eu'))
    expect(packages['@storefront/storefront']).toBe(manifest(storefrontDir).version)
    expect(packages['@storefront/region-config']).toBe(manifest(path.join(storefrontDir, '../region-config')).version)
    // Transitive: the app names only the storefront, which brings the published packages.
    expect(Object.keys(packages)).toEqual(
      expect.arrayContaining(['@storefront/content', '@storefront/seo', '@storefront/ui', '@storefront/api-client']),
    )
    expect(Object.keys(packages).every((name) => name.startsWith('@storefront/'))).toBe(true)
  })

  it('takes the commit from SOURCE_COMMIT first (an image build has no .git), else from git', () => {
    expect(sourceCommit(scratch, { SOURCE_COMMIT: ' abc123 ' })).toBe('abc123')
    expect(sourceCommit(storefrontDir, {})).toMatch(/^[0-9a-f]{40}$/)
    expect(sourceCommit(os.tmpdir(), {})).toBe('unknown')
  })

  it('writes what the server reads back, and the app version from its manifest', () => {
    const dir = path.join(scratch, 'app')
    fs.mkdirSync(path.join(dir, 'dist'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@storefront/app-eu', version: '2.3.4' }))
    const written = writeBuildInfo('eu', dir, new Date('2026-11-26T02:00:00Z'))
    expect(written).toMatchObject({ app: 'eu', version: '2.3.4', builtAt: '2026-11-26T02:00:00.000Z', packages: {} })
    expect(fs.existsSync(path.join(dir, BUILD_INFO_FILE))).toBe(true)
    expect(readBuildInfo('eu', dir, false)).toEqual(written)
  })

  it('in dev reads the sources and names no build time', () => {
    const info = collectBuildInfo('us', appDir('us'), null)
    expect(readBuildInfo('us', appDir('us'), true)).toEqual(info)
    expect(info).toMatchObject({ app: 'us', version: manifest(appDir('us')).version, builtAt: null })
  })
})
