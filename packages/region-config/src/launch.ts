import type { RegionId } from './regions'

/**
 * The five launch instants of a region (docs/rules/time.md#launch-stages): 18, 20, 22, 24 Sept 2025 at
 * 19:30 +08:00, then 25 Sept at 19:30 (us) or 15:00 (every other region).
 */
export const launchOf = (region: RegionId): string[] => [
  '2025-09-18T19:30:00+08:00',
  '2025-09-20T19:30:00+08:00',
  '2025-09-22T19:30:00+08:00',
  '2025-09-24T19:30:00+08:00',
  region === 'us' ? '2025-09-25T19:30:00+08:00' : '2025-09-25T15:00:00+08:00',
]
