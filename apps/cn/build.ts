import { buildApp } from '@storefront/web/build'

await buildApp('cn', import.meta.dirname)
