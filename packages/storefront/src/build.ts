import fs from 'node:fs'
import path from 'node:path'
import { build as viteBuild } from 'vite'
import { build } from 'vike/api'
import type { AppId } from '@storefront/region-config'
import { withBuildLock } from './build-lock'
import { writeBuildInfo } from './build-info'
import { storefrontViteConfig, webRoot } from './vite'

/**
 * Builds one regional app into `<appDir>/dist`: the client assets and Vike's server bundle, then
 * the production server entry `dist/start/server.mjs` (see server/production.ts).
 */
export async function buildApp(app: AppId, appDir: string): Promise<void> {
  // Vike discovers +files relative to the working directory as well as the Vite root.
  process.chdir(webRoot)
  await withBuildLock(() => build({ viteConfig: { ...storefrontViteConfig(app, appDir), configFile: false } }))
  // A build that wrote no server entry has failed even when nothing threw: fail it here, not at start.
  const entry = path.join(appDir, 'dist/server/entry.mjs')
  if (!fs.existsSync(entry))
    throw new Error(`The ${app} build wrote no ${path.relative(appDir, entry)}: see the output above.`)
  await viteBuild({
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    define: { 'import.meta.env.STOREFRONT_APP': JSON.stringify(app) },
    build: {
      ssr: path.join(webRoot, 'src/server/production.ts'),
      outDir: path.join(appDir, 'dist/start'),
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'server.mjs' } },
    },
    // Bundled: the server and the workspace packages. External: vike (the server must share the
    // instance dist/server/entry.mjs registers with) and the dev-only Vite toolchain.
    ssr: { noExternal: true, external: ['vike', 'vite', '@vitejs/plugin-react'] },
  })
  // What `/version` answers (build-info.ts): the app's version, commit and bundled package versions.
  writeBuildInfo(app, appDir)
}
