import { buildApp } from '@storefront/web/build'

await buildApp('eu', import.meta.dirname)
