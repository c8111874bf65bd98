// One built storefront app, as apps/<app>/server.ts runs it, plus an IPC hook for the soak suite:
// on { type: 'gc' } it collects garbage (node --expose-gc) and answers its memory.
import path from 'node:path'
import { startStorefront } from '@storefront/storefront/server'
import { repoRoot } from '@storefront/test-kit'

const app = process.argv[2] as 'cn' | 'us' | 'eu'
await startStorefront(app, path.join(repoRoot, 'apps', app))

const gc = (globalThis as { gc?: () => void }).gc
process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'gc') return
  gc?.()
  gc?.()
  process.send?.({ type: 'memory', memory: process.memoryUsage() })
})
process.on('disconnect', () => process.exit(0))
