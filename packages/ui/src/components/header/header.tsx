import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { lockBodyScroll } from '../collapse/scroll-lock'
import './header.css'

export interface NavTag {
  label: string
  color: string
}
export interface HeaderNavItem {
  id: string
  label: string
  href: string
  tag?: NavTag
  current?: boolean
  /** Links to a region on another app: full page load instead of client routing. */
  external?: boolean
  children?: HeaderNavItem[]
}

export interface HeaderProps {
  brand: string
  homeHref: string
  items: HeaderNavItem[]
  regionLabel: string
  regionHref: string
  /** Right-hand slot: account link, log-in state. */
  actions?: ReactNode
  labels: { mainNav: string; openMenu: string; closeMenu: string; home: string }
}

function Tag({ tag }: { tag: NavTag }) {
  return (
    <span className="sf-tag" data-color={tag.color}>
      {tag.label}
    </span>
  )
}

function NavLink({ item, onNavigate }: { item: HeaderNavItem; onNavigate: () => void }) {
  return (
    <a
      href={item.href}
      aria-current={item.current ? 'page' : undefined}
      rel={item.external ? 'external' : undefined}
      onClick={onNavigate}
    >
      {item.label}
      {item.tag && <Tag tag={item.tag} />}
    </a>
  )
}

/** A top-level entry with a sub-menu: a disclosure button (keyboard and screen-reader friendly). */
function MenuGroup({
  item,
  open,
  onToggle,
  onNavigate,
}: {
  item: HeaderNavItem
  open: boolean
  onToggle: () => void
  onNavigate: () => void
}) {
  const id = useId()
  return (
    <li className="sf-nav__group" data-open={open || undefined}>
      <button
        type="button"
        className="sf-nav__toggle"
        data-group={item.id}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {item.label}
        {item.children?.some((c) => c.tag) && <span className="sf-dot" aria-hidden="true" />}
      </button>
      <ul id={id} className="sf-nav__sub" hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.id}>
            <NavLink item={child} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * Site header: logo, main navigation with sub-menus and HOT/NEW tags, region link, account slot,
 * and the mobile app menu (a toggle that opens the same navigation as a panel).
 */
export function Header({ brand, homeHref, items, regionLabel, regionHref, actions, labels }: HeaderProps) {
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const state = useRef({ openGroup, menuOpen })
  useEffect(() => {
    state.current = { openGroup, menuOpen }
  })
  const close = () => {
    setOpenGroup(null)
    setMenuOpen(false)
  }
  useEffect(() => {
    // Escape closes the innermost open layer and puts focus back on the control that opened it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      const { openGroup: group, menuOpen: menu } = state.current
      if (group !== null) {
        setOpenGroup(null)
        navRef.current?.querySelector<HTMLButtonElement>(`[data-group="${CSS.escape(group)}"]`)?.focus()
      } else if (menu) {
        setMenuOpen(false)
        menuButtonRef.current?.focus()
      }
    }
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenGroup(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])
  // The open app menu covers the page: the page behind it does not scroll.
  useEffect(() => (menuOpen ? lockBodyScroll() : undefined), [menuOpen])
  return (
    <header className="sf-header" id="header">
      <div className="sf-header__bar">
        <a className="sf-logo" href={homeHref} aria-label={labels.home}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path d="M4 26 16 4l12 22h-6l-6-11-6 11z" fill="currentColor" />
          </svg>
          <span>{brand}</span>
        </a>
        <button
          type="button"
          ref={menuButtonRef}
          className="sf-menu-button"
          aria-expanded={menuOpen}
          aria-controls="app-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="sf-visually-hidden">{menuOpen ? labels.closeMenu : labels.openMenu}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {menuOpen ? (
              <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
        </button>
        <nav
          ref={navRef}
          id="app-menu"
          className="sf-nav"
          aria-label={labels.mainNav}
          data-open={menuOpen || undefined}
        >
          <ul className="sf-nav__list">
            {items.map((item) =>
              item.children?.length ? (
                <MenuGroup
                  key={item.id}
                  item={item}
                  open={openGroup === item.id}
                  onToggle={() => setOpenGroup((g) => (g === item.id ? null : item.id))}
                  onNavigate={close}
                />
              ) : (
                <li key={item.id}>
                  <NavLink item={item} onNavigate={close} />
                </li>
              ),
            )}
          </ul>
          <div className="sf-header__actions">
            <a className="sf-region-link" href={regionHref} onClick={close}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path
                  d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
              </svg>
              {regionLabel}
            </a>
            {actions}
          </div>
        </nav>
      </div>
    </header>
  )
}
