/**
 * The multi-instance stack of deploy/compose.yaml on this machine's podman: its images built, its services started
 * at an instant and stopped. Debian's podman-compose 1.0.3 adds --network-alias to every container, which podman
 * refuses with network_mode: host, so the services are started here with `podman run`, reading compose.yaml, as
 * docker compose would start them (docs/deployment.md#compose-stack). `pnpm stack-check` and `pnpm rehearse --stack`
 * use it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { request, sleep } from './http'

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const BASE = process.env['NODE_IMAGE'] ?? 'localhost/node:20.20-bookworm-slim'
const ENGINE = ['--runtime', 'runc']
const LIMITS = ['--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=4096:4096']

/** Each server's own port (compose.yaml), for probes that must reach one replica, not the proxy's choice. */
export const PORTS: Record<string, number> = {
  'storefront-cn': 3851,
  'storefront-us-1': 3852,
  'storefront-us-2': 3853,
  'storefront-eu': 3854,
  'account-api-1': 3855,
  'account-api-2': 3856,
}
export const METRICS = {
  'storefront-cn': 3861,
  'storefront-us-1': 3862,
  'storefront-us-2': 3863,
  'storefront-eu': 3864,
  'account-api-1': 3865,
  'account-api-2': 3866,
}
/** The mail sink's port the stack sends to unless told otherwise (compose.yaml's SMTP_URL). */
export const SMTP_PORT = 3858
/** The order the services start in: each after what it depends on. */
export const ORDER = [
  'postgres',
  'account-api-1',
  'account-api-2',
  'storefront-cn',
  'storefront-us-1',
  'storefront-us-2',
  'storefront-eu',
  'proxy',
]

export const sh = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(cmd, args, { cwd: repo, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 << 20 })

export const container = (service: string) => `stack-${service}`

/** The commit the images are built from (their build context leaves out .git). */
export const commit = () => sh('git', ['rev-parse', 'HEAD']).trim()
/** An app's own version (Changesets versions each app, docs/releasing.md): its image is tagged with it. */
export const appVersion = (app: string) =>
  (JSON.parse(fs.readFileSync(path.join(repo, `apps/${app}/package.json`), 'utf8')) as { version: string }).version
export const imageSize = (image: string) =>
  Number(sh('podman', ['image', 'inspect', image, '--format', '{{.Size}}']).trim())

export interface BuiltImage {
  image: string
  /** The storefront app an image serves; none for the other services. */
  app?: string
  seconds: number
  /** Megabytes over the base image. */
  overBase: number
}

/** Builds every image of the stack (the base image from Debian and npm when missing: deploy/base-image.sh). */
export function buildImages(): BuiltImage[] {
  if (spawnSync('podman', ['image', 'exists', BASE]).status !== 0) sh('sh', ['deploy/base-image.sh', BASE])
  const baseSize = imageSize(BASE)
  const build = (file: string, image: string, args: string[] = []): BuiltImage => {
    const started = Date.now()
    const flags = [
      ...ENGINE,
      ...LIMITS,
      ...['--network', 'host', '--format', 'docker'],
      ...['--build-arg', `NODE_IMAGE=${BASE}`, '--build-arg', `BASE_IMAGE=${BASE}`],
    ]
    sh('podman', ['build', ...flags, ...args, '-f', file, '-t', image, '.'])
    const seconds = Math.round((Date.now() - started) / 1000)
    return { image, seconds, overBase: (imageSize(image) - baseSize) / 1e6 }
  }
  const source = commit()
  return [
    ...['cn', 'us', 'eu'].map((app) => {
      const image = `localhost/storefront-${app}`
      const tag = `${image}:${appVersion(app)}`
      const args = ['--build-arg', `APP=${app}`, '--build-arg', `SOURCE_COMMIT=${source}`, '--tag', tag]
      return { ...build('deploy/storefront.Dockerfile', image, args), image: tag, app }
    }),
    build('deploy/account-api.Dockerfile', 'localhost/storefront-account-api'),
    build('deploy/proxy.Dockerfile', 'localhost/storefront-proxy'),
    build('deploy/postgres.Dockerfile', 'localhost/storefront-postgres'),
  ]
}

interface Service {
  image: string
  environment?: Record<string, string>
  read_only?: boolean
  tmpfs?: string[]
  volumes?: string[]
  /** compose's memory limit, given to podman as `--memory` (as deploy/k8s limits the pod). */
  mem_limit?: string
}
const services = (
  parse(fs.readFileSync(path.join(repo, 'deploy/compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>
  }
).services
const interpolate = (value: string, env: Record<string, string>) =>
  value.replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => env[name] ?? fallback)

/**
 * Starts one service of compose.yaml as a container, its `${…}` settings from `env`; `extra` adds settings
 * compose.yaml does not name (a rehearsal's relaxed per-client limits).
 */
export function startService(name: string, env: Record<string, string>, extra: Record<string, string> = {}) {
  const service = services[name]!
  const args = ['run', '-d', '--name', container(name), '--network', 'host', '--restart', 'unless-stopped']
  args.push('--no-healthcheck', ...ENGINE, ...LIMITS)
  if (service.read_only) args.push('--read-only')
  if (service.mem_limit) args.push('--memory', service.mem_limit)
  for (const dir of service.tmpfs ?? []) args.push('--tmpfs', dir)
  for (const volume of service.volumes ?? []) args.push('-v', `stack-${volume}`)
  for (const [key, value] of Object.entries(service.environment ?? {}))
    args.push('-e', `${key}=${interpolate(String(value), env)}`)
  for (const [key, value] of Object.entries(extra)) args.push('-e', `${key}=${value}`)
  sh('podman', [...args, service.image])
}

/** Removes every container of the stack and its database volume. */
export function stopStack() {
  for (const service of ORDER) spawnSync('podman', ['rm', '-f', '-t', '15', container(service)], { stdio: 'ignore' })
  spawnSync('podman', ['volume', 'rm', '-f', 'stack-pgdata'], { stdio: 'ignore' })
}

/**
 * A fresh stack: the previous one removed, every service started with `env` (STOREFRONT_ENV, STOREFRONT_NOW,
 * SMTP_URL, NODE_IMAGE) and `extra` for the account services. Returns the instant after the previous stack was
 * gone, from which its containers' ends are this stack's; `waitReady` tells when it answers.
 */
export function startStack(env: Record<string, string>, extra: { accountApi?: Record<string, string> } = {}): Date {
  stopStack()
  const started = new Date()
  for (const name of ORDER) startService(name, env, name.startsWith('account-api') ? extra.accountApi : {})
  return started
}

/** Resolves once one replica answers its own `/ready`. */
export async function replicaReady(service: string, timeoutMs = 120_000) {
  for (const until = Date.now() + timeoutMs; ; await sleep(250)) {
    const ready = await fetch(`http://127.0.0.1:${PORTS[service]}/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return
    if (Date.now() > until) throw new Error(`${service} did not come back`)
  }
}

/** Resolves once every app answers through the proxy by its host name and every replica on its own port. */
export async function waitReady(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const answers = await Promise.all(
      ['cn', 'us', 'eu'].map((h) => request(h, h === 'cn' ? '/' : h === 'us' ? '/us' : '/uk').catch(() => null)),
    )
    const api = await request('us', '/api/us/health').catch(() => null)
    const replicas = await Promise.all(
      Object.values(PORTS).map((port) =>
        fetch(`http://127.0.0.1:${port}/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    )
    if (answers.every((a) => a?.status === 200) && api?.status === 200 && replicas.every(Boolean)) return
    if (Date.now() > until) throw new Error('the stack did not answer through the proxy')
    await sleep(1000)
  }
}
