// Test support shared by the e2e fixtures, the hardening suites, the local servers and the CI scripts (run with tsx).
export { freePort } from './ports'
export { hasExited, stopProcess, waitForHealth, type StopOptions, type WaitOptions } from './processes'
export { repoRoot, startAllInOne, tsxBin, type AllInOne, type AllInOneOptions } from './all-in-one'
export { altchaSolution, type Challenge } from './altcha'
export { createOwnPostgres, type OwnPostgres } from './own-postgres'
export { E2E_NOW } from './e2e-now'
