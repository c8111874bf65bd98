import { buildApp } from '@storefront/web/build'

await buildApp('us', import.meta.dirname)
