import { useId, useState, type FormEvent } from 'react'
import { EmailSubmitRow } from '../form-field/email-submit-row'
import { PrivacyNotice, type PrivacyNoticeProps } from '../form-field/privacy-notice'
import './newsletter-form.css'

export type SubscribeResult = { ok: true; created: boolean } | { ok: false; message: string }

export interface NewsletterFormProps {
  texts: {
    title: string
    description: string
    placeholder: string
    button: string
    optIn: string
    success: string
    invalid: string
    already: string
  }
  emailLabel: string
  sendingLabel: string
  /** What the address is used for and how to unsubscribe, linked to the privacy policy. */
  notice?: PrivacyNoticeProps | undefined
  /** Posts the subscription; the form validates the address first. */
  onSubscribe: (email: string, optIn: boolean) => Promise<SubscribeResult>
}

// The HTML5 rule browsers use for type=email, minus what no mailbox accepts (no dot in the domain).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value.trim())

/** Footer newsletter sign-up with the region's texts and validation messages (docs/rules/newsletter.md#messages). */
export function NewsletterForm({ texts, emailLabel, sendingLabel, notice, onSubscribe }: NewsletterFormProps) {
  const titleId = useId()
  const [email, setEmail] = useState('')
  const [optIn, setOptIn] = useState(false)
  const [error, setError] = useState<string>()
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const [message, setMessage] = useState('')

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!isValidEmail(email)) {
      setError(texts.invalid)
      return
    }
    setError(undefined)
    setStatus('sending')
    const result = await onSubscribe(email.trim(), optIn)
    if (result.ok) {
      setStatus('done')
      setMessage(result.created ? texts.success : texts.already)
    } else {
      setStatus('idle')
      setError(result.message)
    }
  }

  return (
    <section className="sf-newsletter" aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      <p>{texts.description}</p>
      {status === 'done' ? (
        <p className="sf-newsletter__done" role="status">
          {message}
        </p>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="sf-newsletter__form">
          <EmailSubmitRow
            className="sf-newsletter__row"
            label={emailLabel}
            placeholder={texts.placeholder}
            value={email}
            error={error}
            onChange={setEmail}
            button={texts.button}
            sendingLabel={sendingLabel}
            sending={status === 'sending'}
          />
          <label className="sf-check">
            <input type="checkbox" name="optIn" checked={optIn} onChange={(e) => setOptIn(e.target.checked)} />
            <span>{texts.optIn}</span>
          </label>
          {notice && <PrivacyNotice {...notice} />}
        </form>
      )}
    </section>
  )
}
