import net from 'node:net'

/** A TCP port on loopback that nothing listens on now (the OS picks it), for a server a script starts. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
