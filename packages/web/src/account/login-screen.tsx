import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { login } from '@storefront/api-client'
import { FormField } from '@storefront/ui'
import { useApi } from '../lib/api'
import { CodeField } from './code-field'
import { PasswordField } from './password-field'
import {
  AccountCard,
  AccountForm,
  FormError,
  StatusLine,
  setFlow,
  useAccountT,
  useCountdown,
  useErrorText,
  useFocusFirstInvalid,
  useFromPath,
  useGo,
  useScreenPath,
} from './shared'
import { isCode, isValidEmail, type FieldErrors } from './validation'

type Method = 'password' | 'code'
const METHODS: Method[] = ['password', 'code']
/** Seconds before another code may be requested. */
export const RESEND_SECONDS = 60

/** Spec §2 "login by password or verification code": two tabs, one form each. */
export function LoginScreen() {
  const t = useAccountT()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const [method, setMethod] = useState<Method>('password')
  const tabs = useRef<Record<Method, HTMLButtonElement | null>>({ password: null, code: null })
  const id = useId()
  const [email, setEmail] = useState('')

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const index = METHODS.indexOf(method)
    let next: Method | undefined
    if (e.key === 'ArrowRight') next = METHODS[(index + 1) % METHODS.length]
    else if (e.key === 'ArrowLeft') next = METHODS[(index + METHODS.length - 1) % METHODS.length]
    else if (e.key === 'Home') next = METHODS[0]
    else if (e.key === 'End') next = METHODS[METHODS.length - 1]
    if (!next) return
    e.preventDefault()
    setMethod(next)
    tabs.current[next]?.focus()
  }

  return (
    <AccountCard title={t('login.title')} intro={t('login.intro')}>
      <div className="sf-tabs" role="tablist" aria-label={t('login.methods')}>
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
            onClick={() => setMethod(m)}
            onKeyDown={onTabKey}
          >
            {m === 'password' ? t('login.byPassword') : t('login.byCode')}
          </button>
        ))}
      </div>
      {METHODS.map((m) => (
        <div key={m} role="tabpanel" id={`${id}-panel-${m}`} aria-labelledby={`${id}-tab-${m}`} hidden={method !== m} className="sf-tabs__panel">
          {method === m && (m === 'password' ? <PasswordLogin email={email} onEmail={setEmail} /> : <CodeLogin email={email} onEmail={setEmail} />)}
        </div>
      ))}
      <p className="sf-account__links">
        <span>{t('login.noAccount')}</span> <a href={withFrom(screenPath('register'))}>{t('login.register')}</a>
      </p>
    </AccountCard>
  )
}

interface LoginFormProps {
  email: string
  onEmail: (email: string) => void
}

/** After any successful login: back to where the shopper came from (same site only). */
function useFinishLogin() {
  const go = useGo()
  const { destination } = useFromPath()
  return () => go(destination(), { replace: true })
}

function PasswordLogin({ email, onEmail }: LoginFormProps) {
  const t = useAccountT()
  const api = useApi()
  const errorText = useErrorText()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const finish = useFinishLogin()
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: FieldErrors<'email' | 'password'> = {}
    if (!isValidEmail(email)) found.email = t('validation.email')
    if (!password) found.password = t('validation.required')
    setErrors(found)
    setFailure('')
    if (Object.keys(found).length) return focusInvalid()
    setBusy(true)
    try {
      await login(api, { method: 'password', email: email.trim(), password }, { display: false })
      finish()
    } catch (error) {
      setFailure(errorText(error))
      setBusy(false)
    }
  }

  return (
    <AccountForm formRef={form} onSubmit={submit}>
      <FormField label={t('field.email')} type="email" name="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => onEmail(e.target.value)} />
      <PasswordField
        label={t('field.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={failure} />
      <button type="submit" className="sf-button" disabled={busy}>
        {busy ? t('status.loggingIn') : t('login.submit')}
      </button>
      <p className="sf-account__links">
        <a href={withFrom(screenPath('forgot-password'))} onClick={() => setFlow({ email: email.trim() })}>
          {t('login.forgot')}
        </a>
      </p>
    </AccountForm>
  )
}

function CodeLogin({ email, onEmail }: LoginFormProps) {
  const t = useAccountT()
  const api = useApi()
  const errorText = useErrorText()
  const finish = useFinishLogin()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'email' | 'code'>>({})
  const [failure, setFailure] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [busy, setBusy] = useState<'send' | 'login' | null>(null)
  const [left, restart] = useCountdown(RESEND_SECONDS, false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()
  const codeBox = useRef<HTMLDivElement>(null)

  async function send() {
    setFailure('')
    if (!isValidEmail(email)) {
      setErrors({ email: t('validation.email') })
      return focusInvalid()
    }
    setErrors({})
    setBusy('send')
    try {
      await api.sendCode({ email: email.trim(), purpose: 'login' }, { display: false })
      setSentTo(email.trim())
      restart()
      codeBox.current?.querySelector('input')?.focus()
    } catch (error) {
      setFailure(errorText(error))
    } finally {
      setBusy(null)
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: FieldErrors<'email' | 'code'> = {}
    if (!isValidEmail(email)) found.email = t('validation.email')
    if (!isCode(code)) found.code = t('validation.code')
    setErrors(found)
    setFailure('')
    if (Object.keys(found).length) return focusInvalid()
    setBusy('login')
    try {
      await login(api, { method: 'code', email: email.trim(), code: code.trim() }, { display: false })
      finish()
    } catch (error) {
      setFailure(errorText(error))
      setBusy(null)
    }
  }

  return (
    <AccountForm formRef={form} onSubmit={submit}>
      <FormField label={t('field.email')} type="email" name="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => onEmail(e.target.value)} />
      <div className="sf-account__inline">
        <button type="button" className="sf-button sf-button--secondary" onClick={() => void send()} disabled={busy !== null || left > 0}>
          {busy === 'send' ? t('status.sending') : left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
        </button>
      </div>
      <StatusLine message={sentTo ? t('login.codeSent', { email: sentTo }) : ''} />
      <CodeField containerRef={codeBox} value={code} onChange={setCode} error={errors.code} />
      <FormError message={failure} />
      <button type="submit" className="sf-button" disabled={busy !== null}>
        {busy === 'login' ? t('status.loggingIn') : t('login.submit')}
      </button>
    </AccountForm>
  )
}
