import { AccountActions } from '@storefront/ui'
import { AccountCard, useAccountT, useScreenPath } from './shared'

/** Verification failed (spec §2: "back to home"). */
export function VerifyFailedScreen() {
  const t = useAccountT()
  const screenPath = useScreenPath()
  return (
    <AccountCard title={t('verifyFailed.title')} intro={t('verifyFailed.body')}>
      <AccountActions actions={[{ label: t('verifyFailed.home'), href: screenPath('') }]} />
    </AccountCard>
  )
}
