import {
  SLOW,
  card,
  gotoScreen,
  codeOf,
  messages,
  uniqueEmail,
  unexpectedErrors,
  waitForMail,
} from './fixtures/account'
import { t } from './fixtures/messages'
import { expect as baseExpect, test } from './fixtures/pages'

// Server round trips (password hashing) on a busy machine: a little more patience than the default 5 s.
const expect = baseExpect.configure({ timeout: 10_000 })

const de = messages('de-DE')
const deCommon = messages('de-DE', 'common') as unknown as {
  header: { login: string; logout: string }
  consent: { title: string; accept: string; reject: string }
}

test('de: a shopper registers on localised screens, with German validation messages', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await gotoScreen(page, '/de/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(de.login!.title!)
  await expect(page).toHaveTitle(`${de.login!.title!} | ${t('de', 'brand.name')}`)
  await expect(card(page).getByRole('tab', { name: de.login!.byPassword! })).toHaveAttribute('aria-selected', 'true')
  await card(page).getByRole('button', { name: de.login!.submit!, exact: true }).click()
  await expect(card(page).getByRole('alert').first()).toHaveText(de.validation!.email!)

  await card(page).getByRole('link', { name: de.login!.register! }).click()
  await expect(page).toHaveURL(/\/de\/register$/, SLOW)
  // The consent choice comes first (docs/rules/interface.md#new-user-popup): the banner's buttons work with the
  // popup due, and the popup opens once the visitor has chosen.
  const dialog = page.getByRole('dialog', { name: de.welcome!.title! })
  const banner = page.getByRole('dialog', { name: deCommon.consent.title })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('button', { name: deCommon.consent.accept })).toBeEnabled()
  await expect(dialog).toBeHidden()
  await banner.getByRole('button', { name: deCommon.consent.reject }).click()
  await expect(banner).toBeHidden()
  await expect(dialog).toContainText(de.welcome!.body!)
  await dialog.getByRole('button', { name: de.welcome!.cta! }).click()
  await expect(dialog).toBeHidden()

  const email = uniqueEmail('de')
  await card(page).getByLabel(de.field!.email!, { exact: true }).fill(email)
  await card(page).getByRole('button', { name: de.register!.submit! }).click()
  await expect(page).toHaveURL(/\/de\/verify-email$/, SLOW)
  await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(de.verifyEmail!.title!)
  await expect(card(page)).toContainText(de.verifyEmail!.intro!.replace('{{email}}', email))
  const code = card(page).getByLabel(de.field!.code!, { exact: true })
  await code.fill('12')
  await card(page).getByRole('button', { name: de.verifyEmail!.submit!, exact: true }).click()
  await expect(card(page).getByRole('alert')).toHaveText(de.validation!.code!)

  // The code mail is written in the shopper's language (Accept-Language: de).
  const mail = await waitForMail(request, email, 'register_code')
  await code.fill(codeOf(mail))
  await card(page).getByRole('button', { name: de.verifyEmail!.submit!, exact: true }).click()
  await expect(page).toHaveURL(/\/de\/set-password$/, SLOW)
  await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(de.setPassword!.title!)
  await card(page).getByLabel(de.field!.newPassword!, { exact: true }).fill('nurbuchstaben')
  await card(page).getByLabel(de.field!.confirmPassword!, { exact: true }).fill('nurbuchstaben')
  await card(page).getByRole('button', { name: de.setPassword!.submit! }).click()
  await expect(card(page).getByRole('alert')).toHaveText(de.validation!.passwordComplex!)
  await card(page).getByLabel(de.field!.newPassword!, { exact: true }).fill('Roboter2026')
  await card(page).getByLabel(de.field!.confirmPassword!, { exact: true }).fill('Roboter2025')
  await card(page).getByRole('button', { name: de.setPassword!.submit! }).click()
  await expect(card(page).getByRole('alert')).toHaveText(de.validation!.passwordMismatch!)
  await card(page).getByLabel(de.field!.confirmPassword!, { exact: true }).fill('Roboter2026')
  await card(page).getByRole('button', { name: de.setPassword!.submit! }).click()

  // de has no profile page: the shopper lands on the de home page, logged in.
  await expect(page).toHaveURL(/\/de$/, SLOW)
  await expect(page.locator('header').getByRole('button', { name: deCommon.header.logout })).toBeVisible()
  expect(unexpectedErrors(consoleErrors)).toEqual([])
})

test('jp and cn: every account screen renders in its language with no English left over', async ({
  page,
  consoleErrors,
}) => {
  for (const [prefix, locale] of [
    ['/jp', 'ja-JP'],
    ['', 'zh-CN'],
  ] as const) {
    const t = messages(locale)
    const screens: [string, string][] = [
      ['login', t.login!.title!],
      ['register', t.register!.title!],
      ['forgot-password', t.forgot!.title!],
      ['secure-link-sent', t.linkSent!.title!],
      ['reset-success', t.resetSuccess!.title!],
      ['verify-success', t.verifySuccess!.title!],
      ['verify-failed', t.verifyFailed!.title!],
    ]
    for (const [screen, title] of screens) {
      const res = await page.goto(`${prefix}/${screen}`)
      expect(res?.status(), `${prefix}/${screen}`).toBe(200)
      await expect(card(page)).toHaveAttribute('data-ready', 'true', SLOW)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(title)
      expect(await page.title(), 'document title').toContain(title)
      await page.keyboard.press('Escape') // the register screen's popup
      const text = (await card(page).innerText()).replace(/Mechaform Robotics|200|\d+/g, '')
      expect(text, `${prefix}/${screen} has no Latin words`).not.toMatch(/[A-Za-z]{3,}/)
    }
  }
  expect(unexpectedErrors(consoleErrors)).toEqual([])
})
