import { AccountActions } from '@storefront/ui'
import { AccountCard } from './account-card'
import { useAccountT } from './messages'
import { useScreenPath } from './navigation'

/** Verification failed (docs/rules/accounts.md#screens: "back to home"). */
export function VerifyFailedScreen() {
  const t = useAccountT()
  const screenPath = useScreenPath()
  return (
    <AccountCard title={t('verifyFailed.title')} intro={t('verifyFailed.body')}>
      <AccountActions actions={[{ label: t('verifyFailed.home'), href: screenPath('') }]} />
    </AccountCard>
  )
}
