import type { ReactNode } from 'react'
import { Collapse } from '../collapse/collapse'
import { KeepGroups } from '../keep-groups/keep-groups'
import './content-sections.css'

/** Structural copy of content bundles (mirrors @storefront/content's Section; ui stays data-agnostic). */
export type ContentSection =
  | { kind: 'text'; id: string; heading: string; paragraphs: string[] }
  | { kind: 'features'; id: string; heading: string; items: { title: string; body: string; image?: string }[] }
  | { kind: 'specs'; id: string; heading: string; rows: { label: string; value: string }[] }
  | { kind: 'list'; id: string; heading: string; items: string[] }
  | { kind: 'faq'; id: string; heading: string; items: { q: string; a: string }[] }
  | {
      kind: 'retailers'
      id: string
      heading: string
      items: { name: string; url: string; area?: string; note?: string }[]
    }
  | {
      kind: 'downloads'
      id: string
      heading: string
      items: { title: string; file: string; size?: string; product?: string }[]
    }
  | { kind: 'products'; id: string; heading: string; keys: string[]; note?: string }
  | { kind: 'cta'; id: string; heading: string; body: string; cta: { label: string; link: string } }
  | { kind: 'steps'; id: string; heading: string; items: { title: string; body: string }[] }

export interface ContentSectionsProps {
  sections: ContentSection[]
  /** Turns a content link (page slug or https URL) into an href. */
  hrefOf: (link: string) => string
  /** Product grid cards (live price and state come from the catalogue). */
  renderProducts: (keys: string[]) => ReactNode
  /** Prefix for download links (the asset host). */
  assetHost?: string
  labels: { download: string; visit: string; newTab: string }
}

const isExternal = (href: string) => /^https?:\/\//.test(href)

function Section({ section, props }: { section: ContentSection; props: ContentSectionsProps }) {
  const { hrefOf, renderProducts, assetHost = '', labels } = props
  switch (section.kind) {
    case 'text':
      return section.paragraphs.map((p) => (
        <p key={p}>
          <KeepGroups text={p} />
        </p>
      ))
    case 'features':
      return (
        <ul className="sf-features">
          {section.items.map((f) => (
            <li key={f.title} className="sf-text-float">
              <h3>{f.title}</h3>
              <p>
                <KeepGroups text={f.body} />
              </p>
            </li>
          ))}
        </ul>
      )
    case 'specs':
      return (
        <dl className="sf-specs">
          {section.rows.map((r) => (
            <div key={r.label}>
              <dt>
                <KeepGroups text={r.label} words />
              </dt>
              <dd>
                <KeepGroups text={r.value} words />
              </dd>
            </div>
          ))}
        </dl>
      )
    case 'list':
      return (
        <ul className="sf-list">
          {section.items.map((i) => (
            <li key={i}>
              <KeepGroups text={i} />
            </li>
          ))}
        </ul>
      )
    case 'faq':
      return (
        <div className="sf-faq">
          {section.items.map((qa) => (
            <Collapse key={qa.q} summary={qa.q}>
              <p>{qa.a}</p>
            </Collapse>
          ))}
        </div>
      )
    case 'retailers':
      return (
        <ul className="sf-retailers">
          {section.items.map((r) => (
            <li key={r.name}>
              <h3>{r.name}</h3>
              {r.area && (
                <p className="sf-muted">
                  <KeepGroups text={r.area} />
                </p>
              )}
              {r.note && (
                <p>
                  <KeepGroups text={r.note} />
                </p>
              )}
              <a href={r.url} target="_blank" rel="sponsored noopener" data-outbound="retailer">
                {labels.visit}
                <span className="sf-visually-hidden">
                  {' '}
                  {r.name} {labels.newTab}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )
    case 'downloads':
      return (
        <ul className="sf-downloads">
          {section.items.map((d) => (
            <li key={d.file}>
              <span>{d.title}</span>
              <a href={`${assetHost}${d.file}`} download>
                {labels.download}
                {d.size && <span className="sf-muted"> ({d.size})</span>}
                <span className="sf-visually-hidden"> – {d.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )
    case 'products':
      return (
        <>
          {renderProducts(section.keys)}
          {section.note && <p className="sf-muted">{section.note}</p>}
        </>
      )
    case 'cta': {
      const href = hrefOf(section.cta.link)
      return (
        <>
          <p>
            <KeepGroups text={section.body} />
          </p>
          <a className="sf-button" href={href} {...(isExternal(href) ? { target: '_blank', rel: 'noopener' } : {})}>
            {section.cta.label}
          </a>
        </>
      )
    }
    case 'steps':
      return (
        <ol className="sf-steps">
          {section.items.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>
                <KeepGroups text={s.body} />
              </p>
            </li>
          ))}
        </ol>
      )
  }
}

/** Renders a page's content sections in order, each a titled region of the page. */
export function ContentSections(props: ContentSectionsProps) {
  return (
    <>
      {props.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={`sf-section sf-section--${section.kind}`}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          <Section section={section} props={props} />
        </section>
      ))}
    </>
  )
}
