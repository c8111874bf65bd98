import getPort from 'get-port'

/**
 * A loopback port nothing listens on now, for a server a test or script is about to start. get-port also keeps
 * the ports it handed out in this process from coming back for a while, so servers started together never collide.
 * It cannot know of ports another process chose and has not bound yet: pass those as `exclude` (the all-in-one's
 * own port, handed to it by its caller, while it picks its apps' ports before listening on it).
 */
export const freePort = ({ exclude = [] }: { exclude?: readonly number[] } = {}): Promise<number> =>
  getPort({ host: '127.0.0.1', exclude })
