import { useApi } from '../../lib/browser/api/account'
import { MailLinkScreen } from '../../account/mail-link-screen'

/**
 * Notify me's mail links, in the request's region and language (docs/rules/notify.md#mail-links): `?confirm=`
 * (double opt-in) and `?unsubscribe=`. Unsubscribing answers the same when the request is gone already.
 */
export function NotifyScreen() {
  const api = useApi()
  return (
    <MailLinkScreen
      messages="notify"
      confirm={(token) => api.confirmNotify(token, { display: false })}
      unsubscribe={(token) => api.unsubscribeNotify(token, { display: false })}
    />
  )
}
