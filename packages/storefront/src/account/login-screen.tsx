import { useRef, useState, type FormEvent } from 'react'
import { login } from '@storefront/api-client'
import { CodeLoginForm, LoginMethods, PasswordLoginForm, type LoginErrors, type LoginMethod } from '@storefront/ui'
import { useApi } from '../lib/browser/api/account'
import { useHumanCheck } from '../lib/browser/human-check'
import { AccountCard } from './account-card'
import { setFlow } from './flow'
import { useAccountForm, useCountdown } from './form'
import { useAccountT, useCodeLabels } from './messages'
import { useFromPath, useGo, useScreenPath } from './navigation'
import { isCode, isValidEmail, type FieldErrors } from './validation'

/** Seconds before another code may be requested. */
export const RESEND_SECONDS = 60

/** Login by password or verification code (docs/rules/accounts.md#screens): two tabs, one form each. */
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
      <LoginMethods
        method={method}
        onMethodChange={setMethod}
        labels={{ methods: t('login.methods'), password: t('login.byPassword'), code: t('login.byCode') }}
      >
        {method === 'password' ? (
          <PasswordLogin email={email} onEmail={setEmail} />
        ) : (
          <CodeLogin email={email} onEmail={setEmail} />
        )}
      </LoginMethods>
    </AccountCard>
  )
}

interface LoginFormProps {
  email: string
  onEmail: (email: string) => void
}

/**
 * Logs in (errors are the form's to show, not toasted), then goes back to where the shopper came
 * from (same site only).
 */
function useLogIn() {
  const api = useApi()
  const go = useGo()
  const { destination } = useFromPath()
  return async (input: Parameters<typeof login>[1]) => {
    await login(api, input, { display: false })
    go(destination(), { replace: true })
  }
}

function PasswordLogin({ email, onEmail }: LoginFormProps) {
  const t = useAccountT()
  const screenPath = useScreenPath()
  const { withFrom } = useFromPath()
  const logIn = useLogIn()
  // Asked for by the service once the account has had failures; cheap to carry every time.
  const human = useHumanCheck({ prepareOnMount: true })
  const [password, setPassword] = useState('')
  const form = useAccountForm<keyof LoginErrors>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: FieldErrors<keyof LoginErrors> = {}
    if (!isValidEmail(email)) found.email = t('validation.email')
    if (!password) found.password = t('validation.required')
    await form.run(
      'submit',
      found,
      async () => logIn({ method: 'password', email: email.trim(), password, altcha: await human.solve() }),
      { leaves: true },
    )
  }

  return (
    <PasswordLoginForm
      {...form.props}
      email={email}
      password={password}
      busy={form.isBusy}
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
  const codeLabels = useCodeLabels('login.resendIn')
  const api = useApi()
  const logIn = useLogIn()
  const human = useHumanCheck({ prepareOnMount: true })
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [left, restart] = useCountdown(RESEND_SECONDS, false)
  const form = useAccountForm<keyof LoginErrors, 'send' | 'login'>()
  const codeBox = useRef<HTMLDivElement>(null)

  async function send() {
    await form.run('send', isValidEmail(email) ? {} : { email: t('validation.email') }, async () => {
      await api.sendCode({ email: email.trim(), purpose: 'login', altcha: await human.solve() }, { display: false })
      setSentTo(email.trim())
      restart()
      codeBox.current?.querySelector('input')?.focus()
    })
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found: FieldErrors<keyof LoginErrors> = {}
    if (!isValidEmail(email)) found.email = t('validation.email')
    if (!isCode(code)) found.code = t('validation.code')
    await form.run(
      'login',
      found,
      async () => logIn({ method: 'code', email: email.trim(), code: code.trim(), altcha: await human.solve() }),
      {
        leaves: true,
      },
    )
  }

  return (
    <CodeLoginForm
      {...form.props}
      codeFieldRef={codeBox}
      email={email}
      code={code}
      sentMessage={sentTo ? t('login.codeSent', { email: sentTo }) : ''}
      busy={form.busy}
      resendIn={left}
      labels={{
        ...codeLabels,
        sendCode: t('login.sendCode'),
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
