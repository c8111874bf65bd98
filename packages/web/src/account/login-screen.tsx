import { useRef, useState, type FormEvent } from 'react'
import { login } from '@storefront/api-client'
import { CodeLoginForm, LoginMethods, PasswordLoginForm, type LoginErrors, type LoginMethod } from '@storefront/ui'
import { useApi } from '../lib/account-api'
import { useHumanCheck } from '../lib/human-check'
import { AccountCard, setFlow, useAccountT, useCountdown, useErrorText, useFocusFirstInvalid, useFromPath, useGo, useScreenPath } from './shared'
import { isCode, isValidEmail } from './validation'

/** Seconds before another code may be requested. */
export const RESEND_SECONDS = 60

/** Spec §2 "login by password or verification code": two tabs, one form each. */
export function LoginScreen() {
  const t = useAccountT()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const [method, setMethod] = useState<LoginMethod>('password')
  const [email, setEmail] = useState('')

  return (
    <AccountCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          <span>{t('login.noAccount')}</span> <a href={withFrom(screenPath('register'))}>{t('login.register')}</a>
        </>
      }
    >
      <LoginMethods method={method} onMethodChange={setMethod} labels={{ methods: t('login.methods'), password: t('login.byPassword'), code: t('login.byCode') }}>
        {method === 'password' ? <PasswordLogin email={email} onEmail={setEmail} /> : <CodeLogin email={email} onEmail={setEmail} />}
      </LoginMethods>
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
  // Asked for by the service once the account has had failures; cheap to carry every time.
  const human = useHumanCheck({ prepareOnMount: true })
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<LoginErrors>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [form, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: LoginErrors = {}
    if (!isValidEmail(email)) found.email = t('validation.email')
    if (!password) found.password = t('validation.required')
    setErrors(found)
    setFailure('')
    if (Object.keys(found).length) return focusInvalid()
    setBusy(true)
    try {
      await login(api, { method: 'password', email: email.trim(), password, altcha: await human.solve() }, { display: false })
      finish()
    } catch (error) {
      setFailure(errorText(error))
      setBusy(false)
    }
  }

  return (
    <PasswordLoginForm
      formRef={form}
      email={email}
      password={password}
      errors={errors}
      failure={failure}
      busy={busy}
      forgotHref={withFrom(screenPath('forgot-password'))}
      labels={{
        email: t('field.email'),
        password: t('field.password'),
        showPassword: t('field.showPassword'),
        hidePassword: t('field.hidePassword'),
        submit: t('login.submit'),
        submitting: t('status.loggingIn'),
        forgot: t('login.forgot'),
        legend: t('login.byPassword'),
      }}
      onEmailChange={onEmail}
      onPasswordChange={setPassword}
      onForgot={() => setFlow({ email: email.trim() })}
      onSubmit={submit}
    />
  )
}

function CodeLogin({ email, onEmail }: LoginFormProps) {
  const t = useAccountT()
  const api = useApi()
  const errorText = useErrorText()
  const finish = useFinishLogin()
  const human = useHumanCheck({ prepareOnMount: true })
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<LoginErrors>({})
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
      await api.sendCode({ email: email.trim(), purpose: 'login', altcha: await human.solve() }, { display: false })
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
    const found: LoginErrors = {}
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
    <CodeLoginForm
      formRef={form}
      codeFieldRef={codeBox}
      email={email}
      code={code}
      errors={errors}
      failure={failure}
      sentMessage={sentTo ? t('login.codeSent', { email: sentTo }) : ''}
      busy={busy}
      resendIn={left}
      labels={{
        email: t('field.email'),
        code: t('field.code'),
        codeHint: t('field.codeHint'),
        sendCode: t('login.sendCode'),
        resendIn: (seconds) => t('login.resendIn', { seconds }),
        sending: t('status.sending'),
        submit: t('login.submit'),
        submitting: t('status.loggingIn'),
        legend: t('login.byCode'),
      }}
      onEmailChange={onEmail}
      onCodeChange={setCode}
      onSend={() => void send()}
      onSubmit={submit}
    />
  )
}
