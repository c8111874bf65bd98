// The route table as the browser loads it when it needs it (ended-routes.ts): a module of its own, so that the
// table and the catalogue it is built from stay out of the scripts every page loads.
export { resolvePath } from '@storefront/region-config'
