import { FormField } from './form-field'

export interface EmailFieldProps {
  label: string
  value: string
  error?: string | undefined
  onChange: (email: string) => void
  /** An example address in the box ("you@example.com"), where the form's design shows one. */
  placeholder?: string | undefined
}

/** A form's e-mail address (autofilled): the account forms', the newsletter's and "Notify me"'s. */
export function EmailField({ label, value, error, onChange, placeholder }: EmailFieldProps) {
  return (
    <FormField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={placeholder}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
