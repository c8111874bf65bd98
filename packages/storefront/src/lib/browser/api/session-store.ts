/**
 * The lazy chunk of `./index` with the session store alone (zustand and local storage, no HTTP
 * client): the header shows a stored sign-in without loading axios.
 */
export { defaultSessionStore } from '@storefront/api-client'
