import fs from 'node:fs'
import path from 'node:path'
import { webRoot } from './vite'

const LOCK = path.join(webRoot, 'node_modules/.storefront-build.lock')
const STALE_MS = 15 * 60_000

/**
 * The apps share one Vike root, where Vike writes temporary files while it reads the +config
 * files: builds of several apps at once (turbo runs them in parallel) take turns, and so does a
 * dev server starting beside them (the dev-server test).
 */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true })
  for (;;) {
    try {
      fs.mkdirSync(LOCK)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const stat = fs.statSync(LOCK, { throwIfNoEntry: false })
      if (stat && Date.now() - stat.mtimeMs > STALE_MS) fs.rmSync(LOCK, { recursive: true, force: true })
      else await new Promise((r) => setTimeout(r, 250))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true })
  }
}
