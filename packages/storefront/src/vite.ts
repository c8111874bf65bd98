import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { compression } from 'vite-plugin-compression2'
import type { Plugin, UserConfig } from 'vite'
import { APP_IDS, type AppId } from '@storefront/region-config'

export const webRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..')
/** Images and manuals live with the copy, in @storefront/content/public. */
const contentPublic = path.resolve(webRoot, '../content/public')

/**
 * Stylesheets of @storefront/ui that travel together. Each ui component imports its own CSS and Vike
 * emits every CSS module as a file of its own (https://github.com/vikejs/vike/issues/1815), so a
 * page would link a dozen small files. Grouped instead: the chrome +Layout renders on every page (the
 * preview ribbon's rules too: +Layout imports it on every page, though it shows only in previews), what every
 * content page renders (PageHero and Sections), and the account screens. Every file is one more asset Vike
 * injects and early-hints, and the server inlines, on each render (docs/performance.md#css), but a group joins
 * only rules that are on the same pages. Any other component's CSS (buy box, "Notify me", region chooser,
 * product cards, catalogue filters) stays its own file, linked only by the pages that render it.
 */
const CSS_GROUPS: [name: string, test: RegExp][] = [
  [
    'layout',
    /\/ui\/src\/(base\.css|components\/(header|footer|newsletter-form|form-field|launch-banner|text-banner|toast|text-float|consent-banner|chat-button|preview-ribbon)\/[\w-]+\.css)(\?.*)?$/,
  ],
  ['content', /\/ui\/src\/components\/(hero|content-sections|collapse)\/[\w-]+\.css(\?.*)?$/],
  ['account', /\/ui\/src\/components\/account-[\w-]+\/[\w-]+\.css(\?.*)?$/],
]
export const cssGroupOf = (id: string): string | undefined => CSS_GROUPS.find(([, test]) => test.test(id))?.[0]

/**
 * The code of the islands every page hydrates (header, footer forms, consent, toasts, effects, banners),
 * with the ui components and region functions they use, as one chunk instead of some twenty files of a
 * few hundred bytes each: fewer requests and better compression (docs/browser-weight.md). What loads on
 * use stays apart: the API client (lib/browser/api/client), the session store, ALTCHA, web vitals, the account
 * and form island with i18next, the "Notify me" island that few pages carry, and the route table with the catalogue
 * it is built from, which a page needs only to send a remembered ended campaign home (lib/shared/ended-routes).
 */
const ISLANDS_CHUNK = [
  /\/storefront\/src\/islands\/(?!page-island)[\w-]+\.tsx?$/,
  /\/storefront\/src\/components\/(?!service-form)[\w-]+\.tsx?$/,
  /\/storefront\/src\/features\/(chat\/chat(-island|-vendor|-widget)?|consent\/(consent|consent-island|cookie-settings-island)|notify\/notify|preview\/preview-ribbon)\.tsx?$/,
  /\/storefront\/src\/lib\/(browser\/(analytics|country|deploy-skew|human-check-core|navigate|site-endpoints|toasts)|shared\/(clock|ended-routes))\.ts$/,
  /\/storefront\/src\/lib\/browser\/api\/session\.ts$/,
  /\/ui\/src\/(tokens\.ts|components\/(header|footer|newsletter-form|toast|consent-banner|chat-button|launch-banner|text-banner|buy-box|collapse|content-sections|form-field|text-float)\/[\w-]+\.tsx?)$/,
  /\/region-config\/src\/(?!(routes|resolve|pages|catalogue|products)\.ts$)[\w-]+\.ts$/,
  /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zustand\//,
]
export const jsChunkOf = (id: string): string | undefined =>
  ISLANDS_CHUNK.some((test) => test.test(id)) ? 'islands' : undefined

/**
 * The groups, in the client and the server build alike: Vike links the stylesheets of both builds,
 * so a group must come out the same (same name, same hash) in each; what only the browser renders
 * is left out of the server build unless imported elsewhere too (see +Layout.tsx). Each build gets
 * an output object of its own: Vike names each build's entries on its output options, and one
 * object shared by both builds (`build.rolldownOptions.output`) gives the server entry the
 * client's file name. e2e/stylesheets.spec.ts checks what pages link.
 */
const cssGroups = (): Plugin => ({
  name: 'storefront:css-groups',
  apply: 'build',
  // Vike keeps a function's answer and falls back to one file per stylesheet.
  configEnvironment: (name: string) => ({
    build: {
      rolldownOptions: {
        output: { manualChunks: (id: string) => cssGroupOf(id) ?? (name === 'client' ? jsChunkOf(id) : undefined) },
      },
    },
  }),
})

/**
 * The page's stylesheets come from the server build, which renders every component (Vike links them,
 * inline-styles.ts inlines them). The client build only hydrates islands: their components' CSS
 * imports are left empty there, or Vike would link a second copy of the rules under other names and
 * the islands' chunks would fetch theirs again (docs/browser-weight.md).
 */
const noClientCss = (): Plugin => ({
  name: 'storefront:no-client-css',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (id, importer) =>
    /\.css(\?.*)?$/.test(id) && importer && /\/ui\/src\//.test(importer) ? NO_CSS : undefined,
  load: (id) => (id === NO_CSS ? 'export {}' : undefined),
})
const NO_CSS = '\0storefront:no-client-css'

/**
 * The server bundle of a build carries its dependencies, so an app's dist runs from the app folder;
 * vike stays external because the server's renderPage() must share its instance. Build only: the
 * dev server loads dependencies from node_modules (inlining CommonJS react there fails).
 */
const bundleServerDependencies = (): Plugin => ({
  name: 'storefront:bundle-server-dependencies',
  apply: 'build',
  config: () => ({ ssr: { noExternal: true, external: ['vike'] } }),
})

/**
 * Hashed scripts and stylesheets of the client build, also as `.br` (brotli 11) and `.gz` (gzip 9)
 * beside each file: the server sends those per Accept-Encoding (serveStatic's `precompressed`, app.ts),
 * so an app without a CDN in front answers compressed at no cost per request. Only the client's
 * assets: the server bundle's files are never sent, and images and PDFs are compressed already.
 */
const precompressAssets = (): Plugin =>
  compression({
    include: /(^|\/)_[a-z]+\/assets\/[^?]+\.(js|css|json|svg)$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  })

/**
 * The Vite config of one regional app: the shared pages (this package is the Vike root),
 * built into the app's own dist/, with assets under /_{app}/ so that several apps can sit
 * behind one origin without their hashed files colliding.
 */
export function storefrontViteConfig(app: AppId, appDir: string): UserConfig {
  return {
    root: webRoot,
    publicDir: contentPublic,
    plugins: [react(), vike(), cssGroups(), noClientCss(), bundleServerDependencies(), precompressAssets()],
    cacheDir: path.join(appDir, 'node_modules/.vite'),
    define: { 'import.meta.env.STOREFRONT_APP': JSON.stringify(app) },
    build: {
      outDir: path.join(appDir, 'dist'),
      emptyOutDir: true,
      assetsDir: `_${app}/assets`,
    },
    // `pnpm dev` runs the three apps at once: each dev server reloads over a websocket port of its own.
    server: { fs: { allow: [path.resolve(webRoot, '../..')] }, hmr: { port: 24678 + APP_IDS.indexOf(app) } },
  }
}
