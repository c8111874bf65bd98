/**
 * The production entry of a regional app: build.ts bundles it with the server code and the shared
 * packages into `<app>/dist/start/server.mjs`, which `pnpm start` runs with plain node (no tsx and no
 * TypeScript sources at run time; only `vike` and the packages it loads come from node_modules).
 * The app id is fixed at build time.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AppId } from '@storefront/region-config'
import { startStorefront } from './index'
import { isClusterWorker, runPrimary, webConcurrency } from './cluster'

const app = import.meta.env.STOREFRONT_APP as AppId
// <app>/dist/start/server.mjs → <app>
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

// WEB_CONCURRENCY > 1: a primary process that runs that many servers on the one port (cluster.ts).
const workers = isClusterWorker() ? 1 : webConcurrency(process.env.WEB_CONCURRENCY, os.availableParallelism())
if (workers > 1) await runPrimary(app, workers)
else await startStorefront(app, appDir)
