import { useCallback, useEffect, useRef, useState } from 'react'
import { API_CODE, API_CONTRACT, errorMessageOf, isApiError, retryAfterOf } from '@storefront/api-client'
import { useT } from '../lib/shared/use-page'
import { useAccountT } from './messages'
import type { FieldErrors } from './validation'

/**
 * The text of a failed call (docs/rules/accounts.md "Error messages"): the server msg (already in
 * the shopper's language), else the code's message (`API_CONTRACT`), else the generic message. An invalid code
 * always reads as the rules say; 4011 always names the seconds. Network and HTTP failures get the
 * generic message.
 */
export function useErrorText() {
  const t = useAccountT()
  const tc = useT()
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error) || error.kind !== 'business') return tc('api.message.error')
      if (error.code === API_CODE.INVALID_CODE) return t('validation.code')
      if (error.code === API_CODE.TOO_MANY_ATTEMPTS && !error.msg) {
        return tc(API_CONTRACT[API_CODE.TOO_MANY_ATTEMPTS].message, { count: retryAfterOf(error) ?? '' })
      }
      return errorMessageOf(error.code, error.msg, (key) => tc(key))
    },
    [t, tc],
  )
}

/** Field messages of a 4000 answer (`data.issues[{path, message}]`), by field name. */
export function issuesOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== API_CODE.INVALID_INPUT) return {}
  const issues = (error.data as { issues?: unknown } | null)?.issues
  if (!Array.isArray(issues)) return {}
  const out: Record<string, string> = {}
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const { path, message } = issue
    if (typeof path === 'string' && typeof message === 'string' && !(path in out)) out[path] = message
  }
  return out
}

/** A screen's failure line: `fail(error)` shows the text of a failed call (`useErrorText`). */
export function useFailure() {
  const errorText = useErrorText()
  const [failure, setFailure] = useState('')
  const fail = useCallback((error: unknown) => setFailure(errorText(error)), [errorText])
  return { failure, setFailure, fail }
}

/** A visible countdown in whole seconds; `restart()` starts it again from `seconds`. */
export function useCountdown(seconds: number, startRunning: boolean) {
  const [left, setLeft] = useState(startRunning ? seconds : 0)
  useEffect(() => {
    if (left <= 0) return
    const timer = window.setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000)
    return () => window.clearTimeout(timer)
  }, [left])
  const restart = useCallback(() => setLeft(seconds), [seconds])
  return [left, restart] as const
}

/** After a failed submit, moves focus to the first invalid field of the form. */
function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (!request) return
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [request])
  const focusInvalid = useCallback(() => setRequest((n) => n + 1), [])
  return [ref, focusInvalid] as const
}

export interface RunOptions<F extends string> {
  /** The screen moves on after success: the form stays busy until the next page shows. */
  leaves?: boolean
  /**
   * A failed call's own handling: field messages to show (the first field takes focus), or
   * nothing to show the call's text as the form's failure.
   */
  onError?: (error: unknown) => FieldErrors<F> | undefined
}

/**
 * The state every account form keeps (field messages, failure, status, which task is busy, the
 * form element) and `run`, one submission: it clears the last outcome; field messages found
 * before calling (`invalid`) are shown with the first field focused, else `call` runs while the
 * form is busy. `invalid` left out: the fields keep the messages they show.
 */
export function useAccountForm<F extends string = never, Task extends string = 'submit'>() {
  const { failure, setFailure, fail } = useFailure()
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState<Task | null>(null)
  const [formRef, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

  async function run(
    task: Task,
    invalid: FieldErrors<F> | undefined,
    call: () => Promise<void>,
    options: RunOptions<F> = {},
  ) {
    setFailure('')
    setStatus('')
    if (invalid) setErrors(invalid)
    if (invalid && Object.keys(invalid).length) return focusInvalid()
    setBusy(task)
    try {
      await call()
      if (!options.leaves) setBusy(null)
    } catch (error) {
      const fields = options.onError?.(error)
      if (fields && Object.keys(fields).length) {
        setErrors(fields)
        focusInvalid()
      } else fail(error)
      setBusy(null)
    }
  }

  return {
    formRef,
    errors,
    failure,
    /** What every ui account form takes of this state: `<XForm {...form.props} … />`. */
    props: { formRef, errors, failure },
    status,
    setStatus,
    busy,
    isBusy: busy !== null,
    run,
  }
}
