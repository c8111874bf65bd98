import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Header, type HeaderProps } from './header'

const props: HeaderProps = {
  brand: 'Mechaform Robotics',
  homeHref: '/us',
  regionLabel: 'United States - English',
  regionHref: '/us/choose-your-region',
  labels: {
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Mechaform Robotics home',
  },
  items: [
    {
      id: 'robots',
      label: 'Robots',
      href: '/us',
      children: [
        {
          id: 'megatron',
          label: 'Flagship Megatron',
          href: '/us/flagship-megatron',
          tag: { label: 'HOT', color: 'red' },
        },
        {
          id: 'bumblebee',
          label: 'Flagship Bumblebee',
          href: '/us/flagship-bumblebee',
          tag: { label: 'NEW', color: 'red' },
          current: true,
        },
      ],
    },
    { id: 'support', label: 'Support', href: '/us/support', children: [{ id: 'faq', label: 'FAQ', href: '/us/faq' }] },
    { id: 'news', label: 'News', href: '/us/news' },
  ],
  actions: <a href="/us/login">Log in</a>,
}

afterEach(() => document.body.removeAttribute('style'))

const toggle = (name: string) => screen.getByRole('button', { name })
const subOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!

describe('Header', () => {
  it('renders the logo link, top-level links, tags, the region link and the actions slot', () => {
    render(<Header {...props} />)
    expect(screen.getByRole('link', { name: 'Mechaform Robotics home' }).getAttribute('href')).toBe('/us')
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/us/news')
    expect(screen.getByRole('link', { name: 'United States - English' }).getAttribute('href')).toBe(
      '/us/choose-your-region',
    )
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy()
    const current = screen.getByText('Flagship Bumblebee').closest('a')!
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.querySelector('.sf-tag')!.textContent).toBe('NEW')
  })

  it('toggles a sub-menu with its disclosure button; opening another closes the first', () => {
    render(<Header {...props} />)
    const robots = toggle('Robots')
    expect(robots.getAttribute('aria-expanded')).toBe('false')
    expect(subOf(robots).hidden).toBe(true)
    // Enter and Space on a native button fire click: the keyboard path is the same.
    fireEvent.click(robots)
    expect(robots.getAttribute('aria-expanded')).toBe('true')
    expect(subOf(robots).hidden).toBe(false)
    fireEvent.click(toggle('Support'))
    expect(robots.getAttribute('aria-expanded')).toBe('false')
    expect(toggle('Support').getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(toggle('Support'))
    expect(toggle('Support').getAttribute('aria-expanded')).toBe('false')
  })

  it('Escape closes the open sub-menu and returns focus to its button', () => {
    render(<Header {...props} />)
    const robots = toggle('Robots')
    fireEvent.click(robots)
    screen.getByText('Flagship Megatron').closest('a')!.focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(robots.getAttribute('aria-expanded')).toBe('false')
    expect(subOf(robots).hidden).toBe(true)
    expect(document.activeElement).toBe(robots)
  })

  it('a click outside the navigation closes the sub-menu', () => {
    render(<Header {...props} />)
    fireEvent.click(toggle('Robots'))
    fireEvent.click(document.body)
    expect(toggle('Robots').getAttribute('aria-expanded')).toBe('false')
  })

  it('the app menu button opens the nav panel and locks page scroll; Escape closes it back to the button', () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true })
    render(<Header {...props} />)
    const menu = toggle('Open menu')
    expect(menu.getAttribute('aria-controls')).toBe('app-menu')
    fireEvent.click(menu)
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    expect(menu.textContent).toBe('Close menu')
    expect(document.getElementById('app-menu')!.hasAttribute('data-open')).toBe(true)
    expect(document.body.style.overflow).toBe('hidden')
    // First Escape closes an open sub-menu only; the second closes the menu.
    fireEvent.click(toggle('Robots'))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menu)
    expect(document.body.style.overflow).toBe('')
  })

  it('following a link closes the menu', () => {
    render(<Header {...props} />)
    fireEvent.click(toggle('Open menu'))
    fireEvent.click(toggle('Robots'))
    fireEvent.click(screen.getByText('Flagship Megatron').closest('a')!)
    expect(toggle('Open menu').getAttribute('aria-expanded')).toBe('false')
    expect(toggle('Robots').getAttribute('aria-expanded')).toBe('false')
  })
})
