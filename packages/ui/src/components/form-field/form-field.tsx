import { useId, type InputHTMLAttributes } from 'react'
import './form-field.css'

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Validation message shown under the field and announced to screen readers. */
  error?: string | undefined
  hint?: string
}

/** The `aria-describedby` of a field with this `id`: its error and its hint, when shown. */
export const describedByOf = (id: string, error?: string, hint?: string): string | undefined =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined

/** A field's hint and validation message (announced: role=alert), with the ids `describedByOf` names. */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string
  error?: string | undefined
  hint?: string | undefined
}) {
  return (
    <>
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
    </>
  )
}

/** A labelled input with its validation message wired through aria-describedby. */
export function FormField({ label, error, hint, className, ...input }: FormFieldProps) {
  const id = useId()
  return (
    <div className={`sf-field ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}
