import { describe, expect, it, vi } from 'vitest'
import {
  CAMPAIGN_WINDOWS,
  calendarOf,
  catalogueOf,
  formatDateTime,
  pathOf,
  REGION_LOCALE,
  REGION_TIME_ZONE,
  ROUTES,
} from '@storefront/region-config'
import { loadAppConfig } from '../../app-config'
import { DEVELOPMENT_PREVIEW_SECRET, signPreview } from '../preview/preview-link'
import { createStorefrontApp, type RenderPage } from '../../server/app'
import { calendarHtml, calendarPath } from './calendar-page'
import { translatorOf } from '../../server/plain-page'

const NOW = '2026-12-07T16:55:00+01:00'
const SECRET = 'a-production-preview-secret-of-at-least-32-chars'

function setup(env: Record<string, string>) {
  const config = loadAppConfig('eu', { STOREFRONT_NOW: NOW, ...env })
  const render = vi.fn<RenderPage>(async (init) => ({
    httpResponse: {
      body: `<!doctype html><p>not found: ${String(init.urlOriginal)}</p>`,
      statusCode: 404,
      headers: [['Content-Type', 'text/html;charset=utf-8']],
    },
  }))
  return { render, hono: createStorefrontApp({ config, render, clientDir: null, renderCache: false }) }
}

const token = (at: number, secret: string) => signPreview({ at, expires: Date.now() + 3600_000 }, secret)

describe('calendarHtml', () => {
  it('lists each campaign of the route table and each deal of the catalogue with its window, in its language', () => {
    const region = 'de'
    const html = calendarHtml(region, Date.parse(NOW))
    const { t } = translatorOf(region)
    expect(html).toContain('<html lang="de-DE"')
    expect(html).toContain(t('calendar.kinds.campaign'))
    const time = (instant: string) =>
      `<time datetime="${new Date(instant).toISOString()}">` +
      `${formatDateTime(Date.parse(instant), REGION_LOCALE[region], REGION_TIME_ZONE[region])}</time>`
    const campaigns = ROUTES.filter((r) => r.meta.region === region && r.component === 'campaign' && r.start)
    expect(campaigns.length).toBeGreaterThan(0)
    for (const route of campaigns) {
      const row = html.split('<tr').find((r) => r.includes(`data-kind="campaign" data-path="${route.path}"`))
      expect(row, route.path).toContain(time(route.start!))
      if (route.end) expect(row, route.path).toContain(time(route.end))
    }
    for (const deal of catalogueOf(region).flatMap((p) => (p.deals ?? []).map((d) => ({ ...d, key: p.key })))) {
      const row = html
        .split('<tr')
        .find(
          (r) =>
            r.includes(`data-kind="deal"`) && r.includes(`data-product="${deal.key}"`) && r.includes(deal.campaign),
        )
      expect(row, `${deal.key} ${deal.campaign}`).toContain(time(deal.start))
    }
  })

  it('says under "live now" what runs at the instant, and nothing that has ended', () => {
    const region = 'de'
    const { start, end } = CAMPAIGN_WINDOWS['black-friday']
    const live = (now: number) => calendarHtml(region, now).split('<section id="scheduled">')[0]!
    const page = `data-path="${pathOf(region, 'black-friday')}"`
    expect(calendarOf(region).some((e) => e.campaign === 'black-friday')).toBe(true)
    expect(live(Date.parse(start))).toContain(page)
    expect(live(Date.parse(end))).not.toContain(page)
  })
})

describe('the calendar page on a server', () => {
  const path = calendarPath('de')

  it('is shown on a development server, never cached or indexed', async () => {
    const { hono, render } = setup({ STOREFRONT_ENV: 'development' })
    const res = await hono.request(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(await res.text()).toContain(`data-path="${pathOf('de', 'black-friday')}"`)
    expect(render).not.toHaveBeenCalled()
  })

  it('is, in production, the same answer as any unknown path without a valid preview link', async () => {
    const { hono, render } = setup({ STOREFRONT_ENV: 'production', PREVIEW_SECRET: SECRET })
    const [res, other] = await Promise.all([hono.request(path), hono.request(pathOf('de', 'no-such-page'))])
    expect(res.status).toBe(404)
    // The region's one not-found page, rendered for the same stand-in path as any unknown path (page-request.ts).
    expect(await res.text()).toBe(await other.text())
    expect(res.headers.get('cache-control')).toBe(other.headers.get('cache-control'))
    expect(render).toHaveBeenCalledTimes(2)
    // A link signed with another secret is refused as on any page: the same 403 as an unknown path gets.
    const forged = `?preview=${token(Date.parse(NOW), DEVELOPMENT_PREVIEW_SECRET)}`
    const [calendar, unknown] = await Promise.all([
      hono.request(path + forged),
      hono.request(`${pathOf('de', 'no-such-page')}${forged}`),
    ])
    expect(calendar.status).toBe(403)
    expect(unknown.status).toBe(403)
  })

  it("is shown in production through a valid preview link, at the link's instant", async () => {
    const { hono } = setup({ STOREFRONT_ENV: 'production', PREVIEW_SECRET: SECRET })
    const at = Date.parse(CAMPAIGN_WINDOWS['black-friday'].start)
    const res = await hono.request(`${path}?preview=${token(at, SECRET)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain(formatDateTime(at, REGION_LOCALE.de, REGION_TIME_ZONE.de))
    expect(html.split('<section id="scheduled">')[0]).toContain(`data-path="${pathOf('de', 'black-friday')}"`)
  })
})
