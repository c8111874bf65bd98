/**
 * What the chrome of every page (header, footer, country suggestion) takes from the API client,
 * loaded as one lazy chunk by `lazy-api`. Named imports, not the package namespace, so the chunk
 * carries these and their dependencies only (no region context, no unused region data).
 */
export { isApiError, logout } from '@storefront/api-client'
export { apiClientFor } from './api'
