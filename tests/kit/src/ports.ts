import getPort from 'get-port'

/**
 * A loopback port nothing listens on now, for a server a test or script is about to start. get-port also keeps
 * the ports it handed out in this process from coming back for a while, so servers started together never collide.
 * It cannot know of ports another process chose and has not bound yet: a server that hands out ports to others
 * listens on its own first (the all-in-one gateway does).
 */
export const freePort = (): Promise<number> => getPort({ host: '127.0.0.1' })
