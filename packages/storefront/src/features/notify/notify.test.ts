import { describe, expect, it } from 'vitest'
import { CAMPAIGN_WINDOWS } from '@storefront/region-config'
import { upcomingRoutesOf } from './notify'

const christmas = Date.parse(CAMPAIGN_WINDOWS['christmas-sale'].start)

describe('pages that start later (docs/rules/notify.md#where-the-form-is)', () => {
  it('are the region’s pages before their start, each with its path in the region', () => {
    const now = Date.parse('2026-11-22T12:00:00+08:00')
    expect(upcomingRoutesOf('us', now).map((r) => r.path)).toEqual(['/us/christmas-sale'])
    expect(upcomingRoutesOf('de', now).map((r) => r.path)).toEqual(['/de/christmas-sale'])
  })

  it('leave at the start, and are none where the region has no such page', () => {
    expect(upcomingRoutesOf('us', christmas)).toEqual([])
    expect(upcomingRoutesOf('us', christmas - 1).map((r) => r.path)).toEqual(['/us/christmas-sale'])
    for (const region of ['cn', 'jp', 'kr'] as const) expect(upcomingRoutesOf(region, christmas - 1)).toEqual([])
  })
})
