import { Suspense, type ReactNode } from 'react'
import { TranslationsProvider, type Resources } from '../src/lib/translate'
import { usePage } from '../src/lib/use-page'

/** The page's messages (language, then the zh-CN fallback) for `useT`; the same on the server and in the browser. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const { language, resources } = usePage()
  return (
    <TranslationsProvider language={language} resources={resources as Resources}>
      {/* A boundary around the whole page: React hydrates what is inside it in slices of a few
          milliseconds, yielding to the browser in between, instead of in one long task (a click
          on a part not yet hydrated hydrates that part first). */}
      <Suspense>{children}</Suspense>
    </TranslationsProvider>
  )
}
