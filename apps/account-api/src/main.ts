import type http from 'node:http'
import { serve } from '@hono/node-server'
import { createLogger, gracefulShutdown, routeConsoleToLogger, serveMetrics } from '@storefront/ops'
import { createService } from './app'
import { serviceClock } from './clock'
import { ConfigError, loadConfig } from './config'
import { openStorage } from './db'
import { openStorageWhenReady } from './db/wait'
import { purgeExpired } from './housekeeping'
import { mailDeliveryFor, redactSmtpUrl } from './mail-delivery'
import { catalogueWithInStock, sweepNotifications } from './notify'
import { readiness, registry, watchOutbox } from './observability'
import { assertProductionSettings } from './production-settings'

const log = createLogger({ name: 'account-api' })
routeConsoleToLogger(log)

/** Start the service: validate the environment, open and migrate the database, listen, stop cleanly. */
async function main(): Promise<void> {
  assertProductionSettings(process.env)
  const config = loadConfig()
  // One clock for requests, mail delivery, housekeeping and notify me (STOREFRONT_NOW: from that instant on).
  const now = serviceClock(config.clockStartsAt)
  if (config.clockStartsAt !== undefined) log.info(`clock: STOREFRONT_NOW, started at ${now().toISOString()}`)
  const where = config.storage.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.storage.dataDir}`
  const storage = await openStorageWhenReady(config.storage, {
    open: openStorage,
    timeoutMs: config.databaseWaitSeconds * 1000,
    onRetry: (error, leftMs) =>
      log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        `waiting for the database, ${where}: not reachable yet; trying again for ${Math.ceil(leftMs / 1000)} s`,
      ),
  })
  // Requests only write the outbox; this worker sends it afterwards (none without SMTP_URL).
  const delivery = mailDeliveryFor(config.mail, storage, {
    now,
    onError: (error) => log.error({ err: error }, 'mail delivery'),
  })
  if (delivery) watchOutbox(storage, now)
  const { app, deps } = createService({
    storage,
    config: config.service,
    now,
    log,
    onError: (error) => log.error({ err: error }, 'request failed'),
    ...(delivery ? { onMailQueued: delivery.kick } : {}),
    ...(config.notify.testInStock.length ? { catalogue: catalogueWithInStock(config.notify.testInStock) } : {}),
  })
  app.get(
    '/ready',
    readiness(storage, () => shutdown.stopping),
  )

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    log.info({ storage: where }, `listening on http://${info.address}:${info.port}`)
  }) as http.Server
  const metrics = await serveMetrics(registry, { port: config.metricsPort?.toString(), host: config.host })
  log.info(
    config.mail.smtpUrl
      ? `e-mail: SMTP via ${redactSmtpUrl(config.mail.smtpUrl)} from ${config.mail.from}`
      : 'e-mail: outbox only (SMTP_URL unset)',
  )
  // Also sends what was queued before this start or while the SMTP server was unreachable.
  delivery?.start()

  // Expired rows are cleared at start and then hourly.
  const purge = () => {
    purgeExpired(storage, now(), config.service).catch((error: unknown) =>
      log.error({ err: error }, 'housekeeping failed'),
    )
  }
  purge()
  const housekeeping = setInterval(purge, 3_600_000)
  housekeeping.unref()

  // Notify me: at start (a deploy may have brought a robot into stock) and then every NOTIFY_SWEEP_SECONDS.
  // One sweep at a time per instance; instances may overlap, each request is still mailed once (src/notify.ts).
  let sweeping: Promise<void> | undefined
  const sweep = () => {
    sweeping ??= sweepNotifications(deps)
      .then((queued) => {
        if (queued) log.info({ queued }, 'notify me: notifications queued')
      })
      .catch((error: unknown) => log.error({ err: error }, 'notify me: sweep failed'))
      .finally(() => (sweeping = undefined))
  }
  sweep()
  const notifier = setInterval(sweep, config.notify.sweepSeconds * 1000)
  notifier.unref()

  // Stop accepting, finish the requests in flight, then stop the mail worker (the send in progress
  // finishes; rows still queued go out after the next start) and close the database (PGlite flushes).
  const shutdown = gracefulShutdown(server, {
    ...config.shutdown,
    log,
    others: [metrics],
    cleanup: async () => {
      clearInterval(housekeeping)
      clearInterval(notifier)
      await sweeping
      await delivery?.stop()
      await storage.close()
    },
  })
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.fatal(error.message)
  else log.fatal({ err: error }, 'start failed')
  log.flush(() => process.exit(1))
})
