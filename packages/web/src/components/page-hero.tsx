import type { ReactNode } from 'react'
import { Picture } from '@storefront/ui'
import { hrefOf } from '../lib/links'
import { usePage } from '../lib/use-page'

/** The page's hero from its content bundle; `children` sit under the lead (the product buy box). */
export function PageHero({ children, image, id = 'banner' }: { children?: ReactNode; image?: { name: string; alt: string }; id?: string }) {
  const { content, region, app } = usePage()
  if (!content) return null
  const { hero } = content
  return (
    <div className="sf-hero" id={id}>
      <div className="sf-hero__inner">
        <div>
          {hero.eyebrow && <p className="sf-hero__eyebrow">{hero.eyebrow}</p>}
          <h1>{hero.heading}</h1>
          <p className="sf-hero__lead">{hero.lead}</p>
          {children}
          {!children && hero.cta && (
            <a className="sf-button" href={hrefOf(region, hero.cta.link)}>
              {hero.cta.label}
            </a>
          )}
        </div>
        {image ? (
          <Picture name={image.name} alt={image.alt} width={1200} height={900} priority assetHost={app.assetHost} />
        ) : (
          hero.image && <Picture name={hero.image} alt={hero.imageAlt ?? hero.heading} width={1600} height={900} priority assetHost={app.assetHost} />
        )}
      </div>
    </div>
  )
}
