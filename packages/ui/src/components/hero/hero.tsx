import type { ReactNode } from 'react'
import './hero.css'

export interface HeroProps {
  /** Small line above the heading (campaign name, product family). */
  eyebrow?: string | undefined
  /** The page's one h1. */
  heading: string
  lead: string
  cta?: { label: string; href: string } | undefined
  /** Under the lead, in the text column (the storefront's product pages put their buy box here). */
  children?: ReactNode
  /** The right-hand column: an illustration (`<Picture priority />`) or, on product pages, the buy box. */
  media?: ReactNode
  /** Scroll anchor of the page (docs/rules/routing.md#scroll-anchors: banner or section banner). */
  id?: string
}

/**
 * Page and product hero: eyebrow, the page heading, lead, call to action, and an illustration or
 * the buy box beside it (stacked on phones, two columns from 992 px).
 * @example <Hero heading="Flagship Megatron" lead="…" media={<BuyBox {...buy} />} />
 */
export function Hero({ eyebrow, heading, lead, cta, children, media, id = 'banner' }: HeroProps) {
  return (
    <div className="sf-hero" id={id}>
      <div className="sf-hero__inner">
        <div>
          {eyebrow && <p className="sf-hero__eyebrow">{eyebrow}</p>}
          <h1>{heading}</h1>
          <p className="sf-hero__lead">{lead}</p>
          {children}
          {cta && (
            <a className="sf-button" href={cta.href}>
              {cta.label}
            </a>
          )}
        </div>
        {media}
      </div>
    </div>
  )
}
