// Tokens and base rules; every component brings its own stylesheet, so a page links only what it renders.
import '@storefront/ui/base.css'
// Their rules are part of the chrome's one stylesheet (src/vite.ts, CSS_GROUPS) on every page, whether
// the page has a consent banner or a chat button or not.
import '@storefront/ui/css/consent-banner.css'
import '@storefront/ui/css/chat-button.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Banners } from '../src/components/banners'
import { SiteHeader } from '../src/components/site-header'
import { SiteFooter } from '../src/components/site-footer'
import { CountrySuggestion } from '../src/components/country-suggestion'
import { PagePreviewRibbon } from '../src/features/preview/preview-ribbon'
import { chatOnPath } from '../src/features/chat/chat-vendor'
import { consentAskScript } from '../src/features/consent/consent'
import { consentLinksOf } from '../src/lib/shared/privacy-notice'
import { usePage, usePagePath, useT } from '../src/lib/shared/use-page'
import { Island } from '../src/islands/island'
import ConsentIsland from '../src/features/consent/consent-island'
import ToastsIsland from '../src/islands/toasts-island'
import ChatIsland from '../src/features/chat/chat-island'
import EffectsIsland from '../src/islands/effects-island'

/**
 * The root view (docs/rules/routing.md#root-view), rendered on the server only: the chrome around the page, static HTML
 * but for its islands (docs/browser-weight.md), which the browser hydrates one by one (+onRenderClient.ts).
 */
export default function Layout({ children }: { children: ReactNode }) {
  const page = usePage()
  const { config, region, language, app, now, title, route, preview } = page
  const t = useT()
  const urlPathname = usePagePath()
  const { is404 } = usePageContext() as { is404?: boolean | null }
  return (
    <>
      <a className="sf-skip" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <PagePreviewRibbon />
      <Banners />
      <CountrySuggestion />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Island name="toasts" component={ToastsIsland} props={{ dismissLabel: t('toast.close') }} />
      {config.consentRequired && <script dangerouslySetInnerHTML={{ __html: consentAskScript() }} />}
      {config.consentRequired && (
        <Island
          name="consent"
          component={ConsentIsland}
          props={{
            labels: {
              title: t('consent.title'),
              body: t('consent.body'),
              accept: t('consent.accept'),
              reject: t('consent.reject'),
            },
            links: consentLinksOf(region, t),
          }}
        />
      )}
      {/* docs/rules/chat.md#where-the-button-shows:
          the floating chat button renders only when the path contains /us. */}
      {chatOnPath(urlPathname) && (
        <Island
          name="chat"
          component={ChatIsland}
          props={{ label: t('chat.open'), vendor: app.chat, consentRequired: config.consentRequired }}
        />
      )}
      <Island
        name="effects"
        effectsOnly
        component={EffectsIsland}
        props={{
          region,
          language,
          // The not-found page is one render for every unknown path (src/server/page-request.ts): the
          // browser knows which one it shows.
          path: is404 ? null : urlPathname,
          title,
          consentRequired: config.consentRequired,
          chat: app.chat,
          now,
          anchor: route?.meta.anchor ?? 'header',
          preview: preview !== null,
        }}
      />
    </>
  )
}
