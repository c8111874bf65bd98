/**
 * What finding out who has an account costs an attacker (docs/security.md#account-service): the time to
 * solve one ALTCHA challenge as the service issues it at the configured size (ALTCHA_MAX_NUMBER,
 * default 20000), measured on this machine in Node, times the lookups allowed per client and hour.
 * A figure of this machine and its load: a benchmark, not a test.
 *
 *   npx tsx bench/enumeration-cost.ts [challenges=40]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { createApp } from '../src/app'
import { DEFAULT_SERVICE_CONFIG, loadConfig } from '../src/config'
import { migrate } from '../src/db/migrate'
import { openPgliteStorage } from '../src/db/pglite'
import { LOOKUP_LIMIT } from '../src/limits'

const ADDRESSES = 1000
const CLIENTS = [1, 100]
const runs = Number(process.argv[2] ?? 40)

const { service } = loadConfig({ ...process.env, NODE_ENV: 'development' })
const dataDir = await mkdtemp(path.join(tmpdir(), 'enumeration-cost-'))
const storage = await openPgliteStorage(dataDir)
try {
  await migrate(storage)
  const app = createApp({ storage, config: service })
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const challenge = (await (await app.request('/api/us/altcha/challenge')).json()) as Challenge
    const started = performance.now()
    if (!(await solveChallenge({ challenge, deriveKey }))) throw new Error('challenge not solved')
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length / 1000
  const median = (times[Math.floor(times.length / 2)] ?? 0) / 1000
  console.log(
    `ALTCHA_MAX_NUMBER=${service.altchaMaxNumber} (default ${DEFAULT_SERVICE_CONFIG.altchaMaxNumber}): ` +
      `${runs} challenges solved in Node, mean ${mean.toFixed(3)} s, median ${median.toFixed(3)} s, ` +
      `max ${((times.at(-1) ?? 0) / 1000).toFixed(3)} s`,
  )
  const perClient = service.lookupsPerHour
  console.log(`allowance: ${perClient} lookups per client and hour, ${LOOKUP_LIMIT.perAddress} per address and hour`)
  for (const clients of CLIENTS) {
    const each = Math.ceil(ADDRESSES / clients)
    // A client's allowance refills each hour; the work of its lookups is done one after another.
    const hours = Math.ceil(each / perClient) - 1
    const wall = hours * 3600 + Math.min(each, perClient) * mean
    console.log(
      `${ADDRESSES} addresses from ${clients} client(s): ` +
        `${ADDRESSES} solutions = ${(ADDRESSES * mean).toFixed(0)} CPU-s; ` +
        `${each} lookups per client, at least ${wall.toFixed(1)} s (${(wall / 3600).toFixed(1)} h) of wall time`,
    )
  }
} finally {
  await storage.close()
  await rm(dataDir, { recursive: true, force: true })
}
