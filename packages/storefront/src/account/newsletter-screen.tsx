import { useApi } from '../lib/browser/api/account'
import { MailLinkScreen } from './mail-link-screen'

/**
 * The newsletter links of its mails, in the region's language: `?confirm=` (double opt-in) and
 * `?unsubscribe=`. Unsubscribing answers the same whether or not the address was still subscribed.
 */
export function NewsletterScreen() {
  const api = useApi()
  return (
    <MailLinkScreen
      messages="newsletter"
      confirm={(token) => api.confirmSubscription(token, { display: false })}
      unsubscribe={(token) => api.unsubscribe(token, { display: false })}
    />
  )
}
