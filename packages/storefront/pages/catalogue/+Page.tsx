import { AVAILABILITY_LABEL_KEY, CatalogueFilters, catalogueFiltersPropsOf } from '@storefront/ui'
import { usePageContext } from 'vike-react/usePageContext'
import { PageHero } from '../../src/components/page-hero'
import { ProductTile } from '../../src/components/product-tile'
import { Sections } from '../../src/components/sections'
import { usePage, useT } from '../../src/lib/shared/use-page'
import { catalogueGroupsOf, catalogueHref, catalogueQueryOf } from './catalogue-data'

/** Every robot the region sells, grouped by availability, filterable and sorted by price (docs/rules/prices.md). */
export default function Page() {
  const { catalogue, region, now, language } = usePage()
  const { urlParsed } = usePageContext()
  const t = useT()
  const query = catalogueQueryOf(urlParsed.search)
  const groups = catalogueGroupsOf(catalogue, now, query)
  const count = groups.reduce((n, g) => n + g.products.length, 0)
  return (
    <>
      <PageHero />
      <div className="sf-page">
        <CatalogueFilters {...catalogueFiltersPropsOf(query, (choice) => catalogueHref(region, choice), t, language)} />
        <p className="sf-catalogue__count">{t('catalogue.count', { count })}</p>
        {groups.map((group) => (
          <section
            key={group.availability}
            className="sf-section"
            aria-labelledby={`group-${group.availability}`}
            data-availability={group.availability}
          >
            <h2 id={`group-${group.availability}`}>{t(AVAILABILITY_LABEL_KEY[group.availability])}</h2>
            <div className="sf-grid">
              {group.products.map((product) => (
                <ProductTile key={product.key} product={product} />
              ))}
            </div>
          </section>
        ))}
        {count === 0 && (
          <p>
            {t('catalogue.empty')}{' '}
            <a href={catalogueHref(region, { availability: 'all', sort: query.sort })}>{t('catalogue.showAll')}</a>
          </p>
        )}
        <Sections />
      </div>
    </>
  )
}
