import './launch-banner.css'

export interface LaunchBannerProps {
  /** Stage 1-4 of the launch countdown (docs/rules/time.md#launch-stages). */
  stage: 1 | 2 | 3 | 4
  text: string
  href: string
  cta: string
}

/** The launch countdown strip above the header; its copy changes with the stage. */
export function LaunchBanner({ stage, text, href, cta }: LaunchBannerProps) {
  return (
    <div className="sf-launch" id="launch-banner" data-stage={stage}>
      <p>
        <span className="sf-launch__stage" aria-hidden="true">
          {stage}/4
        </span>
        {text} <a href={href}>{cta}</a>
      </p>
    </div>
  )
}
