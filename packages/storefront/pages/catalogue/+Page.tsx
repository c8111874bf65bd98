import { CatalogueFilters } from '@storefront/ui'
import { usePageContext } from 'vike-react/usePageContext'
import { PageHero } from '../../src/components/page-hero'
import { ProductTile } from '../../src/components/product-tile'
import { Sections } from '../../src/components/sections'
import { usePage, useT } from '../../src/lib/use-page'
import {
  AVAILABILITY_CHOICES,
  catalogueGroupsOf,
  catalogueHref,
  catalogueQueryOf,
  SORT_CHOICES,
  type AvailabilityChoice,
  type SortChoice,
} from './catalogue-data'

const AVAILABILITY_LABEL: Record<AvailabilityChoice | 'sold-out', string> = {
  all: 'catalogue.all',
  'in-stock': 'catalogue.available',
  'pre-order': 'catalogue.preOrder',
  'sold-out': 'catalogue.soldOut',
}
const SORT_LABEL: Record<SortChoice, string> = {
  featured: 'catalogue.featured',
  'price-asc': 'catalogue.priceAsc',
  'price-desc': 'catalogue.priceDesc',
}

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
        <CatalogueFilters
          label={t('format.labelled', {
            label: t('nav.products'),
            value: new Intl.ListFormat(language, { type: 'conjunction' }).format([
              t('catalogue.filter'),
              t('catalogue.sort'),
            ]),
          })}
          groups={[
            {
              label: t('catalogue.filter'),
              choices: AVAILABILITY_CHOICES.map((availability) => ({
                label: t(AVAILABILITY_LABEL[availability]),
                href: catalogueHref(region, { ...query, availability }),
                current: availability === query.availability,
              })),
            },
            {
              label: t('catalogue.sort'),
              choices: SORT_CHOICES.map((sort) => ({
                label: t(SORT_LABEL[sort]),
                href: catalogueHref(region, { ...query, sort }),
                current: sort === query.sort,
              })),
            },
          ]}
        />
        <p className="sf-catalogue__count">{t('catalogue.count', { count })}</p>
        {groups.map((group) => (
          <section
            key={group.availability}
            className="sf-section"
            aria-labelledby={`group-${group.availability}`}
            data-availability={group.availability}
          >
            <h2 id={`group-${group.availability}`}>{t(AVAILABILITY_LABEL[group.availability])}</h2>
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
