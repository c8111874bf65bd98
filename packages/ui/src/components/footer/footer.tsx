import type { ReactNode } from 'react'
import './footer.css'

export interface FooterColumn {
  title: string
  links: { label: string; href: string }[]
}

export interface FooterProps {
  columns: FooterColumn[]
  media: { name: string; url: string }[]
  newsletter?: ReactNode
  company: { name: string; address: string }
  copyright: string
  /** Mainland China ICP licence line. */
  icp?: string
  /** The records a market asks for beside the ICP line (cn 公网安备, kr 사업자 정보), as the caller writes them. */
  records?: ReactNode
  /** Extra controls in the legal row (cookie settings). */
  legalActions?: ReactNode
  /** `address`: the label with its colon, as the language writes it ("Adresse : ", "地址："). */
  labels: { footerNav: string; followUs: string; address: string; newTab: string; socialLinks: string }
}

/** Site footer: navigation columns, newsletter, social links, company address, copyright and ICP line. */
export function Footer(props: FooterProps) {
  const { columns, media, newsletter, company, copyright, icp, records, legalActions, labels } = props
  return (
    <footer className="sf-footer">
      <div className="sf-footer__inner">
        <nav className="sf-footer__nav" aria-label={labels.footerNav}>
          {columns.map((col) => (
            <div key={col.title} className="sf-footer__col">
              <h2 className="sf-footer__title">{col.title}</h2>
              <ul>
                {col.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href}>{l.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {newsletter && <div className="sf-footer__newsletter">{newsletter}</div>}
      </div>
      <div className="sf-footer__meta">
        <div>
          <h2 className="sf-visually-hidden">{labels.followUs}</h2>
          <ul className="sf-footer__media" aria-label={labels.socialLinks}>
            {media.map((m) => (
              <li key={m.url}>
                <a href={m.url} target="_blank" rel="noopener noreferrer">
                  {m.name}
                  <span className="sf-visually-hidden"> {labels.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <address className="sf-footer__address">
          <span className="sf-visually-hidden">{labels.address}</span>
          <strong>{company.name}</strong> · {company.address}
        </address>
        <p className="sf-footer__legal">
          <span>{copyright}</span>
          {icp && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {icp}
            </a>
          )}
          {records}
          {legalActions}
        </p>
      </div>
    </footer>
  )
}
