import './account-result.css'

export interface ResetSuccessProps {
  /** "Returning to log in in 5 s": the countdown, already worded; none once the shopper chose to stay. */
  countdown?: string | undefined
  loginHref: string
  /** "Log in now". */
  loginLabel: string
  /** "Stay on this page", shown while the countdown runs: it stops it. */
  stay?: { label: string; onStay: () => void } | undefined
}

/**
 * After a password reset: the countdown back to login (not announced every second), the way there at once, and a
 * way to stop the countdown, so nobody is moved on before they have read the page (WCAG 2.2.1, timing adjustable).
 */
export function ResetSuccess({ countdown, loginHref, loginLabel, stay }: ResetSuccessProps) {
  return (
    <>
      {countdown !== undefined && (
        <p className="sf-account__countdown" aria-live="off">
          {countdown}
        </p>
      )}
      <p className="sf-account__actions">
        <a className="sf-button" href={loginHref}>
          {loginLabel}
        </a>
        {countdown !== undefined && stay && (
          <button type="button" className="sf-button sf-button--secondary" onClick={stay.onStay}>
            {stay.label}
          </button>
        )}
      </p>
    </>
  )
}
