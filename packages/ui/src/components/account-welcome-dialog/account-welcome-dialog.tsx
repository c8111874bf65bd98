import { useEffect, useId, useRef } from 'react'
import './account-welcome-dialog.css'

export interface WelcomeDialogProps {
  open: boolean
  /** Called however the dialog closes (button, Escape, backdrop). */
  onClose: () => void
  /** Where focus goes when the dialog closes and nothing sensible had it before. */
  fallbackFocus?: () => HTMLElement | null | undefined
  labels: { title: string; body: string; cta: string; close: string }
  /** The figure in the badge (the credits a new account gets). */
  badge?: string
}

/**
 * The new-user popup (docs/rules/interface.md#new-user-popup: 200 Credits on account creation). A native modal dialog:
 * the rest of the page is inert while it is open (focus stays inside), Escape closes it, focus moves to its main action
 * and returns to where it was (or to `fallbackFocus`) when it closes.
 */
export function WelcomeDialog({ open, onClose, fallbackFocus, labels, badge = '200' }: WelcomeDialogProps) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const action = useRef<HTMLButtonElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      const active = document.activeElement
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null
      el.showModal()
      action.current?.focus()
    } else if (!open && el.open) {
      el.close()
    }
  }, [open])

  function restoreFocus() {
    const target = returnTo.current?.isConnected ? returnTo.current : fallbackFocus?.()
    returnTo.current = null
    target?.focus()
  }

  return (
    <dialog
      ref={dialog}
      className="sf-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={() => {
        onClose()
        restoreFocus()
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) dialog.current?.close()
      }}
    >
      <div className="sf-dialog__inner">
        <button
          type="button"
          className="sf-dialog__close"
          aria-label={labels.close}
          onClick={() => dialog.current?.close()}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <p className="sf-dialog__badge" aria-hidden="true">
          {badge}
        </p>
        <h2 id={`${id}-title`}>{labels.title}</h2>
        <p id={`${id}-body`}>{labels.body}</p>
        <button ref={action} type="button" className="sf-button" onClick={() => dialog.current?.close()}>
          {labels.cta}
        </button>
      </div>
    </dialog>
  )
}
