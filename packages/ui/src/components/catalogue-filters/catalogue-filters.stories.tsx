import type { Meta, StoryObj } from '@storybook/react-vite'
import { kitOf } from '../../stories/region-kit'
import { choices } from '../../stories/regions'
import { CatalogueFilters } from './catalogue-filters'
import { CATALOGUE_AVAILABILITY, CATALOGUE_SORT, catalogueFiltersPropsOf } from './catalogue-filters-props'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Commerce/CatalogueFilters',
  component: CatalogueFilters,
  argTypes: choices({ availability: CATALOGUE_AVAILABILITY, sort: CATALOGUE_SORT }),
  parameters: {
    docs: { description: { component: 'The catalogue page’s filter and sort links; the current choice is marked.' } },
  },
} satisfies Meta<typeof CatalogueFilters>
export default meta

type Story = StoryObj<{
  availability: (typeof CATALOGUE_AVAILABILITY)[number]
  sort: (typeof CATALOGUE_SORT)[number]
}>

/** As /products builds it (catalogueFiltersPropsOf), in the region's words; the controls pick the current choice. */
const render: Story['render'] = ({ availability, sort }, context) => {
  const kit = kitOf(context)
  const href = (choice: { availability: string; sort: string }) => {
    const params = new URLSearchParams()
    if (choice.availability !== 'all') params.set('availability', choice.availability)
    if (choice.sort !== 'featured') params.set('sort', choice.sort)
    return kit.href('products') + (params.size ? `?${params}` : '')
  }
  return <CatalogueFilters {...catalogueFiltersPropsOf({ availability, sort }, href, kit.t, kit.locale)} />
}

export const Default: Story = { args: { availability: 'all', sort: 'featured' }, render }
export const PreOrderByPrice: Story = { args: { availability: 'pre-order', sort: 'price-asc' }, render }

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Default)
