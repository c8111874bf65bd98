import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  passToClient: [],
  // Client routing keeps the chrome mounted between pages; data comes from the server hook.
  clientRouting: true,
  hydrationCanBeAborted: true,
} satisfies Config
