import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AccountActions, AccountLayout, AccountPage } from './account-layout'

describe('AccountPage', () => {
  it('is the screen container tests and styles find: id, data-screen, data-ready once interactive', () => {
    const { container, rerender } = render(
      <AccountPage screen="login" ready={false}>
        <p>card</p>
      </AccountPage>,
    )
    const page = container.firstElementChild as HTMLElement
    expect(page.id).toBe('account-screen')
    expect(page.className).toBe('sf-page sf-account')
    expect(page.dataset.screen).toBe('login')
    expect(page.hasAttribute('data-ready')).toBe(false)
    rerender(
      <AccountPage screen="login" ready>
        <p>card</p>
      </AccountPage>,
    )
    expect(page.dataset.ready).toBe('true')
  })
})

describe('AccountLayout', () => {
  it('labels the card by its h1 and shows intro, content and footer links in that order', () => {
    const { container } = render(
      <AccountLayout title="Log in" intro="Welcome back." footer={<a href="/us/register">Create an account</a>}>
        <form aria-label="form" />
      </AccountLayout>,
    )
    const card = screen.getByRole('region', { name: 'Log in' })
    expect(card.className).toBe('sf-account__card')
    expect(screen.getByRole('heading', { level: 1 }).id).toBe('account-title')
    expect([...card.children].map((el) => el.className || el.tagName)).toEqual([
      'H1',
      'sf-account__intro',
      'FORM',
      'sf-account__links',
    ])
    expect(container.querySelector('.sf-account__links a')!.getAttribute('href')).toBe('/us/register')
  })

  it('leaves out intro and footer it is not given; wide for the profile', () => {
    const { container } = render(<AccountLayout title="My account" wide />)
    expect(container.querySelector('.sf-account__intro, .sf-account__links')).toBeNull()
    expect(container.firstElementChild!.className).toBe('sf-account__card sf-account__card--wide')
  })

  it('focuses its heading when asked (a client-side navigation), never while a modal dialog is open', () => {
    const { unmount } = render(<AccountLayout title="Create account" focusHeading />)
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
    unmount()
    render(<AccountLayout title="Log in" />)
    expect(document.activeElement).toBe(document.body)
  })

  it('keeps the focus of a dialog that opened with the screen', () => {
    const dialog = document.createElement('dialog')
    dialog.setAttribute('open', '')
    document.body.append(dialog)
    render(<AccountLayout title="Create account" focusHeading />)
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { level: 1 }))
    dialog.remove()
  })
})

describe('AccountActions', () => {
  it('renders links and buttons as buttons, secondary ones quieter', () => {
    const onLogout = vi.fn()
    render(
      <AccountActions
        actions={[
          { label: 'Continue', href: '/us/account' },
          { label: 'Back to home', href: '/us', secondary: true },
          { label: 'Log out', onClick: onLogout, secondary: true },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Continue' }).className).toBe('sf-button')
    expect(screen.getByRole('link', { name: 'Back to home' }).className).toBe('sf-button sf-button--secondary')
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(onLogout).toHaveBeenCalledTimes(1)
  })

  it('disables a button action', () => {
    render(<AccountActions actions={[{ label: 'Log out', onClick: () => {}, disabled: true }]} />)
    expect((screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
