// The account service's tests start a PostgreSQL cluster of their own (apps/account-api/src/test/own-postgres.ts):
// they need the server's binaries, not a running server.
import { existsSync, readdirSync } from 'node:fs'

const root = '/usr/lib/postgresql'
const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(`${root}/${v}/bin/initdb`)) : []
if (!versions.length) {
  console.error(`[ci] postgresql: no initdb under ${root}/*/bin; install PostgreSQL (apt-get install postgresql)`)
  process.exit(1)
}
console.log(`[ci] postgresql: binaries of ${versions.sort((a, b) => Number(a) - Number(b)).join(', ')} under ${root}`)
