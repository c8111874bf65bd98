import { useEffect, useRef, type ReactNode } from 'react'
import './account-layout.css'

export interface AccountPageProps {
  /** The screen shown (`data-screen`, for styles and tests). */
  screen: string
  /** Once the page is interactive (`data-ready`): its forms are live from then on. */
  ready: boolean
  /** The container's id (the storefront's is `account-screen`). */
  id?: string
  children: ReactNode
}

/** The account page: centres one screen's card under the header. */
export function AccountPage({ screen, ready, id = 'account-screen', children }: AccountPageProps) {
  return (
    <div className="sf-page sf-account" id={id} data-screen={screen} data-ready={ready ? 'true' : undefined}>
      {children}
    </div>
  )
}

export interface AccountLayoutProps {
  /** The screen's heading (its h1, `#account-title`). */
  title: string
  /** The line under the heading. */
  intro?: ReactNode
  /** Links under the card's content ("New here? Create an account", "Back to log in"). */
  footer?: ReactNode
  /** A wider card (the profile page). */
  wide?: boolean
  /**
   * Moves focus to the heading when the card mounts (after a client-side navigation, so screen
   * readers start at the new screen), unless a modal dialog that opened with it holds the focus.
   */
  focusHeading?: boolean
  children?: ReactNode
}

/**
 * The card every account screen renders in: heading, intro, the screen's form or message, footer links.
 * @example
 * <AccountLayout title="Log in" intro="Welcome back." footer={<a href="/us/register">Create an account</a>}>
 *   …
 * </AccountLayout>
 */
export function AccountLayout({
  title,
  intro,
  footer,
  wide = false,
  focusHeading = false,
  children,
}: AccountLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focusHeading) return
    if (document.querySelector('dialog[open]')) return
    heading.current?.focus({ preventScroll: true })
  }, [focusHeading])
  return (
    <section className={`sf-account__card${wide ? ' sf-account__card--wide' : ''}`} aria-labelledby="account-title">
      <h1 id="account-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="sf-account__intro">{intro}</p>}
      {children}
      {footer && <p className="sf-account__links">{footer}</p>}
    </section>
  )
}

type AccountAction = { label: string; secondary?: boolean } & (
  { href: string } | { onClick: () => void; disabled?: boolean }
)

export interface AccountActionsProps {
  /** Links (or buttons) styled as buttons; `secondary` for the quieter ones. */
  actions: AccountAction[]
}

/** A row of actions under a message: verification results, log out. */
export function AccountActions({ actions }: AccountActionsProps) {
  return (
    <p className="sf-account__actions">
      {actions.map((action) => {
        const className = action.secondary ? 'sf-button sf-button--secondary' : 'sf-button'
        return 'href' in action ? (
          <a key={action.label} className={className} href={action.href}>
            {action.label}
          </a>
        ) : (
          <button
            key={action.label}
            type="button"
            className={className}
            onClick={action.onClick}
            disabled={action.disabled}
          >
            {action.label}
          </button>
        )
      })}
    </p>
  )
}
