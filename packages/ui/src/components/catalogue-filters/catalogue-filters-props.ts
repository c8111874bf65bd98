import type { Translate } from '@storefront/region-config'
import type { CatalogueFiltersProps } from './catalogue-filters'

/** The catalogue page's choices (docs/rules/routing.md#query-parameters: its route reads `availability` and `sort`). */
export const CATALOGUE_AVAILABILITY = ['all', 'in-stock', 'pre-order'] as const
export const CATALOGUE_SORT = ['featured', 'price-asc', 'price-desc'] as const

export interface CatalogueChoice {
  availability: (typeof CATALOGUE_AVAILABILITY)[number]
  sort: (typeof CATALOGUE_SORT)[number]
}

/** The message key naming each availability, as a filter and as a group's heading. */
export const AVAILABILITY_LABEL_KEY = {
  all: 'catalogue.all',
  'in-stock': 'catalogue.available',
  'pre-order': 'catalogue.preOrder',
  'sold-out': 'catalogue.soldOut',
} as const
const SORT_LABEL_KEY: Record<CatalogueChoice['sort'], string> = {
  featured: 'catalogue.featured',
  'price-asc': 'catalogue.priceAsc',
  'price-desc': 'catalogue.priceDesc',
}

/**
 * The catalogue's filter and sort links for the choice `current`, each an href from `hrefOf`, in the words of the
 * page's translator (`catalogue.*`, `nav.products`, `format.labelled`) and the lists of its `locale`. The
 * catalogue page and the stories build them here.
 */
export function catalogueFiltersPropsOf(
  current: CatalogueChoice,
  hrefOf: (choice: CatalogueChoice) => string,
  t: Translate,
  locale: string,
): CatalogueFiltersProps {
  const choices = [t('catalogue.filter'), t('catalogue.sort')]
  const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).format(choices)
  return {
    // The language's own colon and list separator, as every label built by code.
    label: t('format.labelled', { label: t('nav.products'), value: parts }),
    groups: [
      {
        label: t('catalogue.filter'),
        choices: CATALOGUE_AVAILABILITY.map((availability) => ({
          label: t(AVAILABILITY_LABEL_KEY[availability]),
          href: hrefOf({ ...current, availability }),
          current: availability === current.availability,
        })),
      },
      {
        label: t('catalogue.sort'),
        choices: CATALOGUE_SORT.map((sort) => ({
          label: t(SORT_LABEL_KEY[sort]),
          href: hrefOf({ ...current, sort }),
          current: sort === current.sort,
        })),
      },
    ],
  }
}
