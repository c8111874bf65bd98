import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n, type I18n } from '@storefront/content'
import { usePage } from '../src/lib/use-page'

// One instance per language per tab; on the server each request builds its own.
const clientInstances = new Map<string, I18n>()

export default function Wrapper({ children }: { children: ReactNode }) {
  const { language, resources } = usePage()
  const i18n = useMemo(() => {
    if (typeof window === 'undefined') return createI18n(language, resources)
    let instance = clientInstances.get(language)
    if (!instance) {
      instance = createI18n(language, resources)
      clientInstances.set(language, instance)
    }
    return instance
  }, [language, resources])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
