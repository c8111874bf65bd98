import type { ReactNode } from 'react'
import { TranslationsProvider, type Resources } from '../src/lib/shared/translate'
import { usePage } from '../src/lib/shared/use-page'

/** The page's messages (language, then the zh-CN fallback) for `useT`: server only, like the page around the
 * islands. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const { language, resources } = usePage()
  return (
    <TranslationsProvider language={language} resources={resources as Resources}>
      {children}
    </TranslationsProvider>
  )
}
