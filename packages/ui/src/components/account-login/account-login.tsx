import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { AccountAlert, AccountForm, AccountStatus, ResendButton, SubmitButton } from '../account-form/account-form'
import type { AccountFormSubmit } from '../account-form/account-form'
import { CodeField, PasswordField, type CodeFormLabels } from '../account-fields/account-fields'
import { EmailField } from '../form-field/email-field'
import './account-login.css'

export type LoginMethod = 'password' | 'code'
const METHODS: LoginMethod[] = ['password', 'code']

export interface LoginMethodsProps {
  method: LoginMethod
  onMethodChange: (method: LoginMethod) => void
  labels: { methods: string; password: string; code: string }
  /** The selected method's form (only that panel renders its content). */
  children: ReactNode
}

/**
 * Log in by password or by e-mail code: two tabs (arrow keys, Home and End move between them) and
 * the selected method's panel.
 */
export function LoginMethods({ method, onMethodChange, labels, children }: LoginMethodsProps) {
  const id = useId()
  const tabs = useRef<Record<LoginMethod, HTMLButtonElement | null>>({ password: null, code: null })

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const index = METHODS.indexOf(method)
    let next: LoginMethod | undefined
    if (e.key === 'ArrowRight') next = METHODS[(index + 1) % METHODS.length]
    else if (e.key === 'ArrowLeft') next = METHODS[(index + METHODS.length - 1) % METHODS.length]
    else if (e.key === 'Home') next = METHODS[0]
    else if (e.key === 'End') next = METHODS[METHODS.length - 1]
    if (!next) return
    e.preventDefault()
    onMethodChange(next)
    tabs.current[next]?.focus()
  }

  return (
    <>
      <div className="sf-tabs" role="tablist" aria-label={labels.methods}>
        {METHODS.map((m) => (
          <button
            key={m}
            ref={(el) => {
              tabs.current[m] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${m}`}
            aria-selected={method === m}
            aria-controls={`${id}-panel-${m}`}
            tabIndex={method === m ? 0 : -1}
            onClick={() => onMethodChange(m)}
            onKeyDown={onTabKey}
          >
            {m === 'password' ? labels.password : labels.code}
          </button>
        ))}
      </div>
      {METHODS.map((m) => (
        <div
          key={m}
          role="tabpanel"
          id={`${id}-panel-${m}`}
          aria-labelledby={`${id}-tab-${m}`}
          hidden={method !== m}
          className="sf-tabs__panel"
        >
          {method === m && children}
        </div>
      ))}
    </>
  )
}

/** Field messages of a login form (empty when valid). */
export type LoginErrors = { email?: string | undefined; password?: string | undefined; code?: string | undefined }

/** The labels both login forms have. */
interface LoginFormLabels {
  email: string
  submit: string
  submitting: string
  /** Names the form's fieldset (WCAG 1.3.1): the method, as its tab says. */
  legend?: string
}

export interface PasswordLoginFormProps extends AccountFormSubmit {
  email: string
  password: string
  errors: LoginErrors
  /** The server's answer to a failed login. */
  failure: string
  busy: boolean
  forgotHref: string
  labels: LoginFormLabels & { password: string; showPassword: string; hidePassword: string; forgot: string }
  onEmailChange: (email: string) => void
  onPasswordChange: (password: string) => void
  /** Following the "forgot password" link (the storefront carries the typed address along). */
  onForgot?: () => void
}

/** Log in with e-mail and password. */
export function PasswordLoginForm({
  email,
  password,
  errors,
  failure,
  busy,
  forgotHref,
  labels,
  onEmailChange,
  onPasswordChange,
  onForgot,
  ...submit
}: PasswordLoginFormProps) {
  return (
    <AccountForm {...submit} legend={labels.legend}>
      <EmailField label={labels.email} value={email} error={errors.email} onChange={onEmailChange} />
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="current-password"
        showLabel={labels.showPassword}
        hideLabel={labels.hidePassword}
        value={password}
        error={errors.password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
      <AccountAlert message={failure} />
      <SubmitButton busy={busy} labels={labels} />
      <p className="sf-account__links">
        <a href={forgotHref} onClick={onForgot}>
          {labels.forgot}
        </a>
      </p>
    </AccountForm>
  )
}

export interface CodeLoginFormProps extends AccountFormSubmit {
  email: string
  code: string
  errors: LoginErrors
  failure: string
  /** "We sent a 6-digit code to …" once sent. */
  sentMessage: string
  /** What is under way: sending a code or logging in. */
  busy: 'send' | 'login' | null
  /** Seconds before another code may be requested (0: now). */
  resendIn: number
  labels: LoginFormLabels & CodeFormLabels & { sendCode: string }
  onEmailChange: (email: string) => void
  onCodeChange: (code: string) => void
  onSend: () => void
  /** The code field's wrapper (the storefront focuses its input once the code is sent). */
  codeFieldRef?: Ref<HTMLDivElement> | undefined
}

/** Log in with an e-mail code: send it (again after a countdown), then type it. */
export function CodeLoginForm({
  email,
  code,
  errors,
  failure,
  sentMessage,
  busy,
  resendIn,
  labels,
  onEmailChange,
  onCodeChange,
  onSend,
  codeFieldRef,
  ...submit
}: CodeLoginFormProps) {
  return (
    <AccountForm {...submit} legend={labels.legend}>
      <EmailField label={labels.email} value={email} error={errors.email} onChange={onEmailChange} />
      <div className="sf-account__inline">
        <ResendButton
          onClick={onSend}
          busy={busy === 'send'}
          resendIn={resendIn}
          disabled={busy !== null}
          labels={{ ...labels, resend: labels.sendCode }}
        />
      </div>
      <AccountStatus message={sentMessage} />
      <CodeField
        containerRef={codeFieldRef}
        label={labels.code}
        hint={labels.codeHint}
        value={code}
        onChange={onCodeChange}
        error={errors.code}
      />
      <AccountAlert message={failure} />
      <SubmitButton busy={busy === 'login'} disabled={busy !== null} labels={labels} />
    </AccountForm>
  )
}
