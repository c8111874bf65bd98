import { startStorefront } from '@storefront/web/server'

await startStorefront('cn', import.meta.dirname, { dev: process.argv.includes('--dev') })
