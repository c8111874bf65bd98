import { useEffect, useState } from 'react'
import { isApiError } from '@storefront/api-client'
import { VerifyLinkStatus } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { useAccountT, useErrorText, useGo, useScreenPath } from './shared'

// A link token is single-use: one request per token, whatever re-renders or remounts.
const attempts = new Map<string, Promise<unknown>>()

/**
 * Checks a verification link (`?token=`) with the service, then shows account verification
 * success or verification failed (spec §2). A failure to reach the service is not a failed
 * verification: it offers to try again.
 */
export function VerifyLink({ token }: { token: string }) {
  const t = useAccountT()
  const api = useApi()
  const go = useGo()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const [failure, setFailure] = useState('')
  const [round, setRound] = useState(0)

  useEffect(() => {
    let live = true
    let attempt = attempts.get(token)
    if (!attempt) {
      attempt = api.verify(token, { display: false })
      attempts.set(token, attempt)
    }
    attempt.then(
      () => {
        if (live) go(screenPath('verify-success'), { replace: true })
      },
      (error: unknown) => {
        if (!live) return
        if (isApiError(error) && error.kind === 'business') {
          go(screenPath('verify-failed'), { replace: true })
          return
        }
        attempts.delete(token)
        setFailure(errorText(error))
      },
    )
    return () => {
      live = false
    }
  }, [token, round, api, go, screenPath, errorText])

  return (
    <VerifyLinkStatus
      failure={failure}
      labels={{ checking: t('verifyEmail.checking'), retry: t('verifyEmail.retry') }}
      onRetry={() => {
        setFailure('')
        setRound((n) => n + 1)
      }}
    />
  )
}
