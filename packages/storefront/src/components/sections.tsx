import { ContentSections, type ContentSection } from '@storefront/ui'
import { entitySpecs } from '../lib/shared/entity-section'
import { hrefOf } from '../lib/shared/links'
import { usePage, useT } from '../lib/shared/use-page'
import { ProductGrid } from './product-grid'
import { Island } from '../islands/island'
import FaqIsland from '../islands/faq-island'

/**
 * The page's content sections, with live product tiles and links in the region: server HTML, except
 * FAQ sections (their questions open and close), each an island.
 */
export function Sections() {
  const { content, region, app, config } = usePage()
  const t = useT()
  if (!content) return null
  const labels = { download: t('manuals.download'), visit: t('whereToBuy.visit'), newTab: t('a11y.newTab') }
  // Runs of static sections between the FAQ islands, in the content's order.
  const runs: ContentSection[][] = []
  const sections = content.sections.map((section) =>
    section.kind === 'entity' ? entitySpecs(section, config, t) : section,
  ) as ContentSection[]
  for (const section of sections) {
    const last = runs.at(-1)
    if (section.kind !== 'faq' && last && last[0]!.kind !== 'faq') last.push(section)
    else runs.push([section])
  }
  return (
    <>
      {runs.map((run) => {
        const first = run[0]!
        return first.kind === 'faq' ? (
          <Island key={first.id} name="faq" component={FaqIsland} props={{ section: first, labels }} />
        ) : (
          <ContentSections
            key={first.id}
            sections={run}
            hrefOf={(link) => hrefOf(region, link)}
            renderProducts={(keys) => <ProductGrid keys={keys} />}
            assetHost={app.assetHost}
            labels={labels}
          />
        )
      })}
    </>
  )
}
