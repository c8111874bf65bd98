import { useId, type InputHTMLAttributes } from 'react'
import './form-field.css'

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Validation message shown under the field and announced to screen readers. */
  error?: string | undefined
  hint?: string
}

/** A labelled input with its validation message wired through aria-describedby. */
export function FormField({ label, error, hint, className, ...input }: FormFieldProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`sf-field ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
