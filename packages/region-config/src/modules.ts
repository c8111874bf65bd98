/**
 * The runtime modules both entry points re-export: `index.ts` (with the zod schemas and the
 * parse at import) and `browser.ts` (without them). One list, so the two cannot drift apart.
 */
export * from './regions'
export * from './page-languages'
export * from './currency'
export * from './products'
export * from './pages'
export * from './catalogue'
export * from './time'
export * from './country'
export * from './routes'
export * from './resolve'
export * from './nav-check'
export * from './nav-keys'
export * from './payment'
export * from './price-view'
export * from './date-format'
export * from './campaigns'
export * from './price-timeline'
export * from './reference-price'
export * from './running-campaigns'
export * from './calendar'
