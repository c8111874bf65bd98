import { REGION_APP } from '@storefront/region-config'
import { usePage } from '../shared/use-page'
import { useHumanCheckAt, type HumanCheck } from './human-check-core'

export type { HumanCheck }
export { useHumanCheckAt }

/** The proof of work against the page's region's account service (see human-check-core.ts). */
export function useHumanCheck(options: { prepareOnMount?: boolean } = {}): HumanCheck {
  const { region, app } = usePage()
  return useHumanCheckAt(`${app.apiBase[REGION_APP[region]]}/altcha/challenge`, options)
}
