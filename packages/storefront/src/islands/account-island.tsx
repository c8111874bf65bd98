import type { ComponentType } from 'react'
import { AccountFrame } from '../account/account-frame'
import { PageProviders, type PageIslandProps } from './page-providers'

const islands = new WeakMap<ComponentType, ComponentType<PageIslandProps>>()

/**
 * The island of one account screen. Each screen is an island of its own (registry.ts), so a page
 * loads the code of the screen it shows, not of all twelve.
 */
export function accountIslandOf(Screen: ComponentType): ComponentType<PageIslandProps> {
  let island = islands.get(Screen)
  if (!island) {
    island = function AccountIsland(props: PageIslandProps) {
      return (
        <PageProviders {...props}>
          <AccountFrame Screen={Screen} />
        </PageProviders>
      )
    }
    islands.set(Screen, island)
  }
  return island
}
