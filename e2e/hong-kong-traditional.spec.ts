import type { Page } from '@playwright/test'
import { markSimplified, simplifiedCharacters } from '@storefront/test-kit/traditional'
import { HONG_KONG_PATH, regionConfigIn } from '@storefront/region-config'
import { card, messages, uniqueEmail, waitForMail } from './fixtures/account'
import { expect, test, waitForHydration } from './fixtures/pages'

// docs/translating.md#traditional-chinese: nothing a Hong Kong reader receives is written in Simplified characters.
const PRIVACY_PATH = `${HONG_KONG_PATH}/privacy-policy`

/** What a Hong Kong reader would read as Simplified in `text`, marked; '' when it is all Traditional. */
const simplified = (text: string): string =>
  text
    .split('\n')
    .filter((line) => simplifiedCharacters(line).length)
    .map(markSimplified)
    .join('\n')

/** Everything a reader or a search engine reads on the page: its text, its head, its JSON-LD and its labels. */
const readableText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder], meta[content]')]
      .flatMap((el) => ['aria-label', 'alt', 'title', 'placeholder', 'content'].map((name) => el.getAttribute(name)))
      .filter((value): value is string => !!value)
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '')
    return [document.title, document.body.innerText, ...attributes, ...jsonLd].join('\n')
  })

test('the Hong Kong/Macao page, its privacy notice and its refused preview read in Traditional Chinese', async ({
  page,
  request,
  consoleErrors,
}) => {
  const config = regionConfigIn('cn', 'zh-HK')
  await page.goto(HONG_KONG_PATH)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  const footer = page.locator('footer')
  await expect(footer).toContainText(config.company.name)
  await expect(footer).toContainText(config.company.address)
  await expect(footer).toContainText('嗶哩嗶哩')
  const organization = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; legalName?: string }),
    )
  expect(organization.find((node) => node['@type'] === 'Organization')?.legalName).toBe(config.company.name)
  expect(simplified(await readableText(page))).toBe('')
  // Hong Kong has no sign-in page of its own, and cn's is Simplified: the header offers none.
  await waitForHydration(page)
  await expect(page.locator('header .sf-account-link')).toHaveCount(0)

  // The privacy notice linked under the newsletter form is the page's own, in its language.
  const notice = page.locator('footer .sf-newsletter').getByRole('link', { name: '私隱政策' })
  await expect(notice).toHaveAttribute('href', PRIVACY_PATH)
  const privacy = await page.goto(PRIVACY_PATH)
  expect(privacy?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  await expect(page.locator('main')).toContainText(config.company.name)
  expect(simplified(await readableText(page))).toBe('')

  // A refused preview link answers 403 in the page's language.
  const refused = await request.get(`${HONG_KONG_PATH}?preview=bad`)
  expect(refused.status()).toBe(403)
  const html = await refused.text()
  expect(html).toContain('<html lang="zh-HK">')
  expect(simplified(html.replace(/<[^>]*>/g, '\n'))).toBe('')
  expect(consoleErrors).toEqual([])
})

test('the Hong Kong/Macao newsletter: its refusals, welcome and unsubscribe screen in Traditional Chinese', async ({
  page,
  request,
}) => {
  const hk = messages('zh-HK', 'api')
  await page.goto(HONG_KONG_PATH)
  await waitForHydration(page)
  const form = page.locator('footer .sf-newsletter')
  const field = form.getByRole('textbox')
  const tick = form.getByRole('checkbox')
  const submit = form.getByRole('button', { name: '訂閱' })

  // An address the form lets through and the service refuses: its answer, in the page's language, is shown.
  await field.fill('hk..robot@example.com')
  await tick.check()
  const sent = page.waitForRequest((r) => r.url().endsWith('/account/user/subscribe/create'))
  await submit.click()
  expect((await sent).headers()['accept-language']).toBe('zh-HK')
  const alert = form.getByRole('alert')
  await expect(alert).toContainText(hk.field!.invalidEmail!)
  expect(simplified((await alert.textContent()) ?? '')).toBe('')

  const email = uniqueEmail('hk-news')
  await field.fill(email)
  await submit.click()
  await expect(form.getByRole('status')).toHaveText(messages('zh-HK', 'common').newsletter!.success!)
  const mail = await waitForMail(request, email, 'subscribe')
  expect(mail.subject).toBe('訂閱成功')
  expect(mail.body).toContain(regionConfigIn('cn', 'zh-HK').company.name)
  expect(simplified(`${mail.subject}\n${mail.body}`)).toBe('')

  // Its unsubscribe link opens the newsletter screen in Traditional Chinese, chrome and all.
  const link = new URL(/https?:\/\/\S+\?unsubscribe=\S+/.exec(mail.body)![0])
  expect(link.pathname).toBe(`${HONG_KONG_PATH}/newsletter`)
  await page.goto(link.pathname + link.search)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  await expect(card(page)).toContainText(messages('zh-HK', 'account').newsletter!.unsubscribed!)
  await expect(page.locator('header .sf-account-link')).toHaveCount(0)
  expect(simplified(await readableText(page))).toBe('')
})
