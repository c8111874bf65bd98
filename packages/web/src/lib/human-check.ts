import { useCallback, useEffect, useRef } from 'react'
import type { AltchaWidgetElement } from 'altcha'
import { REGION_APP } from '@storefront/region-config'
import { usePage } from './use-page'

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
export function useHumanCheck(options: { prepareOnMount?: boolean } = {}): HumanCheck {
  const { region, app } = usePage()
  const challenge = `${app.apiBase[REGION_APP[region]]}/altcha/challenge`
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

  const { prepareOnMount = false } = options
  useEffect(() => {
    if (prepareOnMount) prepare()
  }, [prepareOnMount, prepare])

  return { prepare, solve }
}
