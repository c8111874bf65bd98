import type { Meta, StoryObj } from '@storybook/react-vite'
import { CatalogueFilters } from './catalogue-filters'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Commerce/CatalogueFilters',
  component: CatalogueFilters,
  parameters: {
    docs: { description: { component: 'The catalogue page’s filter and sort links; the current choice is marked.' } },
  },
} satisfies Meta<typeof CatalogueFilters>
export default meta

type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: {
    label: 'Filter robots',
    groups: [
      {
        label: 'Show',
        choices: [
          { label: 'All robots', href: '?', current: true },
          { label: 'Available now', href: '?availability=in-stock', current: false },
          { label: 'Pre-order', href: '?availability=pre-order', current: false },
        ],
      },
      {
        label: 'Sort by',
        choices: [
          { label: 'Featured', href: '?', current: true },
          { label: 'Price: low to high', href: '?sort=price-asc', current: false },
          { label: 'Price: high to low', href: '?sort=price-desc', current: false },
        ],
      },
    ],
  },
}

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Default)
