import './catalogue-filters.css'

export interface CatalogueFilterGroup {
  /** What the choices are about ("Show", "Sort by"). */
  label: string
  choices: { label: string; href: string; current: boolean }[]
}

export interface CatalogueFiltersProps {
  /** Names the navigation landmark. */
  label: string
  groups: CatalogueFilterGroup[]
}

/**
 * The catalogue's filter and sort choices as plain links, the current one marked: they work without
 * JavaScript, and each choice is a page of its own the server renders and caches.
 *
 * @example
 * <CatalogueFilters
 *   label="Filter"
 *   groups={[{ label: 'Show', choices: [{ label: 'All', href: '/us/products', current: true }] }]}
 * />
 */
export function CatalogueFilters({ label, groups }: CatalogueFiltersProps) {
  return (
    <nav className="sf-filters" aria-label={label}>
      {groups.map((group) => (
        <div key={group.label} className="sf-filters__group">
          <span className="sf-filters__label">{group.label}</span>
          <ul className="sf-filters__choices">
            {group.choices.map((choice) => (
              <li key={choice.href}>
                <a
                  className="sf-filters__choice"
                  href={choice.href}
                  {...(choice.current ? { 'aria-current': 'page' as const } : {})}
                >
                  {choice.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
