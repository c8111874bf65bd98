import { useId, useState, type FormEvent } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { FormField, isValidEmail, PrivacyNotice } from '@storefront/ui'
import { isApiError } from '@storefront/api-client'
import { useApi } from '../lib/browser/api/account'
import { useHumanCheck } from '../lib/browser/human-check'
import { privacyNoticeOf } from '../lib/shared/privacy-notice'
import { usePage, useT } from '../lib/shared/use-page'

export type FormKind = 'product-registration' | 'return-manufacturer' | 'apply-wholesale-account'
interface FieldDef {
  name: string
  label: string
  type?: string
  required?: boolean
  autoComplete?: string
  /** A select: its options' values, labelled by `${optionLabels}.${value}` (or the product names). */
  options?: 'products' | readonly string[]
  optionLabels?: string
}

// The fields mirror the account service's schemas (apps/account-api/src/routes/forms.ts).
const PERSON: FieldDef[] = [
  { name: 'firstName', label: 'form.firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'form.lastName', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'form.email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'country', label: 'form.country', required: true, autoComplete: 'country-name' },
]
const PRODUCT: FieldDef[] = [
  { name: 'productKey', label: 'form.product', required: true, options: 'products' },
  { name: 'serialNumber', label: 'form.serial', required: true },
  { name: 'purchaseDate', label: 'form.purchaseDate', type: 'date', required: true },
]
const PHONE: FieldDef = { name: 'phone', label: 'form.phone', type: 'tel', autoComplete: 'tel' }

const FIELDS: Record<FormKind, FieldDef[]> = {
  'product-registration': [
    ...PERSON,
    ...PRODUCT,
    { name: 'orderNumber', label: 'form.orderNumber' },
    { name: 'purchasedFrom', label: 'form.retailer' },
  ],
  'return-manufacturer': [
    ...PERSON,
    PHONE,
    ...PRODUCT,
    { name: 'orderNumber', label: 'form.orderNumber', required: true },
    {
      name: 'reason',
      label: 'form.reason',
      required: true,
      options: ['defective', 'damaged-in-transit', 'missing-parts', 'wrong-item', 'other'],
      optionLabels: 'form.reasons',
    },
    { name: 'message', label: 'form.description', required: true },
  ],
  'apply-wholesale-account': [
    ...PERSON,
    PHONE,
    { name: 'company', label: 'form.company', required: true, autoComplete: 'organization' },
    { name: 'website', label: 'form.website', type: 'url', autoComplete: 'url' },
    { name: 'taxId', label: 'form.taxId' },
    {
      name: 'businessType',
      label: 'form.businessType',
      required: true,
      options: ['retailer', 'online-store', 'distributor', 'other'],
      optionLabels: 'form.businessTypes',
    },
    { name: 'message', label: 'form.message' },
  ],
}

function SelectField({
  field,
  label,
  error,
  options,
}: {
  field: FieldDef
  label: string
  error: string | undefined
  options: { value: string; label: string }[]
}) {
  const id = useId()
  return (
    <div className="sf-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field.name}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        defaultValue=""
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.value === ''}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="sf-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** Product registration, return to manufacturer and wholesale application: validated, posted, confirmed. */
export function ServiceForm({ kind }: { kind: FormKind }) {
  const { region, catalogue } = usePage()
  const t = useT()
  const api = useApi()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const [failure, setFailure] = useState('')
  // A page with a form: the proof of work starts with the page.
  const human = useHumanCheck({ prepareOnMount: true })
  // Clicked before hydration, the browser would send the form itself (its fields in a URL): it waits.
  const hydrated = useHydrated()

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
    const body = {
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
      region,
      altcha: await human.solve(),
    }
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
    <form className="sf-form" method="post" noValidate onSubmit={submit}>
      {FIELDS[kind].map((f) => {
        const label = f.required ? t(f.label) : `${t(f.label)} ${t('form.optional')}`
        if (f.options) {
          const values =
            f.options === 'products'
              ? catalogue.map((p) => ({ value: p.key, label: p.name }))
              : f.options.map((v) => ({ value: v, label: t(`${f.optionLabels}.${v}`) }))
          return (
            <SelectField
              key={f.name}
              field={f}
              label={label}
              error={errors[f.name]}
              options={[{ value: '', label: t('form.choose') }, ...values]}
            />
          )
        }
        return (
          <FormField
            key={f.name}
            name={f.name}
            type={f.type ?? 'text'}
            label={label}
            required={f.required}
            autoComplete={f.autoComplete}
            error={errors[f.name]}
          />
        )
      })}
      <PrivacyNotice {...privacyNoticeOf(region, 'form', t)} />
      {failure && (
        <p className="sf-notice" data-tone="error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="sf-button" disabled={!hydrated || status === 'sending'}>
        {status === 'sending' ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  )
}
