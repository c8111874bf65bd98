// The cluster helper lives in the shared test kit, so that suites outside this package start their own too.
export { createOwnPostgres, type OwnPostgres } from '@storefront/test-kit'
