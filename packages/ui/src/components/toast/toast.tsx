import { useEffect, useRef } from 'react'
import { TIMINGS } from '../../tokens'
import './toast.css'

export interface ToastItem {
  id: number
  message: string
  /** toast: short status (3 s); notification: longer, may carry a title (4.5 s). */
  kind: 'toast' | 'notification'
  tone?: 'info' | 'error' | 'success'
  title?: string
  duration?: number
}

export interface ToastStackProps {
  items: ToastItem[]
  onDismiss: (id: number) => void
  dismissLabel: string
}

function Toast({
  item,
  onDismiss,
  dismissLabel,
}: {
  item: ToastItem
  onDismiss: (id: number) => void
  dismissLabel: string
}) {
  const duration = item.duration ?? (item.kind === 'toast' ? TIMINGS.toastMs : TIMINGS.notificationMs)
  // The latest callback, so a parent re-rendering with a new function does not restart the timer.
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })
  useEffect(() => {
    const t = window.setTimeout(() => dismiss.current(item.id), duration)
    return () => window.clearTimeout(t)
  }, [item.id, duration])
  return (
    <div
      className="sf-toast"
      data-kind={item.kind}
      data-tone={item.tone ?? 'info'}
      role={item.tone === 'error' ? 'alert' : undefined}
    >
      <p className="sf-toast__body">
        {item.title && <strong>{item.title}</strong>}
        <span>{item.message}</span>
      </p>
      <button type="button" onClick={() => onDismiss(item.id)} aria-label={dismissLabel}>
        ×
      </button>
    </div>
  )
}

/**
 * Stacked toasts and notifications (docs/rules/interface.md#toasts: toast 3 s, notification 4.5 s by default).
 * The stack is one polite live region that is always in the page, so screen readers announce
 * what is added to it; errors are alerts (assertive).
 */
export function ToastStack({ items, onDismiss, dismissLabel }: ToastStackProps) {
  return (
    <div className="sf-toasts" aria-live="polite" aria-relevant="additions text">
      {items.map((item) => (
        <Toast key={item.id} item={item} onDismiss={onDismiss} dismissLabel={dismissLabel} />
      ))}
    </div>
  )
}
