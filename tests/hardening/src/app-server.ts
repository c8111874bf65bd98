// One built storefront app, as apps/<app>/server.ts runs it, plus an IPC hook for the soak suite:
// on { type: 'gc' } it collects garbage (node --expose-gc) and answers its memory.
import http from 'node:http'
import path from 'node:path'
import { startStorefront } from '@storefront/storefront/server'
import { repoRoot } from '@storefront/test-kit'

const app = process.argv[2] as 'cn' | 'us' | 'eu'

// A deliberate leak, to show the soak fails on one (soak.test.ts): HARDENING_LEAK_BYTES kept for good per request.
const leakBytes = Number(process.env.HARDENING_LEAK_BYTES ?? 0)
if (leakBytes > 0) {
  const kept: Buffer[] = []
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') kept.push(Buffer.alloc(leakBytes, 1))
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}
await startStorefront(app, path.join(repoRoot, 'apps', app))

const gc = (globalThis as { gc?: () => void }).gc
process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'gc') return
  gc?.()
  gc?.()
  process.send?.({ type: 'memory', memory: process.memoryUsage() })
})
process.on('disconnect', () => process.exit(0))
