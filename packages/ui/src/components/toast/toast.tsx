import { useEffect } from 'react'
import { TIMINGS } from '../../tokens'

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

function Toast({ item, onDismiss, dismissLabel }: { item: ToastItem; onDismiss: (id: number) => void; dismissLabel: string }) {
  const duration = item.duration ?? (item.kind === 'toast' ? TIMINGS.toastMs : TIMINGS.notificationMs)
  useEffect(() => {
    const t = window.setTimeout(() => onDismiss(item.id), duration)
    return () => window.clearTimeout(t)
  }, [item.id, duration, onDismiss])
  return (
    <li className="sf-toast" data-kind={item.kind} data-tone={item.tone ?? 'info'} role={item.tone === 'error' ? 'alert' : 'status'}>
      {item.title && <strong>{item.title}</strong>}
      <span>{item.message}</span>
      <button type="button" onClick={() => onDismiss(item.id)} aria-label={dismissLabel}>
        ×
      </button>
    </li>
  )
}

/** Stacked toasts and notifications (spec §9: toast 3 s, notification 4.5 s by default). */
export function ToastStack({ items, onDismiss, dismissLabel }: ToastStackProps) {
  return (
    <ol className="sf-toasts" aria-live="polite">
      {items.map((item) => (
        <Toast key={item.id} item={item} onDismiss={onDismiss} dismissLabel={dismissLabel} />
      ))}
    </ol>
  )
}
