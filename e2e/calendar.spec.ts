import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  catalogueOf,
  pathOf,
  REGION_LOCALE,
  regionConfig,
  regionsOfApp,
  ROUTES,
  type RegionId,
} from '@storefront/region-config'
import { repoRoot, tsxBin } from '@storefront/test-kit'
import { test, expect } from '@playwright/test'
import { startOneApp, type OneApp } from './fixtures/one-app'

/**
 * A region's calendar page (docs/releasing.md#a-regions-calendar) on a production eu app: nowhere without a preview
 * link (the same 404 as any unknown path), and through the link `npm run preview-link` prints, every campaign window
 * of the route table, every deal and promo of the catalogue and every launch stage, each with its start and end.
 */
const NOW = '2026-12-07T16:55:00+01:00'
const SECRET = randomBytes(32).toString('hex')
const REGIONS = regionsOfApp('eu')
let app: OneApp
// One app for both tests.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  app = await startOneApp('eu', { dev: false, now: NOW, env: { STOREFRONT_ENV: 'production', PREVIEW_SECRET: SECRET } })
})
test.afterAll(async () => app?.stop())

const iso = (instant: string) => new Date(instant).toISOString()

/** The preview link the team gets for a path, signed with the app's secret (scripts/release/preview-link.ts). */
const printedLink = (pagePath: string, instant: string): string => {
  const env: NodeJS.ProcessEnv = { ...process.env, STOREFRONT_ENV: 'production', PREVIEW_SECRET: SECRET }
  // A path, not a full address: the spec's app has its own port.
  for (const name of ['CN_ORIGIN', 'US_ORIGIN', 'EU_ORIGIN', 'PUBLIC_ORIGIN']) delete env[name]
  return execFileSync(tsxBin, ['scripts/release/preview-link.ts', pagePath, instant], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  }).trim()
}

/** What the catalogue and the route table schedule for a region: kind, what, start and end (ISO, '' when open). */
function scheduled(region: RegionId): string[] {
  const campaigns = ROUTES.filter((r) => r.meta.region === region && r.component === 'campaign' && r.start).map(
    (r) => `campaign ${r.path} ${iso(r.start!)} ${r.end ? iso(r.end) : ''}`,
  )
  const products = catalogueOf(region).flatMap((p) => [
    ...(p.deals ?? []).map((d) => `deal ${p.key} ${iso(d.start)} ${iso(d.end)}`),
    ...(p.activityPrice !== undefined && p.activityTime ? [`promo ${p.key} ${iso(p.activityTime.startTime)} `] : []),
  ])
  const launch = regionConfig(region).launch
  const stages = launch.slice(0, -1).map((start, i) => `launch-stage ${i + 1} ${iso(start)} ${iso(launch[i + 1]!)}`)
  return [...campaigns, ...products, ...stages]
}

test.describe('the calendar page', () => {
  test('is not there without a preview link: the same 404 as any unknown path', async ({ request }) => {
    for (const region of REGIONS) {
      const calendar = await request.get(`${app.base}${pathOf(region, '_calendar')}`)
      const unknown = await request.get(`${app.base}${pathOf(region, 'no-such-page')}`)
      expect(calendar.status(), region).toBe(404)
      expect(calendar.headers()['cache-control'], region).toBe(unknown.headers()['cache-control'])
      expect(await calendar.text(), region).not.toMatch(/_calendar|data-kind/)
    }
  })

  test('lists, through a preview link, what the catalogue and route table schedule, with start and end', async ({
    page,
  }) => {
    // A link printed per region: a command each.
    test.setTimeout(60_000 * REGIONS.length)
    for (const region of REGIONS) {
      const link = printedLink(pathOf(region, '_calendar'), NOW)
      const answer = await page.goto(`${app.base}${link}`)
      expect(answer?.status(), region).toBe(200)
      expect(answer?.headers()['cache-control'], region).toBe('private, no-store')
      expect(answer?.headers()['x-robots-tag'], region).toBe('noindex')
      const rows = await page.locator('#scheduled tbody tr').evaluateAll((trs) =>
        trs.map((tr) => {
          const times = [...tr.querySelectorAll('time')].map((t) => t.getAttribute('datetime'))
          const what =
            tr.getAttribute('data-kind') === 'campaign'
              ? tr.getAttribute('data-path')
              : (tr.getAttribute('data-product') ?? tr.getAttribute('data-stage'))
          return `${tr.getAttribute('data-kind')} ${what} ${times[0] ?? ''} ${times[1] ?? ''}`
        }),
      )
      for (const entry of scheduled(region)) expect(rows, region).toContain(entry)
      // In the region's language.
      expect(await page.locator('html').getAttribute('lang'), region).toBe(REGION_LOCALE[region])
    }
  })
})
