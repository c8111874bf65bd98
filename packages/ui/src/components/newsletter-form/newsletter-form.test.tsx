import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { NewsletterForm, isValidEmail, type NewsletterFormProps } from './newsletter-form'

const texts: NewsletterFormProps['texts'] = {
  title: 'Join the Mechaform list',
  description: 'Launches and offers first.',
  placeholder: 'you@example.com',
  button: 'Subscribe',
  optIn: 'Send me weekly emails and member communications',
  optInRequired: 'Tick the box to receive our emails.',
  success: 'Subscription successful',
  invalid: 'Incorrect email address format',
  already: 'You are already subscribed',
}
const setup = (onSubscribe: NewsletterFormProps['onSubscribe'], consentTick = true) =>
  render(
    <NewsletterForm
      texts={texts}
      emailLabel="Email address"
      sendingLabel="Sending…"
      consentTick={consentTick}
      onSubscribe={onSubscribe}
    />,
  )

describe('isValidEmail', () => {
  it('accepts mailbox addresses and rejects the rest', () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
    expect(isValidEmail(' ada@example.co.uk ')).toBe(true)
    for (const bad of [
      '',
      'ada',
      'ada@',
      'ada@example',
      'ada@@example.com',
      'a da@example.com',
      'ada@example.c',
      `${'a'.repeat(250)}@x.com`,
    ])
      expect(isValidEmail(bad)).toBe(false)
  })
})

describe('NewsletterForm', () => {
  it('shows the region validation message on an invalid address, wired to the field, and sends nothing', async () => {
    const onSubscribe = vi.fn()
    setup(onSubscribe)
    const input = screen.getByLabelText('Email address')
    fireEvent.change(input, { target: { value: 'not-an-email' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Incorrect email address format')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(alert.id)
    expect(onSubscribe).not.toHaveBeenCalled()
  })

  it('subscribes a valid address with the opt-in and shows the success message', async () => {
    let resolve!: (v: { ok: true; created: boolean }) => void
    const onSubscribe = vi.fn(() => new Promise<{ ok: true; created: boolean }>((r) => (resolve = r)))
    setup(onSubscribe)
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' ada@example.com ' } })
    fireEvent.click(screen.getByRole('checkbox'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    expect(onSubscribe).toHaveBeenCalledWith('ada@example.com', true)
    const sending = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement
    expect(sending.disabled).toBe(true)
    await act(async () => resolve({ ok: true, created: true }))
    expect(screen.getByRole('status').textContent).toBe('Subscription successful')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('with the tick shown, sends nothing without it and says why, wired to the tick', async () => {
    const onSubscribe = vi.fn(async () => ({ ok: true as const, created: true }))
    setup(onSubscribe)
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(texts.optInRequired)
    const tick = screen.getByRole('checkbox')
    expect(tick.getAttribute('aria-invalid')).toBe('true')
    expect(tick.getAttribute('aria-describedby')).toBe(alert.id)
    expect(document.activeElement).toBe(tick)
    expect(onSubscribe).not.toHaveBeenCalled()
    fireEvent.click(tick)
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    expect(onSubscribe).toHaveBeenCalledWith('ada@example.com', true)
  })

  it('without the tick (the sign-up is the request), shows none and sends the sign-up as the request', async () => {
    const onSubscribe = vi.fn(async () => ({ ok: true as const, created: true }))
    setup(onSubscribe, false)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByText(texts.optIn)).toBeNull()
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    expect(onSubscribe).toHaveBeenCalledWith('ada@example.com', true)
    expect(screen.getByRole('status').textContent).toBe('Subscription successful')
  })

  it('says already subscribed, or shows the server message and keeps the form', async () => {
    const { unmount } = setup(async () => ({ ok: true, created: false }), false)
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    expect(screen.getByRole('status').textContent).toBe('You are already subscribed')
    unmount()

    setup(async () => ({ ok: false, message: 'Too many requests, please wait a moment.' }), false)
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    expect(screen.getByRole('alert').textContent).toBe('Too many requests, please wait a moment.')
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false)
  })
})

describe('NewsletterForm before hydration', () => {
  it('cannot be sent by the browser itself: the server renders the button disabled and the form as a POST', () => {
    const html = renderToString(
      <NewsletterForm texts={texts} emailLabel="Email address" sendingLabel="Sending…" onSubscribe={vi.fn()} />,
    )
    expect(html).toMatch(/<form [^>]*method="post"/)
    expect(html).toMatch(/<button type="submit" class="sf-button" disabled="">/)
  })

  it('is live once rendered in the browser', () => {
    setup(vi.fn())
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says under the form, linked, what the address is used for', () => {
    render(
      <NewsletterForm
        texts={texts}
        emailLabel="Email address"
        sendingLabel="Sending…"
        notice={{ text: 'Unsubscribe at any time.', link: { label: 'Privacy Policy', href: '/privacy-policy' } }}
        onSubscribe={vi.fn()}
      />,
    )
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form')!
    expect(form.querySelector('.sf-privacy-notice')?.textContent).toBe('Unsubscribe at any time. Privacy Policy')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
  })
})
