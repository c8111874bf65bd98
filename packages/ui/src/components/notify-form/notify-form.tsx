import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { EmailSubmitRow } from '../form-field/email-submit-row'
import { PrivacyNotice, type PrivacyNoticeProps } from '../form-field/privacy-notice'
import { isValidEmail } from '../newsletter-form/newsletter-form'
import { KeepGroups } from '../keep-groups/keep-groups'
import './notify-form.css'

/** The service's answer, as the form shows it: one success for a new and a repeated request alike. */
export type NotifyResult = { ok: true } | { ok: false; message: string }

export interface NotifyFormProps {
  texts: {
    /** The form's heading ("Sold out for now", "Coming soon: Christmas Sale"). */
    title: string
    /** What the shopper gets: one mail, when. */
    lead: string
    placeholder: string
    button: string
    /** Shown once the request is taken: in double opt-in regions, that the mailed link confirms it. */
    success: string
    /** The region's invalid-address message (the newsletter's, docs/rules/newsletter.md#messages). */
    invalid: string
  }
  emailLabel: string
  sendingLabel: string
  /** What the address is used for, linked to the privacy policy (docs/rules/legal.md#forms). */
  notice?: PrivacyNoticeProps | undefined
  /** Level of the heading in the page's outline: 2 by default. */
  headingLevel?: 2 | 3
  /** Sends the request; the form validates the address first. */
  onNotify: (email: string) => Promise<NotifyResult>
}

/**
 * "Notify me" (docs/rules/notify.md): an address for one mail when a robot can be bought in the region, or when a
 * page goes live. Success (`role="status"`) and failure (`role="alert"`) each carry their own icon and words, so they
 * are not told apart by colour alone; after success, focus moves to the message that replaced the form.
 * @example <NotifyForm texts={texts} emailLabel="Email address" sendingLabel="Sending…" onNotify={send} />
 */
export function NotifyForm({ texts, emailLabel, sendingLabel, notice, headingLevel = 2, onNotify }: NotifyFormProps) {
  const titleId = useId()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState<string>()
  const [failure, setFailure] = useState('')
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const done = useRef<HTMLParagraphElement>(null)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  // The form the focus was in is gone: the message that replaced it takes the focus.
  useEffect(() => {
    if (status === 'done') done.current?.focus()
  }, [status])

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure('')
    if (!isValidEmail(email)) {
      setInvalid(texts.invalid)
      return
    }
    setInvalid(undefined)
    setStatus('sending')
    const result = await onNotify(email.trim())
    if (result.ok) {
      setStatus('done')
    } else {
      setStatus('idle')
      setFailure(result.message)
    }
  }

  return (
    <section className="sf-notify" aria-labelledby={titleId}>
      <Heading id={titleId} className="sf-notify__title">
        {texts.title}
      </Heading>
      <p className="sf-notify__lead">
        <KeepGroups text={texts.lead} />
      </p>
      {status === 'done' ? (
        <p ref={done} className="sf-notify__result" data-tone="success" role="status" tabIndex={-1}>
          <Icon tone="success" />
          <span>{texts.success}</span>
        </p>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="sf-notify__form">
          <EmailSubmitRow
            className="sf-notify__row"
            label={emailLabel}
            placeholder={texts.placeholder}
            value={email}
            error={invalid}
            onChange={setEmail}
            button={texts.button}
            sendingLabel={sendingLabel}
            sending={status === 'sending'}
          />
          {failure && (
            <p className="sf-notify__result" data-tone="error" role="alert">
              <Icon tone="error" />
              <span>{failure}</span>
            </p>
          )}
          {notice && <PrivacyNotice {...notice} />}
        </form>
      )}
    </section>
  )
}

/** A tick for success, an exclamation mark for failure: decoration beside the words, hidden from assistive tech. */
function Icon({ tone }: { tone: 'success' | 'error' }) {
  return (
    <svg className="sf-notify__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {tone === 'success' ? (
        <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M10 5v6M10 14.5v.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  )
}
