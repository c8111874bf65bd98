import { outbox, uniqueEmail } from './fixtures/account'
import { messages } from './fixtures/account'
import { t } from './fixtures/messages'
import { expect, test, waitForHydration } from './fixtures/pages'

const common = messages('en-US', 'common') as unknown as { form: Record<string, string> }

test('us product registration: a validation error first, then it submits and confirms', async ({
  page,
  request,
  consoleErrors,
}) => {
  const res = await page.goto('/us/product-registration')
  expect(res?.status()).toBe(200)
  // The form is an island: a click before it hydrates would be the browser's own submit.
  await waitForHydration(page)
  const form = page.locator('main form')
  const submit = form.getByRole('button', { name: common.form.submit! })

  // Nothing filled in: the required fields say so, nothing is sent.
  await submit.click()
  await expect(form.getByRole('alert').first()).toHaveText(common.form.required!)

  const email = uniqueEmail('register-product')
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`))
  await field(common.form.firstName!).fill('Ada')
  await field(common.form.lastName!).fill('Lovelace')
  await field(common.form.email!).fill('not-an-email')
  await submit.click()
  await expect(form.getByRole('alert').filter({ hasText: t('us', 'validation.email') })).toBeVisible()

  await field(common.form.email!).fill(email)
  // Fill whatever else the form asks for: selects get their first real option, dates a past day.
  for (const select of await form.locator('select').all()) {
    const value = await select.locator('option').nth(1).getAttribute('value')
    if (value) await select.selectOption(value)
  }
  for (const input of await form.locator('input:not([type=checkbox]):not([type=hidden])').all()) {
    if (await input.inputValue()) continue
    const type = await input.getAttribute('type')
    const name = (await input.getAttribute('name')) ?? ''
    if (type === 'date') await input.fill('2026-01-15')
    else if (/serial/i.test(name)) await input.fill('MF-2026-000123')
    else if (/country/i.test(name)) await input.fill('United States')
    else if (type === 'email') await input.fill(email)
    else await input.fill('Mechaform Store')
  }
  await submit.click()
  await expect(page.locator('main').getByRole('status')).toHaveText(common.form.success!)
  // The confirmation went to the outbox.
  await expect.poll(async () => (await outbox(request, email)).some((m) => m.kind === 'form')).toBe(true)
  expect(consoleErrors).toEqual([])
})
