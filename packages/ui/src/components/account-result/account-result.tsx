import './account-result.css'

export interface ResetSuccessProps {
  /** "Returning to log in in 5 s": the countdown, already worded. */
  countdown: string
  loginHref: string
  /** "Log in now". */
  loginLabel: string
}

/**
 * After a password reset: the countdown back to login (not announced every second) and the way
 * there at once.
 */
export function ResetSuccess({ countdown, loginHref, loginLabel }: ResetSuccessProps) {
  return (
    <>
      <p className="sf-account__countdown" aria-live="off">
        {countdown}
      </p>
      <p>
        <a className="sf-button" href={loginHref}>
          {loginLabel}
        </a>
      </p>
    </>
  )
}
