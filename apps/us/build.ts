import { buildApp } from '@storefront/storefront/build'

await buildApp('us', import.meta.dirname)
