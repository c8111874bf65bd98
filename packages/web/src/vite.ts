import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'
import type { AppId } from '@storefront/region-config'

export const webRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..')
/** Images and manuals live with the copy, in @storefront/content/public. */
const contentPublic = path.resolve(webRoot, '../content/public')

/**
 * The Vite config of one regional app: the shared pages (this package is the Vike root),
 * built into the app's own dist/, with assets under /_{app}/ so that several apps can sit
 * behind one origin without their hashed files colliding.
 */
export function storefrontViteConfig(app: AppId, appDir: string): UserConfig {
  return {
    root: webRoot,
    publicDir: contentPublic,
    plugins: [react(), vike()],
    cacheDir: path.join(appDir, 'node_modules/.vite'),
    define: { 'import.meta.env.STOREFRONT_APP': JSON.stringify(app) },
    build: {
      outDir: path.join(appDir, 'dist'),
      emptyOutDir: true,
      assetsDir: `_${app}/assets`,
    },
    // The server bundle carries its dependencies so an app's dist runs from the app folder;
    // vike stays external because the server's renderPage() must share its instance.
    ssr: { noExternal: true, external: ['vike'] },
    server: { fs: { allow: [path.resolve(webRoot, '../..')] } },
  }
}
