import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openStorage } from './db'
import { purgeExpired } from './housekeeping'
import { mailDeliveryFor, redactSmtpUrl } from './mail-delivery'

/** Start the service: validate the environment, open and migrate the database, listen, stop cleanly. */
async function main(): Promise<void> {
  const config = loadConfig()
  const storage = await openStorage(config.storage)
  // Requests only write the outbox; this worker sends it afterwards (none without SMTP_URL).
  const delivery = mailDeliveryFor(config.mail, storage)
  const app = createApp({ storage, config: config.service, ...(delivery ? { onMailQueued: delivery.kick } : {}) })
  const where = config.storage.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.storage.dataDir}`

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    console.log(`[account-api] listening on http://${info.address}:${info.port} (${where})`)
  })
  console.log(
    config.mail.smtpUrl
      ? `[account-api] e-mail: SMTP via ${redactSmtpUrl(config.mail.smtpUrl)} from ${config.mail.from}`
      : '[account-api] e-mail: outbox only (SMTP_URL unset)',
  )
  // Also sends what was queued before this start or while the SMTP server was unreachable.
  delivery?.start()

  // Expired rows are cleared at start and then hourly.
  const purge = () => {
    purgeExpired(storage, new Date(), config.service).catch((error: unknown) => console.error('[account-api] housekeeping failed:', error))
  }
  purge()
  const housekeeping = setInterval(purge, 3_600_000)
  housekeeping.unref()

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    clearInterval(housekeeping)
    console.log(`[account-api] ${signal}: shutting down`)
    // No new sends; the one in progress finishes. Rows still queued go out after the next start.
    const deliveryStopped = delivery?.stop().catch((error: unknown) => console.error('[account-api] stopping mail delivery:', error))
    // Give in-flight requests a moment, then close the database so PGlite flushes to disk.
    const force = setTimeout(() => {
      console.error('[account-api] shutdown timed out')
      process.exit(1)
    }, 10_000)
    force.unref()
    server.close(() => {
      Promise.resolve(deliveryStopped)
        .then(() => storage.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('[account-api] error while closing the database:', error)
          process.exit(1)
        })
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
