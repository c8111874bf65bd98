import { regionConfig } from '@storefront/region-config'
import { uniqueEmail } from './fixtures/account'
import { expect, test } from './fixtures/pages'

for (const region of ['us', 'de'] as const) {
  test(`${region}: footer newsletter refuses a bad address, subscribes a good one, and a repeat is not an error`, async ({ page, consoleErrors }) => {
    const texts = regionConfig(region).subscribe
    await page.goto(`/${region}`)
    const form = page.locator('footer .sf-newsletter')
    const field = form.getByRole('textbox')
    const submit = form.getByRole('button', { name: texts.button })

    // §5: us says "Incorrect email address format", the others "Please enter a valid email address" in their language.
    expect(texts.invalid).toBe(region === 'us' ? 'Incorrect email address format' : 'Bitte geben Sie eine gültige E-Mail-Adresse ein')
    await field.fill('robot@@example')
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(texts.invalid)
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    const email = uniqueEmail(`news-${region}`)
    await field.fill(email)
    await submit.click()
    await expect(form.getByRole('status')).toHaveText(texts.success)
    if (region === 'us') expect(texts.success).toBe('Subscription successful')

    // Subscribing the same address again is idempotent: a friendly note, no error.
    await page.reload()
    await page.locator('footer .sf-newsletter').getByRole('textbox').fill(email)
    await page.locator('footer .sf-newsletter').getByRole('button', { name: texts.button }).click()
    await expect(page.locator('footer .sf-newsletter').getByRole('status')).toHaveText(texts.already)
    await expect(page.locator('footer .sf-newsletter').getByRole('alert')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
}
