import { startStorefront } from '@storefront/web/server'

await startStorefront('us', import.meta.dirname, { dev: process.argv.includes('--dev') })
