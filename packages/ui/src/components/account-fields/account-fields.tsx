import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react'
import { describedByOf, FieldMessages, FormField } from '../form-field/form-field'
import './account-fields.css'

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string
  error?: string | undefined
  hint?: string | undefined
  /** The toggle's two labels ("Show password" / "Hide password"). */
  showLabel: string
  hideLabel: string
}

/** A labelled password input with a show/hide toggle; its message is announced (role=alert). */
export function PasswordField({ label, error, hint, showLabel, hideLabel, className, ...input }: PasswordFieldProps) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <div className={`sf-field sf-password ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="sf-password__row">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error, hint)}
          {...input}
        />
        <button type="button" className="sf-password__toggle" aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? hideLabel : showLabel}
        </button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export interface NewPassword {
  password: string
  confirm: string
}

export interface NewPasswordFieldsProps {
  value: NewPassword
  onChange: (value: NewPassword) => void
  errors: { password?: string | undefined; confirm?: string | undefined }
  labels: { password: string; confirm: string; hint: string; show: string; hide: string }
}

/** A new password and its confirmation, with the password rule as the first one's hint. */
export function NewPasswordFields({ value, onChange, errors, labels }: NewPasswordFieldsProps) {
  // What the two fields share: the toggle, the autofill hint and the binding to their part of `value`.
  const field = (key: keyof NewPassword) => ({
    showLabel: labels.show,
    hideLabel: labels.hide,
    autoComplete: 'new-password',
    value: value[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: e.target.value }),
  })
  return (
    <>
      <PasswordField label={labels.password} name="new-password" hint={labels.hint} {...field('password')} />
      <PasswordField label={labels.confirm} name="confirm-password" {...field('confirm')} />
    </>
  )
}

/** The length of an e-mail verification code. */
export const CODE_LENGTH = 6

/** Keeps the digits a shopper typed or pasted ("123 456" → "123456"), at most six. */
export const cleanCode = (value: string): string => value.replace(/\D+/g, '').slice(0, CODE_LENGTH)

/** The labels of a form that sends a code by e-mail: the address, the code and the resend countdown. */
export interface CodeFormLabels {
  email: string
  code: string
  codeHint: string
  resendIn: (seconds: number) => string
  sending: string
}

export interface CodeFieldProps {
  value: string
  /** Called with the digits only. */
  onChange: (value: string) => void
  label: string
  hint: string
  error?: string | undefined
  /** The field's wrapper (to focus its input once a code is sent). */
  containerRef?: Ref<HTMLDivElement> | undefined
}

/** The 6-digit code input: numeric keyboard, one-time-code autofill, digits only. */
export function CodeField({ value, onChange, label, hint, error, containerRef }: CodeFieldProps) {
  return (
    <div ref={containerRef}>
      <FormField
        label={label}
        hint={hint}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={value}
        error={error}
        onChange={(e) => onChange(cleanCode(e.target.value))}
        className="sf-code"
      />
    </div>
  )
}
