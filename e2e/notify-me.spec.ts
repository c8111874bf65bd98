import {
  availabilityOf,
  findProduct,
  pathOf,
  REGION_APP,
  REGION_LOCALE,
  regionConfig,
  type ProductKey,
  type RegionId,
} from '@storefront/region-config'
import type { Page } from '@playwright/test'
import { card, linkPathOf, messages, uniqueEmail, waitForMail } from './fixtures/account'
import { expect, test, waitForHydration } from './fixtures/pages'

// "Notify me" (docs/rules/notify.md) against the real account service: nothing is mocked. The form posts
// `{ email, region, productKey | path, altcha }` to the set's `/account/user/notify/create` and shows the service's
// answer; a repeat gets the same answer.

type Words = Record<string, string>
const wordsOf = (region: RegionId) => {
  const common = messages(REGION_LOCALE[region], 'common')
  return { notify: common.notify as Words, newsletter: common.newsletter as Words }
}
/** Success in the region's words: double opt-in regions ask for the mailed link first. */
const successOf = (region: RegionId) =>
  wordsOf(region).notify[regionConfig(region).newsletterDoubleOptIn ? 'confirm' : 'success']!

/** Sends an address through the form; returns the body the browser posted and the service's envelope. */
async function send(page: Page, form: ReturnType<Page['locator']>, region: RegionId, email: string) {
  const endpoint = `/api/${REGION_APP[region]}/account/user/notify/create`
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === endpoint)
  await form.getByRole('textbox').fill(email)
  await form.getByRole('button', { name: wordsOf(region).notify.button! }).click()
  const res = await answered
  return { body: res.request().postDataJSON() as Record<string, unknown>, envelope: await res.json() }
}

const PRODUCTS: { region: RegionId; slug: string; key: ProductKey }[] = [
  // us sells the Bumblebee G1 Performance sold out (stock 0), cn the Rise of the Beasts edition on pre-order.
  { region: 'us', slug: 'bumblebee-g1-performance', key: 'bumblebeeG1Performance' },
  {
    region: 'cn',
    slug: 'optimus-prime-rise-of-the-beasts-signature-limited-edition',
    key: 'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
  },
]

for (const { region, slug, key } of PRODUCTS) {
  test(`${region}: on /${slug} a shopper asks to hear when it can be bought, in the region's language`, async ({
    page,
    consoleErrors,
  }) => {
    const availability = availabilityOf(findProduct(region, key)!)
    expect(availability).not.toBe('in-stock')
    const { notify, newsletter } = wordsOf(region)
    await page.goto(pathOf(region, slug))
    // An island: a click before it hydrates would be the browser's own submit.
    await waitForHydration(page)
    const title = notify[availability === 'sold-out' ? 'soldOutTitle' : 'preOrderTitle']!
    const form = page.getByRole('region', { name: title })
    await expect(form).toBeVisible()
    await expect(
      form.getByRole('link', { name: messages(REGION_LOCALE[region], 'common').nav!['privacy-policy']! }),
    ).toHaveAttribute('href', pathOf(region, 'privacy-policy'))

    // A bad address: the region's message on the field, nothing sent.
    let posted = false
    page.on('request', (req) => (posted ||= req.url().includes('/notify/create')))
    await form.getByRole('textbox').fill('robot@@example')
    await form.getByRole('button', { name: notify.button! }).click()
    await expect(form.getByRole('alert')).toHaveText(newsletter.invalid!)
    await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(false)

    // A good one: the browser solves the proof of work and posts the robot and the region.
    const email = uniqueEmail(`notify-${region}`)
    const first = await send(page, form, region, email)
    expect(first.body).toMatchObject({ email, region, productKey: key })
    expect(typeof first.body.altcha).toBe('string')
    expect(first.body).not.toHaveProperty('path')
    expect(first.envelope, JSON.stringify(first.envelope)).toMatchObject({ code: 2000 })
    await expect(form.getByRole('status')).toHaveText(successOf(region))
    await expect(form.getByRole('status')).toBeFocused()

    // The same address again: the same answer (it tells nobody whether the address asked before).
    await page.reload()
    await waitForHydration(page)
    const again = page.getByRole('region', { name: title })
    const repeat = await send(page, again, region, email)
    expect(repeat.envelope).toMatchObject({ code: 2000 })
    await expect(again.getByRole('status')).toHaveText(successOf(region))
    await expect(again.getByRole('alert')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
}

test('de: a page that starts later has its form on the region home, which sends its path; the mail confirms', async ({
  page,
  request,
  consoleErrors,
}) => {
  // At the e2e clock (22 Nov 2026) the Christmas sale has not started: its page redirects to the home page.
  const region: RegionId = 'de'
  const { notify } = wordsOf(region)
  const campaign = messages(REGION_LOCALE[region], 'common').nav!['christmas-sale']!
  const res = await page.goto(pathOf(region, 'christmas-sale'))
  expect(new URL(res!.url()).pathname).toBe(pathOf(region, ''))
  await waitForHydration(page)
  const form = page.getByRole('region', { name: notify.launchTitle!.replace('{{name}}', campaign) })
  await expect(form).toBeVisible()
  const email = uniqueEmail('notify-launch')
  const sent = await send(page, form, region, email)
  expect(sent.body).toMatchObject({ region, path: pathOf(region, 'christmas-sale') })
  expect(sent.body).not.toHaveProperty('productKey')
  expect(sent.envelope, JSON.stringify(sent.envelope)).toMatchObject({ code: 2000 })
  // de asks for double opt-in: the mailed link confirms the request first.
  await expect(form.getByRole('status')).toHaveText(successOf(region))

  // The mailed link opens the storefront's notify screen in the region's language, which confirms by POST
  // (docs/rules/notify.md#mail-links); its unsubscribe link then withdraws the request there too.
  const mail = await waitForMail(request, email, 'notify_confirm')
  const link = linkPathOf(mail)
  expect(link).toMatch(/^\/de\/notify\?confirm=/)
  const words = messages(REGION_LOCALE[region]).notify as Words
  const confirmed = page.waitForResponse(
    (res) => new URL(res.url()).pathname === `/api/${REGION_APP[region]}/account/user/notify/confirm`,
  )
  await page.goto(link)
  expect((await confirmed).request().method()).toBe('POST')
  await expect(card(page)).toContainText(words.confirmed!)
  // The title leaves out the soft hyphens that mark where a long word may break ("Benach\u00adrichtigung").
  await expect(page).toHaveTitle(new RegExp(words.title!.replaceAll('\u00ad', '')))
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  const unsubscribe = new URL(/https?:\/\/\S+\?unsubscribe=\S+/.exec(mail.body)![0])
  await page.goto(unsubscribe.pathname + unsubscribe.search)
  await expect(card(page)).toContainText(words.unsubscribed!)
  expect(consoleErrors).toEqual([])
})
