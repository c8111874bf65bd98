import { AccountActions } from '@storefront/ui'
import { useSession } from '../lib/browser/api'
import { AccountCard } from './account-card'
import { useAccountT } from './messages'
import { useFromPath, useQueryParam, useScreenPath } from './navigation'
import { VerifyLink } from './verify-link'

/** Account verification success (docs/rules/accounts.md#screens); with `?token=` the link is checked first. */
export function VerifySuccessScreen() {
  const t = useAccountT()
  const token = useQueryParam('token')
  const screenPath = useScreenPath()
  const { destination } = useFromPath()
  const { user_id } = useSession()
  if (token !== null) {
    return (
      <AccountCard title={t('verifyEmail.title')}>
        <VerifyLink token={token} />
      </AccountCard>
    )
  }
  return (
    <AccountCard title={t('verifySuccess.title')} intro={t('verifySuccess.body')}>
      <AccountActions
        actions={[
          user_id
            ? { label: t('verifySuccess.continue'), href: destination() }
            : { label: t('verifySuccess.login'), href: screenPath('login') },
          { label: t('verifySuccess.home'), href: screenPath(''), secondary: true },
        ]}
      />
    </AccountCard>
  )
}
