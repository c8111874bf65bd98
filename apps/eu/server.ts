import { startStorefront } from '@storefront/storefront/server'

await startStorefront('eu', import.meta.dirname, { dev: process.argv.includes('--dev') })
