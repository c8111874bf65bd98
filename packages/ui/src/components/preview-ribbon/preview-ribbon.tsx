import './preview-ribbon.css'

export interface PreviewRibbonProps {
  /** What the page shows, with the instant in the region's time zone ("Preview: this page as it will look on …"). */
  label: string
  /** The same page without the preview. */
  leaveHref: string
  leaveLabel: string
  /** The previewed instant, machine-readable (ISO). */
  dateTime: string
}

/**
 * The strip on top of a preview-link page (docs/rules/time.md#preview-links): nobody mistakes a preview for the live
 * site, and one link leaves it. Striped like a work zone so it reads as "not the real thing" in any language.
 */
export function PreviewRibbon({ label, leaveHref, leaveLabel, dateTime }: PreviewRibbonProps) {
  return (
    <div className="sf-preview-ribbon" role="note" data-preview-at={dateTime}>
      <p>
        <time dateTime={dateTime}>{label}</time>
      </p>
      {/* The way out of the preview: the storefront adds no preview token to this link. */}
      <a href={leaveHref} data-preview-exit="">
        {leaveLabel}
      </a>
    </div>
  )
}
