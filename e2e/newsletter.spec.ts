import { regionConfig } from '@storefront/region-config'
import { card, messages, uniqueEmail, waitForMail } from './fixtures/account'
import { expect, test, waitForHydration } from './fixtures/pages'

const LOCALE = { us: 'en-US', de: 'de-DE' } as const

for (const region of ['us', 'de'] as const) {
  test(`${region}: newsletter refuses a bad address, subscribes a good one, a repeat alike; mail links work`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const config = regionConfig(region)
    const common = messages(LOCALE[region], 'common')
    const texts = common.newsletter as Record<
      'title' | 'button' | 'optIn' | 'optInRequired' | 'success' | 'invalid' | 'already',
      string
    >
    const account = messages(LOCALE[region])
    // uk, eu, fr, de: double opt-in (the mail's link confirms); elsewhere subscribed at once.
    expect(config.newsletterDoubleOptIn).toBe(region === 'de')
    const success = config.newsletterDoubleOptIn ? common.footer!.newsletterConfirm! : texts.success
    await page.goto(`/${region}`)
    // The form is an island: a click before it hydrates would be the browser's own submit.
    await waitForHydration(page)
    const form = page.locator('footer .sf-newsletter')
    const field = form.getByRole('textbox')
    const submit = form.getByRole('button', { name: texts.button })

    // docs/rules/newsletter.md#messages: us says "Incorrect email address format", the others "Please enter a valid
    // email address" in their language.
    expect(texts.invalid).toBe(
      region === 'us' ? 'Incorrect email address format' : 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    )
    await field.fill('robot@@example')
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(texts.invalid)
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    // docs/rules/newsletter.md#consent: us shows no marketing tick (the sign-up is the request); de does, and
    // without it nothing is sent.
    const email = uniqueEmail(`news-${region}`)
    await field.fill(email)
    const tick = form.getByRole('checkbox', { name: texts.optIn })
    expect(config.newsletterConsentTick).toBe(region !== 'us')
    if (config.newsletterConsentTick) {
      await submit.click()
      await expect(form.getByRole('alert')).toHaveText(texts.optInRequired)
      await tick.check()
    } else await expect(form.getByRole('checkbox')).toHaveCount(0)
    // The browser solves the service's proof of work (ALTCHA) on the way.
    await submit.click()
    await expect(form.getByRole('status')).toHaveText(success)
    if (region === 'us') expect(texts.success).toBe('Subscription successful')

    // The same address again: the same answer (it tells nobody whether the address was on the list).
    await page.reload()
    await page.locator('footer .sf-newsletter').getByRole('textbox').fill(email)
    if (config.newsletterConsentTick) await page.locator('footer .sf-newsletter').getByRole('checkbox').check()
    await page.locator('footer .sf-newsletter').getByRole('button', { name: texts.button }).click()
    await expect(page.locator('footer .sf-newsletter').getByRole('status')).toHaveText(success)
    await expect(page.locator('footer .sf-newsletter').getByRole('alert')).toHaveCount(0)

    // The mail's links open the newsletter screen in the region's language.
    const mail = await waitForMail(request, email, config.newsletterDoubleOptIn ? 'subscribe_confirm' : 'subscribe')
    const pathOf = (param: string) => {
      const url = new URL(new RegExp(`https?://\\S+\\?${param}=\\S+`).exec(mail.body)![0])
      return url.pathname + url.search
    }
    if (config.newsletterDoubleOptIn) {
      await page.goto(pathOf('confirm'))
      await expect(card(page)).toContainText(account.newsletter!.confirmed!)
    }
    await page.goto(pathOf('unsubscribe'))
    await expect(card(page)).toContainText(account.newsletter!.unsubscribed!)
    expect(consoleErrors).toEqual([])
  })
}
