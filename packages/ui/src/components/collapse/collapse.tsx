import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { TIMINGS } from '../../tokens'
import { lockBodyScroll } from './scroll-lock'
import './collapse.css'

export { lockBodyScroll }

export interface CollapseProps {
  summary: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  /** Seconds; 0.5 by default (docs/rules/interface.md#collapse). */
  duration?: number
  /** Locks body scrolling while open (menus, sheets), compensating the scrollbar on non-mobile. */
  lockScroll?: boolean
  headingLevel?: 2 | 3 | 4
  className?: string
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Disclosure whose panel animates its height from 0 (docs/rules/interface.md#collapse: 0.5 s by default).
 * The button carries aria-expanded; the panel stays in the DOM for search engines.
 */
export function Collapse({
  summary,
  children,
  defaultOpen = false,
  duration = TIMINGS.collapseSeconds,
  lockScroll = false,
  headingLevel = 3,
  className,
}: CollapseProps) {
  const [open, setOpen] = useState(defaultOpen)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const first = useRef(true)
  const Heading = `h${headingLevel}` as const

  useIsoLayoutEffect(() => {
    const el = panel.current
    if (!el) return
    if (first.current) {
      first.current = false
      el.style.height = open ? 'auto' : '0px'
      return
    }
    const target = el.scrollHeight
    if (open) {
      el.style.height = '0px'
      void el.offsetHeight
      el.style.height = `${target}px`
    } else {
      el.style.height = `${target}px`
      void el.offsetHeight
      el.style.height = '0px'
    }
    el.dataset.animating = 'true'
    // The panel's own height transition ends the animation, or the timer if it never runs (reduced motion, a busy
    // page): whichever comes first, the other is dropped, so an opening cannot settle a later closing at 'auto'.
    const onEnd = (event: TransitionEvent) => {
      if (event.target === el && event.propertyName === 'height') done()
    }
    const stop = () => {
      window.clearTimeout(timer)
      el.removeEventListener('transitionend', onEnd)
    }
    const done = () => {
      stop()
      if (open) el.style.height = 'auto'
      delete el.dataset.animating
    }
    el.addEventListener('transitionend', onEnd)
    const timer = window.setTimeout(done, duration * 1000 + 50)
    return stop
  }, [open, duration])

  useEffect(() => {
    if (!lockScroll || !open) return
    return lockBodyScroll()
  }, [lockScroll, open])

  return (
    <div className={`sf-collapse ${className ?? ''}`} data-open={open || undefined}>
      <Heading className="sf-collapse__heading">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {summary}
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </Heading>
      <div
        id={id}
        ref={panel}
        className="sf-collapse__panel"
        style={{ transitionDuration: `${duration}s` }}
        aria-hidden={!open}
        {...(!open ? { inert: true } : {})}
      >
        <div className="sf-collapse__content">{children}</div>
      </div>
    </div>
  )
}
