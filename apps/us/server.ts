import { startStorefront } from '@storefront/storefront/server'

await startStorefront('us', import.meta.dirname, { dev: process.argv.includes('--dev') })
