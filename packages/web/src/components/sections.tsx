import { ContentSections, type ContentSection } from '@storefront/ui'
import { hrefOf } from '../lib/links'
import { usePage, useT } from '../lib/use-page'
import { ProductGrid } from './product-grid'

/** The page's content sections, with live product tiles and links in the region. */
export function Sections() {
  const { content, region, app } = usePage()
  const t = useT()
  if (!content) return null
  return (
    <ContentSections
      sections={content.sections as ContentSection[]}
      hrefOf={(link) => hrefOf(region, link)}
      renderProducts={(keys) => <ProductGrid keys={keys} />}
      assetHost={app.assetHost}
      labels={{ download: t('manuals.download'), visit: t('whereToBuy.visit'), newTab: t('a11y.newTab') }}
    />
  )
}
