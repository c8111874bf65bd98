import { useEffect, useState } from 'react'
import { ResetSuccess } from '@storefront/ui'
import { AccountCard } from './account-card'
import { useCountdown } from './form'
import { useAccountT } from './messages'
import { useGo, useScreenPath } from './navigation'

/** Seconds before the reset-success screen returns to login (docs/rules/accounts.md#screens). */
export const BACK_TO_LOGIN_SECONDS = 5

/** Password reset success (docs/rules/accounts.md#screens): back to login after a visible countdown, or at once;
 * the shopper may stop the countdown and stay. */
export function ResetSuccessScreen() {
  const t = useAccountT()
  const go = useGo()
  const screenPath = useScreenPath()
  const [left] = useCountdown(BACK_TO_LOGIN_SECONDS, true)
  const [stayed, setStayed] = useState(false)
  useEffect(() => {
    if (left === 0 && !stayed) go(screenPath('login'), { replace: true })
  }, [left, stayed, go, screenPath])
  return (
    <AccountCard title={t('resetSuccess.title')} intro={t('resetSuccess.body')}>
      <ResetSuccess
        countdown={stayed ? undefined : t('resetSuccess.redirect', { seconds: left })}
        loginHref={screenPath('login')}
        loginLabel={t('resetSuccess.now')}
        stay={{ label: t('resetSuccess.stay'), onStay: () => setStayed(true) }}
      />
    </AccountCard>
  )
}
