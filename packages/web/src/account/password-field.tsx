import { useId, useState, type InputHTMLAttributes } from 'react'
import { useAccountT } from './shared'

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string
  error?: string | undefined
  hint?: string | undefined
}

/** A labelled password input with a show/hide toggle; its message is announced (role=alert). */
export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const t = useAccountT()
  const id = useId()
  const [visible, setVisible] = useState(false)
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`sf-field sf-password ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="sf-password__row">
        <input id={id} type={visible ? 'text' : 'password'} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        <button type="button" className="sf-password__toggle" aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? t('field.hidePassword') : t('field.showPassword')}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="sf-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
