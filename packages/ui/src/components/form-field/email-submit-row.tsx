import { EmailField } from './email-field'
import { useHydrated } from '../../use-hydrated'

export interface EmailSubmitRowProps {
  /** The row's class in its form's stylesheet: each form lays the field and button out its own way. */
  className: string
  label: string
  placeholder: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  button: string
  sendingLabel: string
  sending: boolean
}

/**
 * The e-mail field and its submit button of the newsletter and "Notify me" forms. The button waits for hydration
 * (before it, a submit would post the page) and shows the sending label while the request runs.
 */
export function EmailSubmitRow({
  className,
  label,
  placeholder,
  value,
  error,
  onChange,
  button,
  sendingLabel,
  sending,
}: EmailSubmitRowProps) {
  const hydrated = useHydrated()
  return (
    <div className={className}>
      <EmailField label={label} placeholder={placeholder} value={value} error={error} onChange={onChange} />
      <button type="submit" className="sf-button" disabled={!hydrated || sending}>
        {sending ? sendingLabel : button}
      </button>
    </div>
  )
}
