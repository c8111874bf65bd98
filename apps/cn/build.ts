import { buildApp } from '@storefront/storefront/build'

await buildApp('cn', import.meta.dirname)
