import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import type { HeaderNavItem } from '@storefront/ui'
import HeaderIsland, { markCurrent } from './header-island'

const items: HeaderNavItem[] = [
  {
    id: 'products',
    label: 'Products',
    href: '/us/products',
    children: [
      { id: 'all', label: 'All Products', href: '/us/products' },
      {
        id: 'megatron',
        label: 'Flagship Megatron',
        href: '/us/flagship-megatron',
        tag: { label: 'HOT', color: 'red' },
      },
    ],
  },
  { id: 'news', label: 'News', href: '/us/news' },
]

describe('markCurrent', () => {
  it('marks every entry linking to the path, at any depth, and no other', () => {
    const marked = markCurrent(items, '/us/flagship-megatron')
    expect(marked[0]).toMatchObject({ id: 'products' })
    expect(marked[0]!.current).toBeUndefined()
    expect(marked[0]!.children![1]).toEqual({ ...items[0]!.children![1], current: true })
    expect(marked[0]!.children![0]!.current).toBeUndefined()
    expect(marked[1]!.current).toBeUndefined()
    // A group page and its "all" entry share the link: both are the page.
    expect(markCurrent(items, '/us/products').map((item) => item.current)).toEqual([true, undefined])
    expect(markCurrent(items, '/us/products')[0]!.children![0]!.current).toBe(true)
  })

  it('leaves the items as they are without a path (the not-found page) and never changes them', () => {
    expect(markCurrent(items, null)).toBe(items)
    markCurrent(items, '/us/news')
    expect(items[1]).not.toHaveProperty('current')
  })
})

const header = (loginHref: string | null) =>
  renderToString(
    <HeaderIsland
      header={{
        brand: 'Mechaform',
        homeHref: '/us',
        items,
        regionLabel: 'United States',
        regionHref: '/us/choose-your-region',
        labels: { mainNav: 'Main', openMenu: 'Open', closeMenu: 'Close', home: 'Home' },
      }}
      currentHref="/us/news"
      region="us"
      loginHref={loginHref}
      profileHref={null}
      labels={{ login: 'Log in', account: 'Account', logout: 'Log out' }}
      api={{
        region: 'us',
        language: 'en-US',
        app: { apiBase: { cn: '/api/cn', us: '/api/us', eu: '/api/eu' }, environment: 'test' },
        messages: {},
      }}
    />,
  )

describe('HeaderIsland', () => {
  it("renders the page's menu entry as the current page", () => {
    const html = header('/us/login')
    expect(html).toMatch(/<a href="\/us\/news" aria-current="page"[^>]*>News<\/a>/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
  })

  it('offers the sign-in page it is given, and none without one (a language without its own)', () => {
    expect(header('/us/login')).toContain('<a class="sf-account-link" href="/us/login">Log in</a>')
    expect(header(null)).not.toContain('sf-account-link')
  })
})
