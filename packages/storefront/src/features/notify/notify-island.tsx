import { NotifyForm, type NotifyFormProps, type NotifyResult } from '@storefront/ui'
import { REGION_APP, type ProductKey } from '@storefront/region-config'
import { useHumanCheckAt } from '../../lib/browser/human-check-core'
import { withChromeApi, type ApiContext } from '../../islands/chrome-api-context'

export interface NotifyIslandProps extends Omit<NotifyFormProps, 'onNotify'> {
  /** What the mail is about: a robot of the region's catalogue, or a page's path in the region. */
  about: { productKey: ProductKey } | { path: string }
  api: ApiContext
}

/** "Notify me" (docs/rules/notify.md): the form of a sold-out or pre-order robot, or of a page that starts later. */
export default function NotifyIsland({ about, api, ...form }: NotifyIslandProps) {
  // As the newsletter's (docs/rules/newsletter.md#form): the proof of work loads once the shopper uses the form.
  const human = useHumanCheckAt(`${api.app.apiBase[REGION_APP[api.region]]}/altcha/challenge`)
  const failed = api.messages['api.message.error'] ?? ''
  const notify = (email: string): Promise<NotifyResult> =>
    withChromeApi(api, async (client, { isApiError }): Promise<NotifyResult> => {
      try {
        const altcha = await human.solve()
        // The service answers a repeated request as it answers the first: nothing to tell apart here.
        await client.notify({ email, region: api.region, ...about, altcha }, { display: false })
        return { ok: true }
      } catch (error) {
        return { ok: false, message: isApiError(error) && error.msg ? error.msg : failed }
      }
    }).catch((): NotifyResult => ({ ok: false, message: failed }))
  return (
    <div style={{ display: 'contents' }} onFocus={human.prepare}>
      <NotifyForm {...form} onNotify={notify} />
    </div>
  )
}
