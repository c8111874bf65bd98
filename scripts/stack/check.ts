/**
 * `pnpm stack-check`: the multi-instance stack of deploy/compose.yaml proven on this machine with podman
 * (docs/deployment.md#compose-stack: install podman, runc and debootstrap, and set up containers.conf, first).
 * Builds the images (the base image from Debian and npm when missing: deploy/base-image.sh), starts the
 * stack with an SMTP sink on the host, its clock 30 s before the catalogue's first promo start (calendarOf,
 * STOREFRONT_ENV=pre-production), then checks, printing figures, exiting 1 on any failure:
 *   0. the cache in front (cache.ts): no shopper gets the old price from it past the promo's start, campaign
 *      clicks with unique tracking parameters are answered from it, byte for byte the same page with each its
 *      own request id and no nonce to share, and (after step 2) no account answer is ever held;
 *   1. every region's home and a product page through the proxy by host name (gzip, a request id);
 *   2. a sign-up across the two account services: the code is mailed once, the per-address mail limit
 *      is shared (the 6th code in the window is 4012 whichever replica answers);
 *   3. a rolling restart of each replicated service (storefront-us-1/2, account-api-1/2) under load:
 *      zero failed requests;
 *   4. every server's log lines, stdout and stderr, are JSON; 5. every metrics port answers; 6. every storefront
 *      answers `/version` with the version its image is tagged with (docs/releasing.md);
 *   7. no container's process exited, was restarted by podman or killed for memory during the whole run
 *      (the deliberate `podman restart`s of step 3 aside), so a crash can never pass as "all checks passed".
 * Too slow for CI's budget; run by hand (README "Deploying"). STACK_KEEP=1 leaves the stack running.
 */
import { spawnSync } from 'node:child_process'
import { altchaSolution, type Challenge } from '@storefront/test-kit'
import { TestSmtpServer } from '@storefront/test-kit/smtp'
import { checkNeverCached, checkPromoBoundary, LEAD_SECONDS, promoBoundary } from './cache'
import { request, sleep, type Answer } from './http'
import {
  appVersion,
  BASE,
  buildImages,
  commit as commitOf,
  container,
  METRICS,
  ORDER,
  PORTS,
  replicaReady,
  sh,
  SMTP_PORT,
  startService,
  startStack,
  stopStack,
  waitReady,
} from './stack'

const failures: string[] = []
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

const envelope = (answer: Answer) => JSON.parse(answer.body) as { code: number; data: Record<string, unknown> }
/** code/send as the storefront's form sends it: with a solved ALTCHA challenge (single use: one per request). */
const sendCode = async (email: string) => {
  const challenge = JSON.parse((await request('us', '/api/us/altcha/challenge')).body) as Challenge
  const altcha = await altchaSolution(challenge)
  return envelope(
    await request('us', '/api/us/account/user/code/send', { body: { email, purpose: 'register', altcha } }),
  )
}

// 0. Images.
console.log('[stack-check] images')
const commit = commitOf()
for (const built of buildImages()) {
  console.log(`  ${built.image}: built in ${built.seconds} s, ${built.overBase.toFixed(1)} MB over the base image`)
  if (built.app)
    check(built.overBase <= 30, `${built.image} within 30 MB of the base (${built.overBase.toFixed(1)} MB)`)
}

// 1. The stack, with a mail sink on the host.
const smtp = await TestSmtpServer.start({ port: SMTP_PORT })
// The stack at an instant, as docs/deployment.md#compose-stack starts it: LEAD_SECONDS before a promo's start.
const boundary = promoBoundary()
const instant = (at: number) => new Date(at).toISOString()
const stackEnv: Record<string, string> = {
  SMTP_URL: smtp.url,
  NODE_IMAGE: BASE,
  STOREFRONT_ENV: 'pre-production',
  STOREFRONT_NOW: instant(boundary.at - LEAD_SECONDS * 1000),
}
/** Containers this check stops on purpose (steps 0 and 3), and how often: those stops are not failures. */
const plannedRestarts = new Map<string, number>()
const planRestart = (name: string) => plannedRestarts.set(name, (plannedRestarts.get(name) ?? 0) + 1)
/**
 * A container's state now, and how many times its process ended since the stack started besides a planned
 * restart (`podman events`: a restart by the policy, or an exit podman did not restart, both count).
 */
function containerState(service: string) {
  const name = container(service)
  const [running, restarts, oomKilled, exitCode] = sh('podman', [
    'inspect',
    name,
    '--format',
    '{{.State.Running}} {{.RestartCount}} {{.State.OOMKilled}} {{.State.ExitCode}}',
  ])
    .trim()
    .split(' ')
  const died = sh('podman', [
    'events',
    '--stream=false',
    '--since',
    stackStarted.toISOString(),
    '--filter',
    `container=${name}`,
    '--filter',
    'event=died',
    '--format',
    '{{.Time}}',
  ])
    .split('\n')
    .filter((l) => l.trim()).length
  return {
    running: running === 'true',
    restarts: Number(restarts),
    oomKilled: oomKilled === 'true',
    exitCode: Number(exitCode),
    exits: Math.max(0, died - (plannedRestarts.get(name) ?? 0)),
  }
}

console.log(
  `[stack-check] starting the stack at ${stackEnv['STOREFRONT_NOW']}, ${LEAD_SECONDS} s before the promo of ` +
    `${boundary.path} (${boundary.price}) at ${instant(boundary.at)}`,
)
const stackStarted = startStack(stackEnv)
try {
  await waitReady()

  console.log('[stack-check] the cache in front, across the promo boundary')
  await checkPromoBoundary({
    check,
    boundary,
    // A storefront's STOREFRONT_NOW stands still (docs/rules/time.md): the app's replicas are replaced, one by
    // one, by ones at the new instant, as its clock would have moved on.
    moveClock: async (at) => {
      for (const service of ORDER.filter((s) => s.startsWith(`storefront-${boundary.app}`))) {
        planRestart(container(service))
        sh('podman', ['rm', '-f', '-t', '5', container(service)])
        startService(service, { ...stackEnv, STOREFRONT_NOW: instant(at) })
        await replicaReady(service)
      }
    },
  })

  console.log('[stack-check] pages through the proxy')
  const pages: [string, string][] = [
    ['cn', '/'],
    ['cn', '/flagship-megatron'],
    ['us', '/us'],
    ['us', '/jp'],
    ['us', '/kr'],
    ['us', '/us/flagship-megatron'],
    ['eu', '/uk'],
    ['eu', '/eu'],
    ['eu', '/fr'],
    ['eu', '/de'],
    ['eu', '/uk/flagship-megatron'],
  ]
  for (const [host, route] of pages) {
    const started = Date.now()
    const answer = await request(host, route, { headers: { 'accept-encoding': 'gzip' } })
    const ms = Date.now() - started
    check(
      answer.status === 200 && answer.headers['content-encoding'] === 'gzip' && !!answer.headers['x-request-id'],
      `${host}.localhost${route}: ${answer.status}, ${answer.headers['content-encoding'] ?? 'identity'}, ${ms} ms`,
    )
  }

  console.log('[stack-check] a sign-up across the two account services')
  const email = `stack-${Date.now()}@example.com`
  check((await sendCode(email)).code === 2000, 'code sent')
  const [mail] = await smtp.waitFor(email, 1, 30_000)
  await sleep(3000) // both replicas' mail workers have had time to (wrongly) send it again
  check(smtp.to(email).length === 1, `the code was mailed once (${smtp.to(email).length})`)
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? ''
  const session = envelope(await request('us', '/api/us/account/user/register_or_login', { body: { email, code } }))
  check(session.code === 2000 && typeof session.data['apptoken'] === 'string', 'registered with the mailed code')
  console.log('[stack-check] what the cache never holds')
  await checkNeverCached(check, String(session.data['apptoken']), email)
  const limited = `stack-limit-${Date.now()}@example.com`
  const codes: number[] = []
  for (let i = 0; i < 6; i++) {
    // The proxy takes the two services in turn, and each code/send follows its challenge: one more request
    // before every other send lets both services answer sends, as the limit must hold whichever does.
    if (i % 2) await request('us', '/api/us/health')
    codes.push((await sendCode(limited)).code)
  }
  check(
    codes.slice(0, 5).every((c) => c === 2000) && codes[5] === 4012,
    `per-address mail limit shared by both replicas (${codes.join(' ')})`,
  )
  const served = await Promise.all(
    (['account-api-1', 'account-api-2'] as const).map(async (s) => {
      const text = await (await fetch(`http://127.0.0.1:${METRICS[s]}/metrics`)).text()
      return [
        ...text.matchAll(
          /account_api_http_requests_total\{route="\/api\/\{set\}\/account\/user\/code\/send"[^}]*\} (\d+)/g,
        ),
      ].reduce((n, m) => n + Number(m[1]), 0)
    }),
  )
  check(
    served.every((n) => n > 0),
    `both account services answered code/send (${served.join(' + ')})`,
  )

  console.log('[stack-check] rolling restarts under load')
  for (const service of ['storefront-us-1', 'storefront-us-2', 'account-api-1', 'account-api-2']) {
    let stop = false
    const tally = { ok: 0, failed: [] as string[] }
    const loop = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const [host, route] = service.startsWith('account')
          ? ['us', i % 2 ? '/api/us/health' : '/api/eu/health']
          : ['us', ['/us', '/jp', '/us/flagship-megatron'][(n + i) % 3]!]
        try {
          // Credentials make the cache in front pass every request on: each reaches a replica, none the cache.
          const answer = await request(host, route, { headers: { authorization: 'Bearer stack-check' } })
          if (answer.status === 200 && answer.headers['x-cache-status'] !== 'HIT') tally.ok++
          else tally.failed.push(`${route} ${answer.status} ${String(answer.headers['x-cache-status'])}`)
        } catch (error) {
          tally.failed.push(`${route} ${String(error)}`)
        }
      }
    }
    const loops = Array.from({ length: 8 }, (_, n) => loop(n))
    const started = Date.now()
    await sleep(1000)
    planRestart(container(service))
    sh('podman', ['restart', '-t', '15', container(service)])
    // The restarted replica answers its own /ready before the next one goes down.
    await replicaReady(service)
    await sleep(1000)
    stop = true
    await Promise.all(loops)
    check(
      tally.failed.length === 0,
      `${service} restarted under load: ${tally.ok} answered, ${tally.failed.length} failed, ` +
        `${Date.now() - started} ms ${tally.failed.slice(0, 3).join('; ')}`,
    )
  }

  console.log('[stack-check] logs and metrics')
  for (const service of Object.keys(METRICS)) {
    // `podman logs` gives the container's stdout on stdout and its stderr on stderr: read both.
    const logs = spawnSync('podman', ['logs', container(service)], { encoding: 'utf8', maxBuffer: 64 << 20 })
    const lines = `${logs.stdout}\n${logs.stderr}`.split('\n').filter((l) => l.trim())
    const bad = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    check(
      lines.length > 0 && bad.length === 0,
      `${service}: ${lines.length} log lines, ${bad.length} not JSON ${bad[0]?.slice(0, 80) ?? ''}`,
    )
  }
  for (const [service, port] of Object.entries(METRICS)) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text().catch(() => '')
    const series = service.startsWith('account') ? 'account_api_http_requests_total' : 'storefront_http_requests_total'
    check(text.includes(series) && text.includes('nodejs_eventloop_lag_seconds'), `${service} metrics on :${port}`)
    if (!service.startsWith('account')) {
      const app = service.split('-')[1]!
      check(
        text.includes(`storefront_build_info{version="${appVersion(app)}",commit="${commit}"`),
        `${service} exports storefront_build_info for ${appVersion(app)} at ${commit.slice(0, 10)}`,
      )
    }
  }
  console.log('[stack-check] versions')
  for (const [service, port] of Object.entries(PORTS)) {
    if (service.startsWith('account')) continue
    const app = service.split('-')[1]!
    const info = (await (await fetch(`http://127.0.0.1:${port}/version`)).json()) as Record<string, unknown>
    check(
      info['app'] === app && info['version'] === appVersion(app) && info['commit'] === commit,
      `${service} /version: ${info['app']} ${info['version']} at ${String(info['commit']).slice(0, 10)}`,
    )
  }

  console.log('[stack-check] no process exited')
  for (const service of ORDER) {
    const state = containerState(service)
    check(
      state.running && state.restarts === 0 && !state.oomKilled && state.exits === 0,
      `${service}: ${state.running ? 'running' : `not running (exit ${state.exitCode})`}, ` +
        `${state.restarts} restarts by podman, ${state.exits} unplanned exits${state.oomKilled ? ', OOM-killed' : ''}`,
    )
  }
} catch (error) {
  failures.push(String(error))
  console.error('[stack-check]', error)
} finally {
  if (!process.env['STACK_KEEP']) stopStack()
  await smtp.stop()
}
console.log(`[stack-check] ${failures.length ? `FAILED: ${failures.length} check(s)` : 'all checks passed'}`)
process.exit(failures.length ? 1 : 0)
