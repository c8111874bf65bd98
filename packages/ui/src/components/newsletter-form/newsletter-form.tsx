import { useId, useRef, useState, type FormEvent } from 'react'
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
    /** Shown under the tick when the form is sent without it: only a ticked sign-up subscribes. */
    optInRequired: string
    success: string
    invalid: string
    already: string
  }
  emailLabel: string
  sendingLabel: string
  /** What the address is used for and how to unsubscribe, linked to the privacy policy. */
  notice?: PrivacyNoticeProps | undefined
  /**
   * Whether the form shows the marketing tick: the region's `newsletterConsentTick`
   * (docs/rules/newsletter.md#consent). With it, only a ticked sign-up is sent; without it, the sign-up is the
   * request and is sent with `optIn` true.
   */
  consentTick?: boolean
  /** Posts the subscription; the form validates the address, and the tick where there is one, first. */
  onSubscribe: (email: string, optIn: boolean) => Promise<SubscribeResult>
}

// The HTML5 rule browsers use for type=email, minus what no mailbox accepts (no dot in the domain).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value.trim())

/**
 * Footer newsletter sign-up with the region's texts and validation messages (docs/rules/newsletter.md#messages).
 * @example
 * <NewsletterForm texts={texts} emailLabel="Email address" sendingLabel="Sending…" consentTick onSubscribe={send} />
 */
export function NewsletterForm({
  texts,
  emailLabel,
  sendingLabel,
  notice,
  consentTick = true,
  onSubscribe,
}: NewsletterFormProps) {
  const titleId = useId()
  const tickErrorId = useId()
  const tick = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [optIn, setOptIn] = useState(false)
  const [error, setError] = useState<string>()
  const [tickMissing, setTickMissing] = useState(false)
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const [message, setMessage] = useState('')

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!isValidEmail(email)) {
      setError(texts.invalid)
      return
    }
    setError(undefined)
    // A refusal is honoured: without the tick nothing is sent (docs/rules/newsletter.md#consent).
    if (consentTick && !optIn) {
      setTickMissing(true)
      tick.current?.focus()
      return
    }
    setStatus('sending')
    const result = await onSubscribe(email.trim(), consentTick ? optIn : true)
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
          {consentTick && (
            <>
              <label className="sf-check">
                <input
                  ref={tick}
                  type="checkbox"
                  name="optIn"
                  checked={optIn}
                  aria-invalid={tickMissing || undefined}
                  aria-describedby={tickMissing ? tickErrorId : undefined}
                  onChange={(e) => {
                    setOptIn(e.target.checked)
                    if (e.target.checked) setTickMissing(false)
                  }}
                />
                <span>{texts.optIn}</span>
              </label>
              {tickMissing && (
                <p id={tickErrorId} className="sf-field__error" role="alert">
                  {texts.optInRequired}
                </p>
              )}
            </>
          )}
          {notice && <PrivacyNotice {...notice} />}
        </form>
      )}
    </section>
  )
}
