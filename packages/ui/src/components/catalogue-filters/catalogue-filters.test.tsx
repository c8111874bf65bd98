import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CatalogueFilters } from './catalogue-filters'

describe('CatalogueFilters', () => {
  it('renders each choice as a link in a named navigation, the current one marked', () => {
    render(
      <CatalogueFilters
        label="Filter robots"
        groups={[
          {
            label: 'Show',
            choices: [
              { label: 'All robots', href: '/de/products', current: true },
              { label: 'Pre-order', href: '/de/products?availability=pre-order', current: false },
            ],
          },
        ]}
      />,
    )
    expect(screen.getByRole('navigation', { name: 'Filter robots' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'All robots' }).getAttribute('aria-current')).toBe('page')
    const preOrder = screen.getByRole('link', { name: 'Pre-order' })
    expect(preOrder.getAttribute('aria-current')).toBeNull()
    expect(preOrder.getAttribute('href')).toBe('/de/products?availability=pre-order')
  })
})
