import { useEffect } from 'react'
import { ResetSuccess } from '@storefront/ui'
import { AccountCard, useAccountT, useCountdown, useGo, useScreenPath } from './shared'

/** Seconds before the reset-success screen returns to login (spec §4). */
export const BACK_TO_LOGIN_SECONDS = 5

/** Password reset success (spec §2/§4): back to login after a visible countdown, or at once. */
export function ResetSuccessScreen() {
  const t = useAccountT()
  const go = useGo()
  const screenPath = useScreenPath()
  const [left] = useCountdown(BACK_TO_LOGIN_SECONDS, true)
  useEffect(() => {
    if (left === 0) go(screenPath('login'), { replace: true })
  }, [left, go, screenPath])
  return (
    <AccountCard title={t('resetSuccess.title')} intro={t('resetSuccess.body')}>
      <ResetSuccess countdown={t('resetSuccess.redirect', { seconds: left })} loginHref={screenPath('login')} loginLabel={t('resetSuccess.now')} />
    </AccountCard>
  )
}
