import './consent-banner.css'

export interface ConsentBannerProps {
  labels: { title: string; body: string; accept: string; reject: string }
  /** The privacy and cookie policies the choice is explained in (docs/rules/legal.md). */
  links?: readonly { label: string; href: string }[]
  onChoose: (analytics: boolean) => void
  /**
   * Shown only while `<html data-consent-ask>` is set: a page that renders the banner on the server
   * sets it before the first paint when the visitor has not chosen yet.
   */
  askedByPage?: boolean
}

/** Consent for analytics where the law asks for it (uk, eu, fr, de); both choices equally easy. */
export function ConsentBanner({ labels, links = [], onChoose, askedByPage = false }: ConsentBannerProps) {
  return (
    <section
      className={askedByPage ? 'sf-consent sf-consent--asked-by-page' : 'sf-consent'}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
    >
      <h2 id="consent-title">{labels.title}</h2>
      <p>{labels.body}</p>
      {links.length > 0 && (
        <p className="sf-consent__links">
          {links.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </p>
      )}
      <div className="sf-consent__actions">
        {/* Refusing is as easy as accepting: both choices look alike (docs/rules/regions.md#consent-and-analytics). */}
        <button type="button" className="sf-button" onClick={() => onChoose(false)}>
          {labels.reject}
        </button>
        <button type="button" className="sf-button" onClick={() => onChoose(true)}>
          {labels.accept}
        </button>
      </div>
    </section>
  )
}
