import { useCallback, useEffect, useRef } from 'react'
import type { AltchaWidgetElement } from 'altcha'

let loading: Promise<unknown> | undefined
const loadWidget = () => (loading ??= import('./altcha-widget'))

/** An invisible ALTCHA widget in the page, ready once its `load` event fired. */
async function mountWidget(challenge: string): Promise<AltchaWidgetElement> {
  await loadWidget()
  const widget = document.createElement('altcha-widget')
  const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }))
  widget.setAttribute('challenge', challenge)
  widget.setAttribute('display', 'invisible')
  widget.setAttribute('auto', 'off')
  widget.hidden = true
  document.body.append(widget)
  await loaded
  return widget
}

/**
 * Runs `fn` once the browser has painted the frame the current input produces: what an interaction
 * starts in the background (loading web vitals, ALTCHA) stays out of that interaction's latency (INP).
 */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0))
}

/** Calls `fn` once, on the first pointer, key or focus event in the document; returns the unsubscribe. */
export function onFirstInteraction(fn: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const
  const once = () => {
    stop()
    fn()
  }
  const stop = () => events.forEach((type) => document.removeEventListener(type, once, true))
  events.forEach((type) => document.addEventListener(type, once, { capture: true, passive: true }))
  return stop
}

export interface HumanCheck {
  /** Start loading and solving in the background (call on the form's first focus). */
  prepare: () => void
  /** A fresh solution for the next call ('' if it could not be made: the service then answers 4013). */
  solve: () => Promise<string>
}

/**
 * The proof of work (ALTCHA, self-hosted: the challenge comes from the account service) that
 * code/send, sign-up, forgot-password, the newsletter and the forms carry. Nothing is loaded until
 * the shopper starts using a form, so pages gain nothing until then.
 */
export function useHumanCheckAt(challenge: string, options: { prepareOnMount?: boolean } = {}): HumanCheck {
  const state = useRef<{ widget?: Promise<AltchaWidgetElement>; next?: Promise<string> | undefined }>({})

  useEffect(
    () => () => {
      void state.current.widget?.then((widget) => widget.remove())
    },
    [],
  )

  const work = useCallback(async (): Promise<string> => {
    const widget = await (state.current.widget ??= mountWidget(challenge))
    widget.reset()
    return (await widget.verify())?.payload ?? ''
  }, [challenge])

  const prepare = useCallback(() => {
    state.current.next ??= work().catch(() => '')
  }, [work])

  const solve = useCallback(async () => {
    const next = state.current.next ?? work().catch(() => '')
    state.current.next = undefined
    // Each solution works once: the next one starts as soon as this one is taken.
    const payload = await next
    prepare()
    return payload
  }, [work, prepare])

  // "On mount" is on the shopper's first interaction with the page: the widget and its solver are
  // tens of kilobytes that a screen nobody touches never needs (docs/browser-weight.md), and a
  // shopper focuses or taps a field well before submitting it (`solve` also works unprepared).
  const { prepareOnMount = false } = options
  useEffect(() => {
    if (!prepareOnMount) return
    return onFirstInteraction(prepare)
  }, [prepareOnMount, prepare])

  return { prepare, solve }
}
