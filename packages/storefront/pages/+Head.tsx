import { usePage } from '../src/lib/shared/use-page'
import { headOf, jsonLdTextsOf } from '../src/lib/server/head'
import { seoMetaOf } from '../src/lib/server/seo-tags'
import { speculationRulesOf } from '../src/lib/server/speculation-rules'

/**
 * Server-rendered head tags (docs/rules/seo.md#head-tags): every navigation loads a page (server routing), prerendered
 * ahead (Speculation Rules).
 */
export default function Head() {
  const page = usePage()
  const { region } = page
  // Server only (vike-react's Head): the tags +data kept out of the page's serialised data.
  const head = headOf(page)
  return (
    <>
      <meta name="theme-color" content="#0b1220" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {head &&
        seoMetaOf(head).map((m) =>
          'name' in m ? (
            <meta key={`n:${m.name}`} name={m.name} content={m.content} data-seo="" />
          ) : (
            <meta key={`p:${m.property}:${m.content}`} property={m.property} content={m.content} data-seo="" />
          ),
        )}
      {head?.links.map((l) => (
        <link
          key={`${l.rel}:${l.hreflang ?? ''}:${l.href}`}
          rel={l.rel}
          href={l.href}
          hrefLang={l.hreflang}
          data-seo=""
        />
      ))}
      {head &&
        jsonLdTextsOf(head).map((json, i) => (
          <script key={i} type="application/ld+json" data-seo="" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
      <meta name="storefront-region" content={region} />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesOf(page.app.regions) }} />
    </>
  )
}
