import { startStorefront } from '@storefront/storefront/server'

await startStorefront('cn', import.meta.dirname, { dev: process.argv.includes('--dev') })
