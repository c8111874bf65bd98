// Tokens and base rules; every component brings its own stylesheet, so a page links only what it renders.
import '@storefront/ui/base.css'
// The consent banner and the chat button render in the browser only (<ClientOnly> below), so the server
// build leaves their modules out. Imported here too, their rules are part of the chrome's one stylesheet
// in both builds, which must come out the same (src/vite.ts, CSS_GROUPS).
import '@storefront/ui/css/consent-banner.css'
import '@storefront/ui/css/chat-button.css'
import type { ReactNode } from 'react'
import { ClientOnly } from 'vike-react/ClientOnly'
import { usePageContext } from 'vike-react/usePageContext'
import { ConsentBanner, ToastStack } from '@storefront/ui'
import { Banners } from '../src/components/banners'
import { SiteHeader } from '../src/components/site-header'
import { SiteFooter } from '../src/components/site-footer'
import { ClientEffects } from '../src/components/client-effects'
import { CountrySuggestion } from '../src/components/country-suggestion'
import { Chat } from '../src/components/chat'
import { chatOnPath } from '../src/lib/chat-vendor'
import { useToasts } from '../src/lib/toasts'
import { useConsent } from '../src/lib/consent'
import { usePage, useT } from '../src/lib/use-page'

function Consent() {
  const { config } = usePage()
  const t = useT()
  const open = useConsent((s) => s.open)
  const choose = useConsent((s) => s.choose)
  if (!config.consentRequired || !open) return null
  return <ConsentBanner labels={{ title: t('consent.title'), body: t('consent.body'), accept: t('consent.accept'), reject: t('consent.reject') }} onChoose={choose} />
}

function Toasts() {
  const t = useT()
  const items = useToasts((s) => s.items)
  const dismiss = useToasts((s) => s.dismiss)
  return <ToastStack items={items} onDismiss={dismiss} dismissLabel={t('toast.close')} />
}

/** The root view: chrome around the router outlet, plus the client-only area (spec §2). */
export default function Layout({ children }: { children: ReactNode }) {
  const t = useT()
  const { urlPathname } = usePageContext()
  return (
    <>
      <a className="sf-skip" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Banners />
      <CountrySuggestion />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Toasts />
      <ClientOnly fallback={null}>
        <Consent />
        {/* spec §2: the floating chat button renders only when the path contains /us. */}
        {chatOnPath(urlPathname) && <Chat />}
      </ClientOnly>
      <ClientEffects />
    </>
  )
}
