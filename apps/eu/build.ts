import { buildApp } from '@storefront/storefront/build'

await buildApp('eu', import.meta.dirname)
