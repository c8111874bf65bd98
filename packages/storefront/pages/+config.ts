import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  passToClient: [],
  // Server routing: every navigation loads a page, prerendered ahead by the Speculation Rules of +Head.tsx,
  // and the browser hydrates only the page's islands (+onRenderClient.ts, docs/browser-weight.md).
  clientRouting: false,
  // Load the client runtime and +onRenderClient although Page is server only (https://vike.dev/clientHooks).
  clientHooks: true,
  // The page's React tree renders on the server only: the browser loads no Page, Layout or Wrapper,
  // only the islands' own modules.
  meta: {
    Page: { env: { server: true } },
    Layout: { env: { server: true } },
    Wrapper: { env: { server: true } },
    Loading: { env: { server: true } },
    title: { env: { server: true } },
    lang: { env: { server: true } },
  },
} satisfies Config
