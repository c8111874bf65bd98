/**
 * A region's kit with its words in the pseudo-locale (docs/translating.md#pseudo-locale): accented, longer and
 * between ⟦ ⟧, to see which boxes overflow and which words a component writes itself. Names and prices stay as they
 * are. Storybook's Text toolbar picks it; production builds never import this file (stories only).
 */
import { pseudoLocalize, pseudoLocalizePage } from '@storefront/content/pseudo-locale'
import type { RegionKit } from './region-kit'

export const pseudoKit = (kit: RegionKit): RegionKit => ({
  ...kit,
  t: (key, values) => pseudoLocalize(kit.t(key, values)),
  tAccount: (key, values) => pseudoLocalize(kit.tAccount(key, values)),
  newsletter: Object.fromEntries(
    Object.entries(kit.newsletter).map(([key, text]) => [key, typeof text === 'string' ? pseudoLocalize(text) : text]),
  ) as RegionKit['newsletter'],
  navLabel: (nav) => (nav.label === undefined ? pseudoLocalize(kit.navLabel(nav)) : nav.label),
  page: async (bundle) => {
    const content = await kit.page(bundle)
    return content && pseudoLocalizePage(content)
  },
})
