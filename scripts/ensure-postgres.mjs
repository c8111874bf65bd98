// The account service's tests run on PostgreSQL too: start the machine's cluster if it is down.
import { execSync } from 'node:child_process'
import net from 'node:net'

const reachable = () =>
  new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

if (!(await reachable())) {
  console.log('[ci] starting PostgreSQL')
  execSync('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | sort -V | tail -1) main start', {
    stdio: 'inherit',
    shell: '/bin/bash',
  })
  for (let i = 0; i < 50 && !(await reachable()); i++) await new Promise((r) => setTimeout(r, 200))
}
console.log(`[ci] postgresql: ${(await reachable()) ? 'up' : 'DOWN'} on 127.0.0.1:5432`)
