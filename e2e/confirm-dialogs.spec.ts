// Every confirmation is the portal's own dialog (no browser confirm()), in
// the page's language and script, with the action named on its button, and
// usable with the keyboard alone: Tab and Shift+Tab stay inside, Escape
// closes it and the focus returns to the button that opened it.
import { randomInt } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'
import { visitIn, type Language } from './support/language'

const PASSWORD = 'phewa-lake-boat-ride-41'

// No question of the browser's own may come: each is noted and fails the test.
let browserQuestions: string[] = []
test.beforeEach(({ page }) => {
  browserQuestions = []
  page.on('dialog', (dialog) => {
    browserQuestions.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
})
test.afterEach(() => {
  expect(browserQuestions).toEqual([])
})

/** Tab and Shift+Tab, each several times round: the focus never leaves the dialog. */
async function expectFocusKeptInside(page: Page, dialog: Locator) {
  const handle = await dialog.elementHandle()
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await page.evaluate((box) => box !== null && box.contains(document.activeElement) && document.activeElement !== box, handle), key).toBe(true)
  }
}

/** Opens the dialog from `opener` with the keyboard (retrying until the page is interactive). */
async function openWithKeyboard(page: Page, opener: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await opener.focus()
      await page.keyboard.press('Enter')
    }
    await expect(dialog).toBeVisible({ timeout: 1_000 })
  }).toPass()
}

const LOGOUT = {
  ne: { nav: 'मुख्य मेनु', logout: 'लगआउट', question: 'के तपाईं लगआउट गर्न चाहनुहुन्छ?', stay: 'लगइनमै रहनुहोस्' },
  en: { nav: 'Main navigation', logout: 'Logout', question: 'Are you sure you want to logout?', stay: 'Stay signed in' },
} as const

for (const language of ['ne', 'en'] as Language[]) {
  test(`the logout question is the portal's dialog, kept to the keyboard (${language})`, async ({ page }) => {
    visitIn(page, language)
    await signInAsClerk(page)
    await page.goto('/')
    const words = LOGOUT[language]
    const opener = page.getByRole('navigation', { name: words.nav }).getByRole('button', { name: words.logout })
    const dialog = page.getByRole('dialog', { name: words.question })
    await openWithKeyboard(page, opener, dialog)
    await expect(dialog.getByRole('button', { name: words.logout, exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: words.stay })).toBeVisible()
    await expectFocusKeptInside(page, dialog)
    await page.screenshot({ path: test.info().outputPath(`logout-dialog-${language}.png`) })

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
    expect((await page.request.get('/api/auth/me')).status()).toBe(200)

    await openWithKeyboard(page, opener, dialog)
    await dialog.getByRole('button', { name: words.logout, exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401)
  })
}

/** A verified account, signed out again, and the sign-in page. */
async function verifiedAccountOnLogin(page: Page, language: Language) {
  const clerk = await signInAsClerk(page)
  // As if registered a while ago: the next code may be sent at once (at most one a minute).
  await withE2eDatabase((client) => client.query("update sms_codes set created_at = created_at - interval '2 minutes' where mobile = $1", [clerk.mobile]))
  await page.context().clearCookies()
  visitIn(page, language)
  await page.goto('/login')
  return clerk
}

test('the reset-code question names the number in the page digits and sends nothing on Escape (ne)', async ({ page }) => {
  const clerk = await verifiedAccountOnLogin(page, 'ne')
  await page.getByLabel('मोबाइल नम्बर').fill(clerk.mobile)
  const opener = page.getByRole('button', { name: 'पासवर्ड बिर्सनुभयो?' })
  const dialog = page.getByRole('dialog', { name: 'यो मोबाइल नम्बरमा पासवर्ड परिवर्तन कोड पठाउने?' })
  await openWithKeyboard(page, opener, dialog)
  const nepaliDigits = clerk.mobile.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)))
  await expect(dialog).toContainText(nepaliDigits)
  await expect(dialog.getByRole('button', { name: 'कोड पठाउनुहोस्' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'रद्द गर्नुहोस्' })).toBeVisible()
  await expectFocusKeptInside(page, dialog)
  await page.screenshot({ path: test.info().outputPath('reset-code-question-ne.png') })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect(page).toHaveURL(/\/login$/)
})

test('the reset-code question sends the code with its named button (en)', async ({ page }) => {
  const clerk = await verifiedAccountOnLogin(page, 'en')
  await page.getByLabel('Mobile Number').fill(clerk.mobile)
  const opener = page.getByRole('button', { name: 'Forgot password?' })
  const dialog = page.getByRole('dialog', { name: 'Get Reset Code in Mobile Number' })
  await openWithKeyboard(page, opener, dialog)
  await expect(dialog).toContainText(clerk.mobile)
  await expectFocusKeptInside(page, dialog)
  await page.keyboard.press('Escape')
  await expect(opener).toBeFocused()
  await openWithKeyboard(page, opener, dialog)
  await dialog.getByRole('button', { name: 'Send the code' }).click()
  await expect(page).toHaveURL(/\/en\/recover$/)
})

const UNVERIFIED = {
  ne: {
    dao: 'जिल्ला प्रशासन कार्यालय दर्ता नं.',
    mobile: 'मोबाइल नम्बर',
    password: 'पासवर्ड',
    signIn: 'लगइन',
    question: 'प्रमाणीकरणमा जाने?',
    why: 'तपाईंको मोबाइल नम्बर अझै प्रमाणित भएको छैन।',
    go: 'प्रमाणीकरणमा जानुहोस्',
    notNow: 'अहिले होइन',
  },
  en: {
    dao: 'DAO Registration No.',
    mobile: 'Mobile Number',
    password: 'Password',
    signIn: 'Sign in',
    question: 'Go to verification?',
    why: 'Your mobile number is not verified yet.',
    go: 'Go to verification',
    notNow: 'Not now',
  },
} as const

for (const language of ['ne', 'en'] as Language[]) {
  test(`an unverified mobile is asked in the portal's dialog, in words for people (${language})`, async ({ page }) => {
    const words = UNVERIFIED[language]
    const mobile = `985${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
    const dao = `${randomInt(100, 999)}/080`
    const registered = await page.request.post('/api/auth/register', {
      headers: SAME_ORIGIN,
      data: { dao_registration_no: dao, name: 'Unverified Club', mobile, email: 'unverified@example.org', password: PASSWORD },
    })
    expect(registered.status()).toBe(201)
    visitIn(page, language)
    await page.goto('/login')
    const opener = page.getByRole('button', { name: words.signIn, exact: true })
    const dialog = page.getByRole('dialog', { name: words.question })
    // The form is sent with the keyboard; the question comes as the page comes back from the server.
    const signInWithKeyboard = async () => {
      await page.getByLabel(words.password, { exact: true }).fill(PASSWORD)
      await opener.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
    }
    await page.getByLabel(words.dao).fill(dao)
    await page.getByLabel(words.mobile).fill(mobile)
    await signInWithKeyboard()
    // The page's script, with the sentence's own full stop; never the API's 'Mobile Number Not Verified'.
    await expect(dialog.getByText(words.why, { exact: true })).toBeVisible()
    await expect(dialog).not.toContainText('Mobile Number Not Verified')
    if (language === 'ne') await expect(dialog).not.toContainText('.')
    await expectFocusKeptInside(page, dialog)

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
    await expect(page.getByRole('alert').filter({ hasText: words.why })).toBeVisible()

    await signInWithKeyboard()
    await dialog.getByRole('button', { name: words.notNow }).click()
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()

    await signInWithKeyboard()
    await page.screenshot({ path: test.info().outputPath(`verification-question-${language}.png`) })
    await dialog.getByRole('button', { name: words.go }).click()
    await expect(page).toHaveURL(/\/verification$/)
  })
}

test('the DAO number question says why in Nepali words for people (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  visitIn(page, 'ne')
  await signInAsClerk(page)
  await page.goto('/profile')
  const profile = page.getByRole('region', { name: 'प्रोफाइल', exact: true })
  await profile.getByRole('textbox', { name: 'नेपाली नाम', exact: true }).fill('दर्ता नम्बर परीक्षण संस्था')
  await profile.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill('९९८/८०')
  await profile.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'जिल्ला प्रशासन कार्यालय दर्ता नम्बर अद्यावधिक गर्ने?' })
  const why = 'प्रोफाइलमा लेखिएको जिल्ला प्रशासन कार्यालय दर्ता नं. तपाईंको खाता (लगइन) को दर्ता नं. सँग मिलेन।'
  await expect(dialog.getByText(why, { exact: true })).toBeVisible()
  await expect(dialog).not.toContainText('Failed')
  await expect(dialog.getByRole('button', { name: 'यो नम्बरसहित सुरक्षित गर्नुहोस्' })).toBeVisible()
  await expectFocusKeptInside(page, dialog)
  await page.screenshot({ path: test.info().outputPath('dao-dialog-ne.png') })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(profile.getByRole('link', { name: why })).toBeVisible()
})
