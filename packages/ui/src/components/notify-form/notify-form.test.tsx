import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { NotifyForm, type NotifyFormProps, type NotifyResult } from './notify-form'

const texts: NotifyFormProps['texts'] = {
  title: 'Sold out for now',
  lead: 'Leave your email and we will write to you once.',
  placeholder: 'Enter your email',
  button: 'Notify me',
  success: 'Thank you. We will email you once, as soon as it is available.',
  invalid: 'Incorrect email address format',
}
const setup = (onNotify: NotifyFormProps['onNotify'], extra: Partial<NotifyFormProps> = {}) =>
  render(<NotifyForm texts={texts} emailLabel="Email address" sendingLabel="Sending…" onNotify={onNotify} {...extra} />)
const send = async (value: string) => {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value } })
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })))
}

describe('NotifyForm', () => {
  it('is a named region with its heading and lead', () => {
    setup(vi.fn())
    expect(screen.getByRole('region', { name: 'Sold out for now' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Sold out for now' })).toBeTruthy()
    expect(screen.getByText('Leave your email and we will write to you once.')).toBeTruthy()
  })

  it('takes the heading level of its place in the page', () => {
    setup(vi.fn(), { headingLevel: 3 })
    expect(screen.getByRole('heading', { level: 3, name: 'Sold out for now' })).toBeTruthy()
  })

  it('shows the region’s invalid message on the field and sends nothing', async () => {
    const onNotify = vi.fn()
    setup(onNotify)
    await send('robot@@example')
    const input = screen.getByLabelText('Email address')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Incorrect email address format')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(alert.id)
    expect(onNotify).not.toHaveBeenCalled()
  })

  it('sends the trimmed address, says it is sending, then shows the success with an icon, focused', async () => {
    let resolve!: (result: NotifyResult) => void
    const onNotify = vi.fn(() => new Promise<NotifyResult>((r) => (resolve = r)))
    setup(onNotify)
    await send(' ada@example.com ')
    expect(onNotify).toHaveBeenCalledWith('ada@example.com')
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => resolve({ ok: true }))
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(texts.success)
    expect(status.getAttribute('data-tone')).toBe('success')
    expect(status.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(document.activeElement).toBe(status)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a refusal as an alert with its icon, not on the field, and keeps the form for another try', async () => {
    const onNotify = vi
      .fn<NotifyFormProps['onNotify']>()
      .mockResolvedValueOnce({ ok: false, message: 'Too many requests, please wait a moment.' })
      .mockResolvedValueOnce({ ok: true })
    setup(onNotify)
    await send('ada@example.com')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Too many requests, please wait a moment.')
    expect(alert.getAttribute('data-tone')).toBe('error')
    expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBeNull()
    expect((screen.getByRole('button', { name: 'Notify me' }) as HTMLButtonElement).disabled).toBe(false)

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(texts.success)
  })

  it('says under the form, linked, what the address is used for', () => {
    setup(vi.fn(), {
      notice: { text: 'Only for this one notice.', link: { label: 'Privacy Policy', href: '/us/privacy-policy' } },
    })
    const form = screen.getByRole('button', { name: 'Notify me' }).closest('form')!
    expect(form.querySelector('.sf-privacy-notice')?.textContent).toBe('Only for this one notice. Privacy Policy')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/us/privacy-policy')
  })
})

describe('NotifyForm before hydration', () => {
  it('cannot be sent by the browser itself: the server renders the button disabled and the form as a POST', () => {
    const html = renderToString(
      <NotifyForm texts={texts} emailLabel="Email address" sendingLabel="Sending…" onNotify={vi.fn()} />,
    )
    expect(html).toMatch(/<form [^>]*method="post"/)
    expect(html).toMatch(/<button type="submit" class="sf-button" disabled="">/)
  })
})
