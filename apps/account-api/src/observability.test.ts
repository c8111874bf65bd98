import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { metricsReadBy } from '@storefront/ops'
import type { Storage } from './db/storage'
import { registry, watchOutbox } from './observability'

const DASHBOARD = new URL('../../../deploy/grafana/storefront.json', import.meta.url)

describe('account-api metrics', () => {
  it('defines every account_api_ metric the Grafana dashboard reads', async () => {
    watchOutbox({ query: async () => ({ rows: [{ depth: 2, age: 30 }] }) } as unknown as Storage)
    const read = metricsReadBy(JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as object).filter((name) =>
      name.startsWith('account_api_'),
    )
    const defined = (await registry.getMetricsAsJSON()).map((m) => m.name)
    expect(read.length).toBeGreaterThanOrEqual(8)
    expect(read.filter((name) => !defined.includes(name))).toEqual([])
    // The queue gauges read the outbox at each scrape.
    expect(await registry.getSingleMetricAsString('account_api_mail_queue_age_seconds')).toContain(
      'account_api_mail_queue_age_seconds{service="account-api"} 30',
    )
  })
})
