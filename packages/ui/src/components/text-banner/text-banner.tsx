import './text-banner.css'

export interface TextBannerProps {
  label: string
  href: string
  /** Background colour from region config. */
  bg: string
  stage: number
}

/** The cn text banner: one line of staged copy on the region's colour. */
export function TextBanner({ label, href, bg, stage }: TextBannerProps) {
  return (
    <div className="sf-text-banner" style={{ backgroundColor: bg }} data-stage={stage}>
      <a href={href}>{label}</a>
    </div>
  )
}
