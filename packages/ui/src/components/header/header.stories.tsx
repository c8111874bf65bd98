import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { Nav } from '@storefront/region-config'
import { REGION_LABEL } from '@storefront/content/region-words'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { atViewport, choices, inRegion } from '../../stories/regions'
import { Header, type HeaderNavItem, type HeaderProps } from './header'
import { sideBySide } from '../../stories/side-by-side'

const itemOf = (kit: RegionKit, nav: Nav): HeaderNavItem => ({
  id: nav.identify,
  label: kit.navLabel(nav),
  href: kit.href(nav.link),
  ...(nav.tag ? { tag: nav.tag } : {}),
  ...(nav.children ? { children: nav.children.filter((c) => !c.hidden?.header).map((c) => itemOf(kit, c)) } : {}),
})

function Actions({ kit, loggedIn }: { kit: RegionKit; loggedIn: boolean }) {
  if (!loggedIn)
    return (
      <a className="sf-account-link" href={kit.href('login')}>
        {kit.t('header.login')}
      </a>
    )
  return (
    <>
      <a className="sf-account-link" href={kit.href('account')}>
        {kit.t('header.account')}
      </a>
      <button type="button" className="sf-link-button">
        {kit.t('header.logout')}
      </button>
    </>
  )
}

const headerPropsOf = (kit: RegionKit, loggedIn: boolean): HeaderProps => ({
  brand: kit.t('brand.name'),
  homeHref: kit.config.home,
  items: kit.config.navs.filter((n) => !n.hidden?.header).map((n) => itemOf(kit, n)),
  regionLabel: REGION_LABEL[kit.region],
  regionHref: kit.config.region.link,
  actions: <Actions kit={kit} loggedIn={loggedIn} />,
  labels: {
    mainNav: kit.t('a11y.mainNav'),
    openMenu: kit.t('a11y.openMenu'),
    closeMenu: kit.t('a11y.closeMenu'),
    home: kit.t('a11y.home'),
  },
})

const meta = {
  title: 'Layout/Header',
  // Logged out (a log-in link) or in (account link and log out), as two choices.
  argTypes: choices({ loggedIn: [false, true] }, 'radio'),
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>
export default meta

type Story = StoryObj<{ loggedIn: boolean }>

const render: Story['render'] = ({ loggedIn }, context) => <Header {...headerPropsOf(kitOf(context), loggedIn)} />

export const LoggedOut: Story = { args: { loggedIn: false }, render }
export const LoggedIn: Story = { args: { loggedIn: true }, render }

/**
 * The first sub-menu opened by keyboard (Enter on its button), with HOT/NEW tags. Below 1200 px the menu sits in
 * the app menu, so the menu button opens that first, as a shopper would.
 */
export const SubMenuOpen: Story = {
  args: { loggedIn: false },
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const menuButton = canvasElement.querySelector<HTMLButtonElement>('.sf-menu-button')!
    if (getComputedStyle(menuButton).display !== 'none') {
      await userEvent.click(menuButton)
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    }
    const toggle = canvasElement.querySelector<HTMLButtonElement>('.sf-nav__toggle')
    if (!toggle) return
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(2)
  },
}

/** The mobile app menu opened from the menu button (375 px). */
export const MobileMenuOpen: Story = {
  args: { loggedIn: true },
  globals: atViewport('mobile'),
  render,
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('.sf-menu-button')!
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  },
}

export const RegionCn = inRegion('cn', LoggedOut)
export const RegionUs = inRegion('us', LoggedOut)
export const RegionUk = inRegion('uk', LoggedOut)
export const RegionEu = inRegion('eu', LoggedOut)
export const RegionFr = inRegion('fr', LoggedOut)
export const RegionDe = inRegion('de', LoggedOut)
export const RegionJp = inRegion('jp', LoggedOut)
export const RegionKr = inRegion('kr', LoggedOut)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(LoggedOut, { minWidth: 'full' })
