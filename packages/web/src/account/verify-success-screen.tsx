import { useFromPath, useAccountT, useQueryParam, useScreenPath, AccountCard } from './shared'
import { useSession } from '../lib/session'
import { VerifyLink } from './verify-link'

/** Account verification success (spec §2); with `?token=` the link is checked first. */
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
      <p className="sf-account__actions">
        {user_id ? (
          <a className="sf-button" href={destination()}>
            {t('verifySuccess.continue')}
          </a>
        ) : (
          <a className="sf-button" href={screenPath('login')}>
            {t('verifySuccess.login')}
          </a>
        )}
        <a className="sf-button sf-button--secondary" href={screenPath('')}>
          {t('verifySuccess.home')}
        </a>
      </p>
    </AccountCard>
  )
}
