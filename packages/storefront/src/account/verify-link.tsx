import { VerifyLinkStatus } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { useLinkCall } from './link-call'
import { useAccountT } from './messages'
import { useGo, useScreenPath } from './navigation'

/**
 * Checks a verification link (`?token=`) with the service, then shows account verification
 * success or verification failed (docs/rules/accounts.md#screens). A failure to reach the service is not a failed
 * verification: it offers to try again.
 */
export function VerifyLink({ token }: { token: string }) {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const screenPath = useScreenPath()
  const { failure, retry } = useLinkCall(`verify:${token}`, {
    call: () => api.verify(token, { display: false }),
    onDone: () => go(screenPath('verify-success'), { replace: true }),
    onRefused: () => go(screenPath('verify-failed'), { replace: true }),
  })

  return (
    <VerifyLinkStatus
      failure={failure}
      labels={{ checking: t('verifyEmail.checking'), retry: t('verifyEmail.retry') }}
      onRetry={retry}
    />
  )
}
