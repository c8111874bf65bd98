import { useEffect } from 'react'
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
      <p className="sf-account__countdown" aria-live="off">
        {t('resetSuccess.redirect', { seconds: left })}
      </p>
      <p>
        <a className="sf-button" href={screenPath('login')}>
          {t('resetSuccess.now')}
        </a>
      </p>
    </AccountCard>
  )
}
