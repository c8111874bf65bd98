import type { FormEvent, ReactNode, Ref } from 'react'
import { useHydrated } from '../../use-hydrated'
// .sf-form and .sf-notice are the forms' rules.
import '../form-field/form-field.css'
import './account-form.css'

/** How an account form is sent: the handler, and a ref to the form (to focus its first invalid field). */
export interface AccountFormSubmit {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  formRef?: Ref<HTMLFormElement> | undefined
}

export interface AccountFormProps extends AccountFormSubmit {
  /** Extra classes of the field grid (the profile's two columns). */
  className?: string
  'aria-labelledby'?: string
  'aria-busy'?: boolean | undefined
  /** Names the group of fields (read, not shown): a form among others on the page, as the login methods. */
  legend?: string | undefined
  children: ReactNode
}

/**
 * An account form (the fields are the children). Until the page is hydrated its controls are
 * disabled: typed values would be wiped by hydration, and a native submission must never put a
 * password in a URL (`method=post` for the same reason should JavaScript fail to load).
 */
export function AccountForm({ formRef, onSubmit, className = '', legend, children, ...rest }: AccountFormProps) {
  const hydrated = useHydrated()
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} {...rest}>
      {/* Without a legend the fieldset only disables the fields, and is no group for assistive technology. */}
      <fieldset
        role={legend ? undefined : 'none'}
        className={`sf-form sf-account__fieldset ${className}`}
        disabled={!hydrated}
      >
        {legend && <legend className="sf-visually-hidden">{legend}</legend>}
        {children}
      </fieldset>
    </form>
  )
}

export interface AccountAlertProps {
  /** The failure, in the shopper's language; nothing renders without one. */
  message: string
  /** A way on under the message ("Request a new link"). */
  children?: ReactNode
}

/** A form-level error (a server answer), announced at once (`role="alert"`). */
export function AccountAlert({ message, children }: AccountAlertProps) {
  if (!message) return null
  return (
    <div className="sf-notice" data-tone="error" role="alert">
      <p>{message}</p>
      {children}
    </div>
  )
}

export interface AccountAlertLinkProps {
  /** Nothing renders without one. */
  href?: string | undefined
  label: string
}

/** The way on under an alert ("Log in", "Request a new link"), where the failure has one. */
export function AccountAlertLink({ href, label }: AccountAlertLinkProps) {
  if (!href) return null
  return (
    <p>
      <a href={href}>{label}</a>
    </p>
  )
}

export interface AccountStatusProps {
  /** Empty hides the line; the live region stays in the page so the next message is announced. */
  message: string
  className?: string
}

/** A polite status line (sent, saved, loading …). */
export function AccountStatus({ message, className = '' }: AccountStatusProps) {
  return (
    <p className={`sf-account__status ${className}`} role="status" data-empty={message ? undefined : true}>
      {message}
    </p>
  )
}

export interface SubmitButtonProps {
  /** While the call runs: the button is disabled and says `labels.submitting`. */
  busy: boolean
  labels: { submit: string; submitting: string }
  disabled?: boolean
}

/** An account form's submit button. */
export function SubmitButton({ busy, labels, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className="sf-button" disabled={busy || disabled}>
      {busy ? labels.submitting : labels.submit}
    </button>
  )
}

export interface ResendButtonProps {
  onClick: () => void
  /** This button's call runs: it says `labels.sending`. */
  busy: boolean
  /** Seconds before it may be pressed again (0: now); meanwhile it says `labels.resendIn(seconds)`. */
  resendIn: number
  /** Another call of the form runs. */
  disabled?: boolean
  labels: { resend: string; resendIn: (seconds: number) => string; sending: string }
}

/** Sends a code or link (again) behind a visible countdown. */
export function ResendButton({ onClick, busy, resendIn, disabled = false, labels }: ResendButtonProps) {
  return (
    <button
      type="button"
      className="sf-button sf-button--secondary"
      onClick={onClick}
      disabled={busy || disabled || resendIn > 0}
    >
      {busy ? labels.sending : resendIn > 0 ? labels.resendIn(resendIn) : labels.resend}
    </button>
  )
}
