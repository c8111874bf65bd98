import { SecureLinkSent } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { usePage } from '../lib/shared/use-page'
import { AccountCard } from './account-card'
import { useFlow } from './flow'
import { useAccountForm, useCountdown } from './form'
import { useAccountT } from './messages'
import { useFromPath, useScreenPath } from './navigation'

/** Seconds before the secure link may be sent again (docs/rules/accounts.md#screens). */
export const LINK_RESEND_SECONDS = 60

/** Secure link sent (docs/rules/accounts.md#screens), with a resend button behind a visible countdown. */
export function SecureLinkSentScreen() {
  const t = useAccountT()
  const api = useApi()
  const { region } = usePage()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const flow = useFlow()
  const [left, restart] = useCountdown(LINK_RESEND_SECONDS, true)
  const form = useAccountForm()

  async function resend() {
    await form.run('submit', undefined, async () => {
      await api.forgotPassword({ email: flow.email, region }, { display: false })
      form.setStatus(t('linkSent.resent'))
      restart()
    })
  }

  return (
    <AccountCard
      title={t('linkSent.title')}
      intro={flow.email ? t('linkSent.body', { email: flow.email }) : t('linkSent.bodyNoEmail')}
      footer={<a href={withFrom(screenPath('login'))}>{t('linkSent.back')}</a>}
    >
      <SecureLinkSent
        hint={t('linkSent.hint')}
        failure={form.failure}
        status={form.status}
        resend={
          flow.email
            ? { onResend: () => void resend(), busy: form.isBusy, resendIn: left }
            : { resendHref: withFrom(screenPath('forgot-password')) }
        }
        labels={{
          resend: t('linkSent.resend'),
          resendIn: (seconds) => t('linkSent.resendIn', { seconds }),
          sending: t('status.sending'),
        }}
      />
    </AccountCard>
  )
}
