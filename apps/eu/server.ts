import { startStorefront } from '@storefront/web/server'

await startStorefront('eu', import.meta.dirname, { dev: process.argv.includes('--dev') })
