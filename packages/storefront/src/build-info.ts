import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { AppId } from '@storefront/region-config'

/**
 * What a built app is: its own version (Changesets versions each app, docs/releasing.md), the commit it
 * was built from, when, and the versions of the workspace packages bundled into it. The build writes it
 * to `dist/build-info.json`; the server answers it at `/version` and as `storefront_build_info`.
 */
export interface BuildInfo {
  app: AppId
  version: string
  commit: string
  /** ISO instant of the build; null in dev, where nothing was built. */
  builtAt: string | null
  /** `@storefront/*` packages the app bundles, name → version. */
  packages: Record<string, string>
}

export const BUILD_INFO_FILE = 'dist/build-info.json'
const SCOPE = '@storefront/'

interface PackageJson {
  name: string
  version: string
  dependencies?: Record<string, string>
}

const readPackageJson = (dir: string): PackageJson =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson

/** The folder of a workspace dependency as pnpm links it into `node_modules`. */
const dependencyDir = (fromDir: string, name: string): string =>
  fs.realpathSync(path.join(fromDir, 'node_modules', name))

/** Every `@storefront/*` runtime dependency of the package in `dir`, transitively, with its version. */
export function workspacePackagesOf(dir: string): Record<string, string> {
  const found: Record<string, string> = {}
  const visit = (from: string) => {
    for (const name of Object.keys(readPackageJson(from).dependencies ?? {})) {
      if (!name.startsWith(SCOPE) || name in found) continue
      const depDir = dependencyDir(from, name)
      found[name] = readPackageJson(depDir).version
      visit(depDir)
    }
  }
  visit(dir)
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * The commit the sources are at: `SOURCE_COMMIT` when set (an image build has no `.git`, so the
 * caller passes it as a build argument), else git's HEAD, else `unknown`.
 */
export function sourceCommit(dir: string, env: NodeJS.ProcessEnv = process.env): string {
  const given = env.SOURCE_COMMIT?.trim()
  if (given) return given
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'unknown'
  }
}

export function collectBuildInfo(app: AppId, appDir: string, builtAt: Date | null): BuildInfo {
  return {
    app,
    version: readPackageJson(appDir).version,
    commit: sourceCommit(appDir),
    builtAt: builtAt?.toISOString() ?? null,
    packages: workspacePackagesOf(appDir),
  }
}

export function writeBuildInfo(app: AppId, appDir: string, builtAt = new Date()): BuildInfo {
  const info = collectBuildInfo(app, appDir, builtAt)
  fs.writeFileSync(path.join(appDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`)
  return info
}

/** The built app's info; in dev (no build) the same facts read from the sources, with no build time. */
export function readBuildInfo(app: AppId, appDir: string, dev: boolean): BuildInfo {
  if (dev) return collectBuildInfo(app, appDir, null)
  return JSON.parse(fs.readFileSync(path.join(appDir, BUILD_INFO_FILE), 'utf8')) as BuildInfo
}
