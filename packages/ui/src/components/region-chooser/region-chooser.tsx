import './region-chooser.css'

export interface RegionChoice {
  id: string
  label: string
  href: string
  lang: string
  current?: boolean
  /** Served by another app: a full page load. */
  external?: boolean
}

export interface RegionChooserProps {
  heading: string
  currentLabel: string
  regions: RegionChoice[]
}

/** Every region, each labelled in its own language (and marked with its lang attribute). */
export function RegionChooser({ heading, currentLabel, regions }: RegionChooserProps) {
  return (
    <section className="sf-regions" aria-labelledby="regions-title">
      <h2 id="regions-title">{heading}</h2>
      <ul className="sf-regions__list">
        {regions.map((r) => (
          <li key={r.id}>
            <a
              href={r.href}
              lang={r.lang}
              hrefLang={r.lang}
              aria-current={r.current ? 'true' : undefined}
              rel={r.external ? 'external' : undefined}
            >
              {r.label}
              {r.current && <span className="sf-regions__current"> · {currentLabel}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
