import {
  card,
  gotoScreen,
  codeOf,
  createAccount,
  linkPathOf,
  messages,
  storedSession,
  submitPasswordLogin,
  uniqueEmail,
  unexpectedErrors,
  waitForMail,
  SLOW,
} from './fixtures/account'
import { API_CODE } from '@storefront/api-client/contract'
import { messagePattern, t } from './fixtures/messages'
import { expect as baseExpect, test } from './fixtures/pages'

// Server round trips (password hashing) on a busy machine: a little more patience than the default 5 s.
const expect = baseExpect.configure({ timeout: 10_000 })

const en = messages('en-US')
const common = messages('en-US', 'common') as unknown as { header: { login: string; logout: string } }
const api = messages('en-US', 'api') as unknown as { code: Record<string, string> }

test.describe('account journeys (us)', () => {
  test('register → code from the outbox → set password → survives token expiry → edit profile → log out', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('journey')
    await gotoScreen(page, '/us/register')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(en.register!.title!)

    // The new-user popup: a modal dialog promising 200 Credits, focus inside, Escape closes it.
    const dialog = page.getByRole('dialog', { name: en.welcome!.title! })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(en.welcome!.body!)
    await expect(dialog.getByRole('button', { name: en.welcome!.cta! })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: en.welcome!.close! })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const emailField = card(page).getByLabel(en.field!.email!, { exact: true })
    await expect(emailField).toBeFocused()
    // It can be opened again from the page.
    await card(page).getByRole('button', { name: en.register!.perkDetails! }).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: en.welcome!.close! }).click()
    await expect(dialog).toBeHidden()
    await expect(card(page).getByRole('button', { name: en.register!.perkDetails! })).toBeFocused()

    // An invalid address is refused with the words of docs/rules/accounts.md#passwords-and-codes, announced.
    await emailField.fill('robot@nowhere')
    await card(page).getByRole('button', { name: en.register!.submit! }).click()
    await expect(card(page).getByRole('alert')).toHaveText(en.validation!.email!)
    await expect(emailField).toBeFocused()
    await expect(emailField).toHaveAttribute('aria-invalid', 'true')

    await emailField.fill(email)
    await card(page).getByLabel(en.field!.optIn!).check()
    await card(page).getByRole('button', { name: en.register!.submit! }).click()
    await expect(page).toHaveURL(/\/us\/verify-email$/, SLOW)
    await expect(card(page)).toContainText(email)
    await expect(card(page).getByRole('button', { name: /Resend code in \d+\ss/ })).toBeDisabled()

    // Wrong codes: not six digits (checked here), then six wrong digits (checked by the service).
    const codeField = card(page).getByLabel(en.field!.code!, { exact: true })
    await codeField.fill('123')
    await card(page).getByRole('button', { name: en.verifyEmail!.submit!, exact: true }).click()
    await expect(card(page).getByRole('alert')).toHaveText(en.validation!.code!)
    const code = codeOf(await waitForMail(request, email, 'register_code'))
    await codeField.fill(code === '000000' ? '111111' : '000000')
    await card(page).getByRole('button', { name: en.verifyEmail!.submit!, exact: true }).click()
    await expect(card(page).getByRole('alert')).toHaveText(api.code[API_CODE.INVALID_CODE]!)

    await codeField.fill(code)
    await card(page).getByRole('button', { name: en.verifyEmail!.submit!, exact: true }).click()
    await expect(page).toHaveURL(/\/us\/set-password$/, SLOW)
    await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(en.setPassword!.title!)

    // The password rules (docs/rules/accounts.md#passwords-and-codes).
    const newPassword = card(page).getByLabel(en.field!.newPassword!, { exact: true })
    const confirm = card(page).getByLabel(en.field!.confirmPassword!, { exact: true })
    await newPassword.fill('robots')
    await confirm.fill('robots')
    await card(page).getByRole('button', { name: en.setPassword!.submit! }).click()
    await expect(card(page).getByRole('alert')).toHaveText(en.validation!.passwordComplex!)
    await newPassword.fill('Transform3r')
    await confirm.fill('Transform4r')
    await card(page).getByRole('button', { name: en.setPassword!.submit! }).click()
    await expect(card(page).getByRole('alert')).toHaveText(en.validation!.passwordMismatch!)
    await confirm.fill('Transform3r')
    await card(page).getByRole('button', { name: en.setPassword!.submit! }).click()

    // Logged in: the us profile page, with the session stored.
    await expect(page).toHaveURL(/\/us\/account$/, SLOW)
    await expect(page.getByTestId('profile-email')).toContainText(email)
    await expect(page.locator('header').getByRole('button', { name: common.header.logout })).toBeVisible()
    const before = await storedSession(page)
    expect(before?.user_id && before.apptoken && before.reftoken).toBeTruthy()

    // Past the 6 s access-token TTL: the next profile call gets 4003, refreshes once, and succeeds.
    await page.waitForTimeout(7_000)
    const refresh = page.waitForResponse((res) => res.url().includes('/account/user/sign_in/refresh'))
    await page.reload()
    const refreshed = await (await refresh).json()
    expect(refreshed.code).toBe(2000)
    await expect(page.getByTestId('profile-email')).toContainText(email)
    await expect(page).toHaveURL(/\/us\/account$/, SLOW)
    await expect.poll(async () => (await storedSession(page))?.apptoken).not.toBe(before?.apptoken)

    // Edit the profile: saved, fetched again, still there after a reload.
    await card(page)
      .getByLabel(new RegExp(`^${en.profile!.firstName!}`))
      .fill('Ada')
    await card(page)
      .getByLabel(new RegExp(`^${en.profile!.nickname!}`))
      .fill('Bumble')
    await card(page)
      .getByLabel(new RegExp(`^${en.profile!.birthday!}`))
      .fill('1990-05-17')
    await expect(card(page).getByLabel(en.field!.optIn!)).toBeChecked()
    const saved = page.waitForResponse(
      (res) => res.url().includes('/account/user/profile/new') && res.request().method() === 'GET',
    )
    await card(page).getByRole('button', { name: en.profile!.save! }).click()
    await saved
    await expect(card(page).getByRole('status').filter({ hasText: en.profile!.saved! })).toBeVisible()
    await expect(card(page)).toContainText(t('us', 'account:profile.greeting', { name: 'Bumble' }))
    await page.reload()
    await expect(card(page).getByLabel(new RegExp(`^${en.profile!.firstName!}`))).toHaveValue('Ada')
    await expect(card(page).getByLabel(new RegExp(`^${en.profile!.birthday!}`))).toHaveValue('1990-05-17')

    // Log out: all four values gone, back to the home page, the header offers "Log in" again.
    await card(page).getByRole('button', { name: en.profile!.logout! }).click()
    await expect(page).toHaveURL(/\/us$/, SLOW)
    await expect(page.locator('header').getByRole('link', { name: common.header.login })).toBeVisible()
    expect(await storedSession(page)).toBeNull()

    // The profile page now sends a visitor to log in, with the way back.
    await gotoScreen(page, '/us/account')
    await expect(page).toHaveURL(/\/us\/login\?fromPath=%2Fus%2Faccount$/, SLOW)
    expect(unexpectedErrors(consoleErrors)).toEqual([])
  })

  test('forgot password → secure link from the outbox → reset → log in with the new password', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('reset')
    await createAccount(request, email, 'OldPassw0rd')

    await gotoScreen(page, '/us/login')
    await card(page).getByLabel(en.field!.email!, { exact: true }).fill(email)
    await card(page).getByRole('link', { name: en.login!.forgot! }).click()
    await expect(page).toHaveURL(/\/us\/forgot-password$/, SLOW)
    // The address typed on the login screen comes along.
    await expect(card(page).getByLabel(en.field!.email!, { exact: true })).toHaveValue(email)
    await card(page).getByRole('button', { name: en.forgot!.submit! }).click()

    await expect(page).toHaveURL(/\/us\/secure-link-sent$/, SLOW)
    await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(en.linkSent!.title!)
    await expect(card(page)).toContainText(email)
    // The resend button waits behind a visible countdown.
    const resend = card(page).getByRole('button', { name: /^Resend link in \d+\ss$/ })
    await expect(resend).toBeDisabled()
    const first = Number((await resend.textContent())!.match(/\d+/)![0])
    expect(first).toBeGreaterThan(50)
    await expect
      .poll(async () => Number(((await resend.textContent()) ?? '').match(/\d+/)?.[0] ?? 99), { timeout: 5_000 })
      .toBeLessThan(first)

    const mail = await waitForMail(request, email, 'reset_password')
    const link = linkPathOf(mail)
    expect(link).toMatch(/^\/us\/reset-password\?token=/)
    await gotoScreen(page, link)
    await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(en.reset!.title!)
    await card(page).getByLabel(en.field!.newPassword!, { exact: true }).fill('NewPassw0rd')
    await card(page).getByLabel(en.field!.confirmPassword!, { exact: true }).fill('NewPassw0rx')
    await card(page).getByRole('button', { name: en.reset!.submit! }).click()
    await expect(card(page).getByRole('alert')).toHaveText(en.validation!.passwordMismatch!)
    await card(page).getByLabel(en.field!.confirmPassword!, { exact: true }).fill('NewPassw0rd')
    await card(page).getByRole('button', { name: en.reset!.submit! }).click()

    // Success, then back to login after a visible countdown (or at once with the link).
    await expect(page).toHaveURL(/\/us\/reset-success$/, SLOW)
    await expect(card(page)).toContainText(/Returning to log in in [1-5]\ss/)
    await expect(card(page).getByRole('link', { name: en.resetSuccess!.now! })).toHaveAttribute('href', '/us/login')
    await expect(page).toHaveURL(/\/us\/login$/, SLOW)

    // The old password no longer works; the new one does.
    await submitPasswordLogin(page, email, 'OldPassw0rd')
    await expect(card(page).getByRole('alert')).toHaveText(api.code[API_CODE.WRONG_CREDENTIALS]!)
    await submitPasswordLogin(page, email, 'NewPassw0rd')
    await expect(page).toHaveURL(/\/us\/account$/, SLOW)
    await expect(page.getByTestId('profile-email')).toContainText(email)

    // A used link is refused with the service's message and a way to ask for another.
    await gotoScreen(page, link)
    await card(page).getByLabel(en.field!.newPassword!, { exact: true }).fill('Another1pass')
    await card(page).getByLabel(en.field!.confirmPassword!, { exact: true }).fill('Another1pass')
    await card(page).getByRole('button', { name: en.reset!.submit! }).click()
    await expect(card(page).getByRole('alert')).toContainText(api.code[API_CODE.VERIFICATION_FAILED]!)
    await expect(card(page).getByRole('link', { name: en.reset!.requestNew! })).toBeVisible()
    expect(unexpectedErrors(consoleErrors)).toEqual([])
  })

  test('login by verification code, keyboard only', async ({ page, request, consoleErrors }) => {
    const email = uniqueEmail('code')
    await createAccount(request, email, 'CodeLogin1')
    await gotoScreen(page, '/us/login')
    const tabs = card(page).getByRole('tab')
    await expect(tabs).toHaveCount(2)
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    const codeTab = card(page).getByRole('tab', { name: en.login!.byCode! })
    await expect(codeTab).toBeFocused()
    await expect(codeTab).toHaveAttribute('aria-selected', 'true')
    const panel = card(page).getByRole('tabpanel')
    await expect(panel).toHaveAttribute('aria-labelledby', (await codeTab.getAttribute('id'))!)

    await page.keyboard.press('Tab')
    await expect(panel.getByLabel(en.field!.email!, { exact: true })).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: en.login!.sendCode! })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('status')).toHaveText(t('us', 'account:login.codeSent', { email }))
    await expect(
      panel.getByRole('button', {
        name: messagePattern('us', 'account:login.resendIn', { seconds: '\\d+' }, { whole: true }),
      }),
    ).toBeDisabled()
    const codeField = panel.getByLabel(en.field!.code!, { exact: true })
    await expect(codeField).toBeFocused()
    await page.keyboard.type(codeOf(await waitForMail(request, email, 'login_code')))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/us\/account$/, SLOW)
    await expect(page.getByTestId('profile-email')).toContainText(email)
    expect(unexpectedErrors(consoleErrors)).toEqual([])
  })

  test('verification links: an invalid one shows verification failed with the way home', async ({
    page,
    consoleErrors,
  }) => {
    await gotoScreen(page, '/us/verify-email?token=not-a-real-token')
    await expect(page).toHaveURL(/\/us\/verify-failed$/, SLOW)
    await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(en.verifyFailed!.title!)
    await card(page).getByRole('link', { name: en.verifyFailed!.home! }).click()
    await expect(page).toHaveURL(/\/us$/, SLOW)
    await gotoScreen(page, '/us/verify-success')
    await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(en.verifySuccess!.title!)
    await gotoScreen(page, '/us/reset-password')
    await expect(card(page).getByRole('alert')).toContainText(en.reset!.missingToken!)
    await expect(card(page).getByRole('link', { name: en.reset!.requestNew! })).toHaveAttribute(
      'href',
      '/us/forgot-password',
    )
    expect(unexpectedErrors(consoleErrors)).toEqual([])
  })

  // WCAG 2.2.1: the countdown back to login can be stopped, and then nothing moves the shopper on.
  test('reset success: "Stay on this page" stops the countdown back to login', async ({ page, consoleErrors }) => {
    await page.clock.install()
    await gotoScreen(page, '/us/reset-success')
    const redirect = messagePattern('us', 'account:resetSuccess.redirect', { seconds: '\\d+' })
    await expect(card(page)).toContainText(messagePattern('us', 'account:resetSuccess.redirect', { seconds: '[1-5]' }))
    await card(page).getByRole('button', { name: en.resetSuccess!.stay! }).click()
    await expect(card(page)).not.toContainText(redirect)
    await page.clock.runFor(10_000)
    await expect(page).toHaveURL(/\/us\/reset-success$/)
    await expect(card(page).getByRole('link', { name: en.resetSuccess!.now! })).toHaveAttribute('href', '/us/login')
    expect(unexpectedErrors(consoleErrors)).toEqual([])
  })
})

test.describe('fromPath after login (us)', () => {
  test.describe.configure({ mode: 'serial' })
  const email = uniqueEmail('redirect')
  const password = 'Redirect1ng'

  test.beforeAll(async ({ request }) => {
    await createAccount(request, email, password)
  })

  test('returns to the page the shopper came from (header link)', async ({ page, consoleErrors }) => {
    await page.goto('/us/flagship-bumblebee')
    const login = page.locator('header').getByRole('link', { name: common.header.login })
    await expect(login).toHaveAttribute('href', '/us/login?fromPath=%2Fus%2Fflagship-bumblebee')
    await login.click()
    await expect(page).toHaveURL(/\/us\/login\?fromPath=%2Fus%2Fflagship-bumblebee$/, SLOW)
    // The way to register carries it too.
    await expect(card(page).getByRole('link', { name: en.login!.register! })).toHaveAttribute(
      'href',
      '/us/register?fromPath=%2Fus%2Fflagship-bumblebee',
    )
    await submitPasswordLogin(page, email, password)
    await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/, SLOW)
    await expect(page.locator('header').getByRole('button', { name: common.header.logout })).toBeVisible()
    expect(unexpectedErrors(consoleErrors)).toEqual([])
  })

  for (const evil of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(document.domain)',
    '/%2F%2Fevil.example',
  ]) {
    test(`never leaves the site: fromPath=${evil}`, async ({ page, baseURL }) => {
      let dialogs = 0
      page.on('dialog', (d) => {
        dialogs += 1
        void d.dismiss()
      })
      await gotoScreen(page, `/us/login?fromPath=${encodeURIComponent(evil)}`)
      await submitPasswordLogin(page, email, password)
      await expect(page).toHaveURL(`${baseURL}/us`, SLOW)
      expect(new URL(page.url()).host).toBe(new URL(baseURL!).host)
      expect(dialogs).toBe(0)
    })
  }
})

test('a wrong password shows the service message and keeps the shopper on the form', async ({ page, request }) => {
  const email = uniqueEmail('wrong')
  await createAccount(request, email, 'Correct1pass')
  await gotoScreen(page, '/us/login')
  await submitPasswordLogin(page, email, 'Wrong1pass')
  await expect(card(page).getByRole('alert')).toHaveText(api.code[API_CODE.WRONG_CREDENTIALS]!)
  await expect(page).toHaveURL(/\/us\/login$/, SLOW)
  // The login answer itself is not a toast (the form says it).
  await expect(page.locator('.sf-toasts .sf-toast')).toHaveCount(0)
  // Empty fields are caught before any request.
  await gotoScreen(page, '/us/login')
  await card(page).getByRole('button', { name: en.login!.submit!, exact: true }).click()
  await expect(card(page).getByRole('alert').first()).toHaveText(en.validation!.email!)
  await expect(card(page).getByLabel(en.field!.email!, { exact: true })).toBeFocused()
})
