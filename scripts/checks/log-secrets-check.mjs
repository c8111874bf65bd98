// `tsx scripts/checks/log-secrets-check.mjs [--whole-suite] [--with-site-check] [--with-lighthouse] [playwright args…]`
// (after `turbo run build`): no secret ever reaches a log line.
// Starts the all-in-one server (three storefront apps, the account service) with every process's stdout and stderr
// captured to a file, runs Playwright against it (the account journeys; with --whole-suite every project of
// playwright.config.ts, as `npm test` does, so the logs judged are those of every journey the suite takes) and,
// beside it, with --with-site-check the outside checkers of scripts/checks/site-check.mjs and with --with-lighthouse
// the Lighthouse audits of scripts/bench/lighthouse.mjs (its LIGHTHOUSE_* settings pass through), then one more
// journey through the API that records the session tokens it is given. Afterwards every line must be JSON, and none
// may contain a verification code, a reset or verification link token, an access or refresh token, or a password
// those journeys used. One server for all of these: `npm test` starts it once (scripts/ci.mjs).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { altchaSolution, E2E_NOW, freePort, startAllInOne } from '@storefront/test-kit'
import { lighthouseCategories } from '../bench/lighthouse-categories.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-log-check-'))
const logFile = path.join(work, 'servers.log')
const args = process.argv.slice(2)
const wholeSuite = args.includes('--whole-suite')
const withSiteCheck = args.includes('--with-site-check')
const withLighthouse = args.includes('--with-lighthouse')
const playwrightArgs = args.filter((a) => !['--whole-suite', '--with-site-check', '--with-lighthouse'].includes(a))
const accountSpecs = ['e2e/account.spec.ts', 'e2e/account-localised.spec.ts']
const specs = wholeSuite ? [] : accountSpecs
const port = process.env.LOG_CHECK_PORT ? Number(process.env.LOG_CHECK_PORT) : await freePort()
const base = `http://localhost:${port}`
/** Started in the `try` below; every process's stdout and stderr go to `logFile`. */
let server

const api = async (route, { body, headers = {}, method = body ? 'POST' : 'GET' } = {}) => {
  const res = await fetch(`${base}/api/us${route}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  })
  const envelope = await res.json()
  if (envelope.code !== 2000) throw new Error(`${route}: ${JSON.stringify(envelope)}`)
  return envelope.data
}
/** The most the dev outbox lists at once: a run that sent more could not have every secret looked for. */
const OUTBOX_LIMIT = 5000
const outbox = async (to) => {
  const query = to ? `to=${encodeURIComponent(to)}&limit=200` : `limit=${OUTBOX_LIMIT}`
  return (await (await fetch(`${base}/api/dev/outbox.json?${query}`)).json()).data.messages
}
/** A solution to the service's proof of work, as the storefront's widget sends it (code/send, forgot). */
const altcha = async () => altchaSolution(await (await fetch(`${base}/api/us/altcha/challenge`)).json())
const tokenOf = (link) => new URL(link).searchParams.get('token')

/** A sign-up by code, a password, a login, a refresh, a reset: every secret the API hands out. */
async function apiJourney(secrets) {
  const email = `log-check-${Date.now()}@example.com`
  await api('/account/user/code/send', { body: { email, purpose: 'register', altcha: await altcha() } })
  const code = (await outbox(email))[0].meta.code
  const session = await api('/account/user/register_or_login', { body: { email, code } })
  const password = 'Log-check-Passw0rd'
  await api('/account/user/password/set', { body: { password }, headers: { apptoken: session.apptoken } })
  const login = await api('/account/user/login/pwd', { body: { email, password } })
  const refreshed = await api(`/account/user/sign_in/refresh?user_id=${login.user_id}`, {
    headers: { apptoken: login.apptoken, reftoken: login.reftoken },
  })
  await api('/account/user/password/forgot', { body: { email, region: 'us', altcha: await altcha() } })
  const reset = tokenOf((await outbox(email)).find((m) => m.kind === 'reset_password').meta.link)
  const newPassword = 'Log-check-Passw0rd-2'
  await api('/account/user/password/reset', { body: { token: reset, password: newPassword } })
  // The reset link's token also travels in a page URL, through the storefront's own access log.
  await fetch(`${base}/us/reset-password?token=${reset}`)
  secrets.push(code, password, newPassword, reset)
  for (const s of [session, login, refreshed]) secrets.push(s.apptoken, s.reftoken)
}

/** Runs `command` against this server, told where it is by `env`; rejects with `failure`. */
function runAgainstServer(command, args, env, failure) {
  return new Promise((resolve, reject) =>
    spawn(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } })
      // A run that cannot start fails as one that found problems does (no `exit` follows a spawn error).
      .once('error', () => reject(new Error(failure)))
      .once('exit', (status) => (status === 0 ? resolve() : reject(new Error(failure)))),
  )
}

/** The messages of the runs that failed. */
const failuresOf = (settled) => settled.filter((run) => run.status === 'rejected').map((run) => run.reason.message)

let failed
try {
  // As playwright.config.ts starts it.
  server = await startAllInOne({
    now: E2E_NOW,
    port,
    stdio: fs.openSync(logFile, 'w'),
    env: { ACCESS_TOKEN_TTL_SECONDS: '6', RATE_LIMIT_PER_MINUTE: '1000', LOOKUPS_PER_HOUR: '10000' },
  })
  // E2E_SERVER=running: Playwright uses this server instead of starting its own.
  const e2e = runAgainstServer(
    'node_modules/.bin/playwright',
    ['test', ...specs, ...playwrightArgs],
    { E2E_PORT: String(port), E2E_SERVER: 'running' },
    wholeSuite ? 'the end-to-end suite failed' : 'the account journeys failed',
  )
  const tsx = 'node_modules/.bin/tsx'
  const siteCheck = () =>
    withSiteCheck &&
    runAgainstServer(tsx, ['scripts/checks/site-check.mjs'], { SITE_CHECK_BASE: base }, 'the site check found problems')
  const lighthouseCheck = () =>
    withLighthouse &&
    runAgainstServer(
      tsx,
      ['scripts/bench/lighthouse.mjs'],
      { LIGHTHOUSE_BASE: base },
      'a page is under its Lighthouse floors',
    )
  // Beside the Playwright suite: the checkers only read pages, and mostly wait for them. Lighthouse's performance score
  // moves with the machine's load: when it is scored, Lighthouse runs alone once the others have passed.
  const scored = lighthouseCategories().includes('performance')
  let failures = failuresOf(await Promise.allSettled([e2e, siteCheck(), ...(scored ? [] : [lighthouseCheck()])]))
  if (scored && !failures.length) failures = failuresOf(await Promise.allSettled([lighthouseCheck()]))
  if (failures.length) throw new Error(failures.join('; '))

  const secrets = []
  await apiJourney(secrets)
  const mails = await outbox()
  if (mails.length >= OUTBOX_LIMIT) throw new Error(`${mails.length} mails: more than the outbox lists at once`)
  for (const mail of mails) {
    if (mail.meta.code) secrets.push(mail.meta.code)
    if (mail.meta.link) secrets.push(tokenOf(mail.meta.link))
  }
  // The passwords the Playwright journeys type.
  const specFiles = wholeSuite
    ? fs
        .readdirSync(path.join(repo, 'e2e'), { recursive: true, withFileTypes: true })
        // Screenshot folders are named after their spec (`pages.spec.ts/`): files only.
        .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
        .map((entry) => path.relative(repo, path.join(entry.parentPath, entry.name)))
    : accountSpecs
  for (const spec of specFiles) {
    const source = fs.readFileSync(path.join(repo, spec), 'utf8')
    for (const m of source.matchAll(/[pP]assword[^\n]*\.fill\('([^']{6,})'\)/g)) secrets.push(m[1])
  }
  await new Promise((r) => setTimeout(r, 500)) // the last access lines
  await server.stop()

  const text = fs.readFileSync(logFile, 'utf8')
  const lines = text.split('\n').filter((line) => line.trim())
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object'
    } catch {
      return true
    }
  })
  // A leaked secret is text; numbers (pids, times, sizes, durations) could equal a 6-digit code by chance.
  const searchable = text.replace(/":-?\d+(\.\d+)?(?=[,}\]])/g, '":0')
  const leaked = [...new Set(secrets.filter(Boolean))].filter((secret) =>
    new RegExp(`(^|[^\\w-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(searchable),
  )
  const access = lines.filter((line) => line.includes('"msg":"request"'))
  const withId = access.filter((line) => /"reqId":"[\w.:-]+"/.test(line))
  console.log(
    `[log-check] ${lines.length} lines (${access.length} access lines, ${withId.length} with a request id), ` +
      `${new Set(secrets).size} secrets looked for, ${leaked.length} found, ${notJson.length} lines not JSON; ` +
      `log: ${logFile}`,
  )
  if (notJson.length) console.error(`[log-check] not JSON:\n${notJson.slice(0, 10).join('\n')}`)
  if (leaked.length)
    console.error(`[log-check] secrets in the logs: ${leaked.length} (e.g. one of length ${leaked[0].length})`)
  if (secrets.length < 10 || access.length === 0 || withId.length !== access.length)
    console.error('[log-check] too little was logged or looked for')
  failed =
    notJson.length > 0 ||
    leaked.length > 0 ||
    secrets.length < 10 ||
    access.length === 0 ||
    withId.length !== access.length
} catch (error) {
  console.error('[log-check]', error)
  failed = true
} finally {
  await server?.stop()
}
process.exit(failed ? 1 : 0)
