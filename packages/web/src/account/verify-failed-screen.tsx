import { AccountCard, useAccountT, useScreenPath } from './shared'

/** Verification failed (spec §2: "back to home"). */
export function VerifyFailedScreen() {
  const t = useAccountT()
  const screenPath = useScreenPath()
  return (
    <AccountCard title={t('verifyFailed.title')} intro={t('verifyFailed.body')}>
      <p className="sf-account__actions">
        <a className="sf-button" href={screenPath('')}>
          {t('verifyFailed.home')}
        </a>
      </p>
    </AccountCard>
  )
}
