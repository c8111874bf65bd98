/**
 * The session store alone (zustand and local storage, no HTTP client): the header reads the signed-in
 * state right after hydration from this small lazy chunk; axios loads only when a call is made.
 */
export { defaultSessionStore } from '@storefront/api-client'
