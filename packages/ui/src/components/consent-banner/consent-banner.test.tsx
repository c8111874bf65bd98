import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConsentBanner } from './consent-banner'

const labels = {
  title: 'Your privacy',
  body: 'We use essential cookies…',
  accept: 'Accept analytics',
  reject: 'Essential only',
}

describe('ConsentBanner', () => {
  it('is a labelled non-modal dialog offering both choices equally', () => {
    const onChoose = vi.fn()
    render(<ConsentBanner labels={labels} onChoose={onChoose} />)
    const dialog = screen.getByRole('dialog', { name: 'Your privacy' })
    expect(dialog.getAttribute('aria-modal')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Essential only' }))
    expect(onChoose).toHaveBeenLastCalledWith(false)
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics' }))
    expect(onChoose).toHaveBeenLastCalledWith(true)
  })

  it('marks a server-rendered banner that waits for the page to ask (hidden by CSS until then)', () => {
    const { container, rerender } = render(<ConsentBanner labels={labels} onChoose={() => {}} askedByPage />)
    expect(container.querySelector('.sf-consent--asked-by-page')).not.toBeNull()
    rerender(<ConsentBanner labels={labels} onChoose={() => {}} />)
    expect(container.querySelector('.sf-consent--asked-by-page')).toBeNull()
  })

  it('links the privacy and cookie policies the choice is explained in', () => {
    render(
      <ConsentBanner
        labels={labels}
        links={[
          { label: 'Privacy Policy', href: '/de/privacy-policy' },
          { label: 'Cookies Policy', href: '/de/cookies-policy' },
        ]}
        onChoose={() => {}}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Your privacy' })
    expect([...dialog.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/de/privacy-policy',
      '/de/cookies-policy',
    ])
  })
})
