import net from 'node:net'

/** Whether something already listens on `port` at `host` (the gateway's port is checked before any server starts). */
export function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)))
    probe.listen(port, host, () => probe.close(() => resolve(false)))
  })
}

/** The one line `npm start` prints when its port is taken. */
export const busyPortLine = (port: number, host: string): string =>
  `[all-in-one] port ${port} on ${host} is in use: stop what listens there, or choose another (PORT=${port + 1})`
