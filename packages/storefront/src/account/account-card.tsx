import { usePageContext } from 'vike-react/usePageContext'
import { AccountLayout, type AccountLayoutProps } from '@storefront/ui'

/** The ui card, with the storefront's focus rule: its heading takes focus after a client-side navigation. */
export function AccountCard(props: Omit<AccountLayoutProps, 'focusHeading'>) {
  const { isHydration } = usePageContext()
  return <AccountLayout {...props} focusHeading={!isHydration} />
}
