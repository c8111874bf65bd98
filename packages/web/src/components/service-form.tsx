import { useState, type FormEvent } from 'react'
import { FormField, isValidEmail } from '@storefront/ui'
import { isApiError } from '@storefront/api-client'
import { useApi } from '../lib/api'
import { usePage, useT } from '../lib/use-page'

type FormKind = 'product-registration' | 'return-manufacturer' | 'apply-wholesale-account'
interface FieldDef {
  name: string
  label: string
  type?: string
  required?: boolean
  autoComplete?: string
}

const FIELDS: Record<FormKind, FieldDef[]> = {
  'product-registration': [
    { name: 'firstName', label: 'form.firstName', required: true, autoComplete: 'given-name' },
    { name: 'lastName', label: 'form.lastName', required: true, autoComplete: 'family-name' },
    { name: 'email', label: 'form.email', type: 'email', required: true, autoComplete: 'email' },
    { name: 'product', label: 'form.product', required: true },
    { name: 'serialNumber', label: 'form.serial', required: true },
    { name: 'purchaseDate', label: 'form.purchaseDate', type: 'date', required: true },
    { name: 'retailer', label: 'form.retailer' },
  ],
  'return-manufacturer': [
    { name: 'name', label: 'form.name', required: true, autoComplete: 'name' },
    { name: 'email', label: 'form.email', type: 'email', required: true, autoComplete: 'email' },
    { name: 'product', label: 'form.product', required: true },
    { name: 'serialNumber', label: 'form.serial', required: true },
    { name: 'orderNumber', label: 'form.orderNumber', required: true },
    { name: 'reason', label: 'form.reason', required: true },
  ],
  'apply-wholesale-account': [
    { name: 'company', label: 'form.company', required: true, autoComplete: 'organization' },
    { name: 'name', label: 'form.name', required: true, autoComplete: 'name' },
    { name: 'email', label: 'form.email', type: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: 'form.phone', type: 'tel', autoComplete: 'tel' },
    { name: 'website', label: 'form.website', type: 'url', autoComplete: 'url' },
    { name: 'taxId', label: 'form.taxId' },
    { name: 'message', label: 'form.message', required: true },
  ],
}

/** Product registration, return to manufacturer and wholesale application: validated, posted, confirmed. */
export function ServiceForm({ kind }: { kind: FormKind }) {
  const { region } = usePage()
  const t = useT()
  const api = useApi()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const [failure, setFailure] = useState('')

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const values = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>
    const found: Record<string, string> = {}
    for (const f of FIELDS[kind]) {
      const v = (values[f.name] ?? '').trim()
      if (f.required && !v) found[f.name] = t('form.required')
      else if (f.type === 'email' && v && !isValidEmail(v)) found[f.name] = t('validation.email')
    }
    setErrors(found)
    if (Object.keys(found).length) return
    setStatus('sending')
    setFailure('')
    const body = { ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')), region }
    try {
      if (kind === 'product-registration') await api.submitProductRegistration(body, { display: false })
      else if (kind === 'return-manufacturer') await api.submitReturnManufacturer(body, { display: false })
      else await api.submitWholesaleApplication(body, { display: false })
      setStatus('done')
    } catch (error) {
      setStatus('idle')
      setFailure(isApiError(error) && error.msg ? error.msg : t('api.message.error'))
    }
  }

  if (status === 'done') {
    return (
      <p className="sf-notice" role="status">
        {t('form.success')}
      </p>
    )
  }
  return (
    <form className="sf-form" noValidate onSubmit={submit}>
      {FIELDS[kind].map((f) => (
        <FormField
          key={f.name}
          name={f.name}
          type={f.type ?? 'text'}
          label={f.required ? t(f.label) : `${t(f.label)} ${t('form.optional')}`}
          required={f.required}
          autoComplete={f.autoComplete}
          error={errors[f.name]}
        />
      ))}
      {failure && (
        <p className="sf-notice" data-tone="error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="sf-button" disabled={status === 'sending'}>
        {status === 'sending' ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  )
}
