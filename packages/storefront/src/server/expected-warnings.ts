import type { ExpectedWarning } from '@storefront/ops'

/**
 * What Vike warns about because of what this server chose on purpose: logged at `info` (routeConsoleToLogger), so
 * that an alert on warnings means something.
 */
export const EXPECTED_WARNINGS: readonly ExpectedWarning[] = [
  {
    // Printed once per process, on the first page rendered. Picocolors may colour the property's name.
    pattern: /pageContext\.pageId\S* which means that Vike's routing is overridden/,
    why:
      "+onBeforeRoute hands Vike the route table's page, so Vike's routing is skipped" +
      ' (docs/performance.md, item 5 of the framework floor)',
  },
]
