import { NewsletterForm, type PrivacyNoticeProps, type SubscribeResult } from '@storefront/ui'
import type { ComponentProps } from 'react'
import { REGION_APP } from '@storefront/region-config'
import { useHumanCheckAt } from '../lib/browser/human-check-core'
import { withChromeApi, type ApiContext } from './chrome-api-context'

export interface NewsletterIslandProps {
  texts: ComponentProps<typeof NewsletterForm>['texts']
  emailLabel: string
  sendingLabel: string
  notice: PrivacyNoticeProps
  /** The region's `newsletterConsentTick`: the form shows the marketing tick (docs/rules/newsletter.md#consent). */
  consentTick: boolean
  api: ApiContext
}

/** The footer's newsletter form: an island of every page. */
export default function NewsletterIsland({
  texts,
  emailLabel,
  sendingLabel,
  notice,
  consentTick,
  api,
}: NewsletterIslandProps) {
  // The footer is on every page: the proof of work loads only once the shopper starts typing here.
  const human = useHumanCheckAt(`${api.app.apiBase[REGION_APP[api.region]]}/altcha/challenge`)
  const failed = api.messages['api.message.error'] ?? ''
  const subscribe = (email: string, optIn: boolean): Promise<SubscribeResult> =>
    withChromeApi(api, async (client, { isApiError }): Promise<SubscribeResult> => {
      try {
        const altcha = await human.solve()
        const data = (await client.subscribe({ email, region: api.region, optIn, altcha }, { display: false })) as {
          created?: boolean
        } | null
        return { ok: true, created: data?.created !== false }
      } catch (error) {
        return { ok: false, message: isApiError(error) && error.msg ? error.msg : failed }
      }
    }).catch((): SubscribeResult => ({ ok: false, message: failed }))
  return (
    <div style={{ display: 'contents' }} onFocus={human.prepare}>
      <NewsletterForm
        texts={texts}
        emailLabel={emailLabel}
        sendingLabel={sendingLabel}
        notice={notice}
        consentTick={consentTick}
        onSubscribe={subscribe}
      />
    </div>
  )
}
