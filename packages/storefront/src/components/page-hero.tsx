import type { ReactNode } from 'react'
import { Hero, Picture } from '@storefront/ui'
import { hrefOf } from '../lib/shared/links'
import { usePage } from '../lib/shared/use-page'

/** The page's hero from its content bundle; `children` sit under the lead (the product buy box). */
export function PageHero({
  children,
  image,
  id = 'banner',
}: {
  children?: ReactNode
  image?: { name: string; alt: string }
  id?: string
}) {
  const { content, region, app } = usePage()
  if (!content) return null
  const { hero } = content
  return (
    <Hero
      id={id}
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      lead={hero.lead}
      // The call to action only where nothing else sits under the lead.
      cta={!children && hero.cta ? { label: hero.cta.label, href: hrefOf(region, hero.cta.link) } : undefined}
      media={
        image ? (
          <Picture name={image.name} alt={image.alt} width={1200} height={900} priority assetHost={app.assetHost} />
        ) : (
          hero.image && (
            <Picture
              name={hero.image}
              alt={hero.imageAlt ?? hero.heading}
              width={1600}
              height={900}
              priority
              assetHost={app.assetHost}
            />
          )
        )
      }
    >
      {children}
    </Hero>
  )
}
