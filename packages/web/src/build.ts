import { build } from 'vike/api'
import type { AppId } from '@storefront/region-config'
import { storefrontViteConfig, webRoot } from './vite'

/** Builds one regional app into `<appDir>/dist` (client assets + server bundle). */
export async function buildApp(app: AppId, appDir: string): Promise<void> {
  // Vike discovers +files relative to the working directory as well as the Vite root.
  process.chdir(webRoot)
  await build({ viteConfig: { ...storefrontViteConfig(app, appDir), configFile: false } })
}
