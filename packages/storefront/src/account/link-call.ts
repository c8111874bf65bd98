import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { isApiError } from '@storefront/api-client'
import { useFailure } from './form'

// A link token is single-use: one request per token, whatever re-renders or remounts.
const calls = new Map<string, Promise<unknown>>()

export interface LinkCallHandlers {
  /** The request, made once per key (again only after a failure to reach the service). */
  call: () => Promise<unknown>
  onDone: () => void
  /** The service turned the token down (a business error): no point trying again. */
  onRefused: () => void
}

/**
 * Acts on the token of a mail's link (`key` names token and action; null: nothing to do). A
 * failure to reach the service is no refusal: it shows as `failure`, and `retry` calls again.
 */
export function useLinkCall(key: string | null, handlers: LinkCallHandlers) {
  const { failure, setFailure, fail } = useFailure()
  const [round, setRound] = useState(0)
  const start = useEffectEvent(() => handlers.call())
  const done = useEffectEvent(() => handlers.onDone())
  const refused = useEffectEvent(() => handlers.onRefused())

  useEffect(() => {
    if (!key) return
    let live = true
    let call = calls.get(key)
    if (!call) {
      call = start()
      calls.set(key, call)
    }
    call.then(
      () => {
        if (live) done()
      },
      (error: unknown) => {
        if (!live) return
        if (isApiError(error) && error.kind === 'business') return refused()
        calls.delete(key)
        fail(error)
      },
    )
    return () => {
      live = false
    }
  }, [key, round, fail])

  const retry = useCallback(() => {
    setFailure('')
    setRound((n) => n + 1)
  }, [setFailure])
  return { failure, retry }
}
