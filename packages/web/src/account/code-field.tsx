import type { Ref } from 'react'
import { FormField } from '@storefront/ui'
import { useAccountT } from './shared'
import { CODE_LENGTH, cleanCode } from './validation'

/** The 6-digit code input: numeric keyboard, one-time-code autofill, digits only. */
export function CodeField({
  value,
  onChange,
  error,
  containerRef,
}: {
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  containerRef?: Ref<HTMLDivElement>
}) {
  const t = useAccountT()
  return (
    <div ref={containerRef}>
      <FormField
        label={t('field.code')}
        hint={t('field.codeHint')}
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
