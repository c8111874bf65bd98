/**
 * Time and memory of one password hash, scrypt (N=2^17, r=8, p=1) against argon2id (OWASP: m=19 MiB,
 * t=2, p=1), each alone in a fresh process at 1, 2 and 4 hashes at once. The figures depend on the machine
 * and its load: docs/security.md ("Password hashing") quotes one run.
 *
 *   npx tsx apps/account-api/bench/password-hashing.ts
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { hash as argon2Hash } from '@node-rs/argon2'
import { ARGON2_OPTIONS } from '../src/password-hash'
import { scryptHash } from '../src/scrypt-legacy'

const ROUNDS = 8
const algorithms = {
  scrypt: () => scryptHash('correct horse battery staple', 17),
  argon2id: () => argon2Hash('correct horse battery staple', ARGON2_OPTIONS),
} as const
type Algorithm = keyof typeof algorithms

/** One measurement in this process: `parallel` hashes at a time, ROUNDS times; prints a JSON line. */
async function measure(algorithm: Algorithm, parallel: number): Promise<void> {
  let peak = process.memoryUsage.rss()
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
  const before = process.memoryUsage.rss()
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(Array.from({ length: parallel }, () => algorithms[algorithm]()))
  }
  const ms = (performance.now() - started) / ROUNDS
  clearInterval(sampler)
  const mib = (bytes: number) => Math.round(bytes / 2 ** 20)
  console.log(
    JSON.stringify({
      algorithm,
      parallel,
      msPerBatch: Math.round(ms),
      hashesPerSecond: Number(((parallel * 1000) / ms).toFixed(1)),
      rssBeforeMiB: mib(before),
      rssPeakMiB: mib(peak),
      perHashMiB: Math.round((peak - before) / 2 ** 20 / parallel),
    }),
  )
}

const [algorithm, parallel] = process.argv.slice(2)
if (algorithm) {
  await measure(algorithm as Algorithm, Number(parallel))
} else {
  // A fresh process per case: freed memory is not always handed back, so one case would inflate the next.
  for (const name of Object.keys(algorithms)) {
    for (const n of [1, 2, 4]) {
      execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name, String(n)], {
        stdio: 'inherit',
      })
    }
  }
}
