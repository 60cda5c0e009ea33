import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, insertProfiles, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { withE2eDatabase } from './support/database'

const run = Date.now().toString(36)

test.beforeEach(async ({ page }) => {
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'en')
})

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name })
}

function row(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text })
}

/** Add, a required-field message, edit and delete on one of the simpler tables. */
async function addEditDelete(
  page: Page,
  options: {
    path: string
    title: string
    fill: (scope: ReturnType<typeof dialog>, name: string) => Promise<void>
    nameLabel: string
    requiredMessage: string
  },
) {
  const name = `E2E ${options.title} ${run}`
  await page.goto(options.path)
  await expect(page.getByRole('heading', { level: 1, name: options.title })).toBeVisible()
  await expectNoSeriousViolations(page)

  // A required field left empty: the form says so and sends nothing.
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  const add = dialog(page, `Add ${options.title}`)
  await expect(add).toBeVisible()
  await expect(add.getByRole('textbox', { name: options.nameLabel, exact: true })).toBeFocused()
  await add.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(add.getByText(options.requiredMessage)).toBeVisible()
  await expect(add.getByRole('textbox', { name: options.nameLabel, exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousViolations(page)

  // Escape closes the dialog and focus goes back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(add).toBeHidden()
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeFocused()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add.getByRole('textbox', { name: options.nameLabel, exact: true })).toBeFocused()

  await options.fill(add, name)
  await add.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`${options.title} Created`)).toBeVisible()
  await expect(add).toBeHidden()
  await expect(row(page, name)).toHaveCount(1)

  // Edit through the row's own button.
  await row(page, name).getByRole('button', { name: 'Edit' }).click()
  const edit = dialog(page, `Edit ${options.title}`)
  await expect(edit.getByRole('textbox', { name: options.nameLabel, exact: true })).toHaveValue(name)
  await edit.getByRole('textbox', { name: options.nameLabel, exact: true }).fill(`${name} edited`)
  await edit.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`${options.title} Updated`)).toBeVisible()
  await expect(row(page, `${name} edited`)).toHaveCount(1)

  // Delete: a read-only form, then the row is gone.
  await row(page, `${name} edited`).getByRole('button', { name: 'Delete' }).click()
  const remove = dialog(page, `Delete ${options.title}`)
  await expect(remove.getByText('Do you want to delete this entry?')).toBeVisible()
  const field = remove.getByRole('textbox', { name: options.nameLabel, exact: true })
  expect((await field.getAttribute('readonly')) !== null || (await field.isDisabled())).toBe(true)
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${options.title} Deleted`)).toBeVisible()
  await expect(row(page, `${name} edited`)).toHaveCount(0)
}

test.describe('reference tables', () => {
  test('organization type: add, validation, edit, delete; a type that profiles use is not deleted', async ({ page }) => {
    await addEditDelete(page, {
      path: '/content/organization-type',
      title: 'Organization Type',
      nameLabel: 'Type',
      requiredMessage: 'Type is required',
      fill: (form, name) => form.getByLabel('Type').fill(name),
    })

    // A duplicate is refused by the server, with its message.
    const existing = (await row(page, 'युवा क्लब').first().textContent()) ?? ''
    expect(existing).toContain('युवा क्लब')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await dialog(page, 'Add Organization Type').getByLabel('Type').fill('युवा क्लब')
    await dialog(page, 'Add Organization Type').getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Failed to Create Organization Type: Type Already Exist')).toBeVisible()
    await dialog(page, 'Add Organization Type').getByRole('button', { name: 'Cancel' }).click()

    const typeName = `In use ${run}`
    const typeId = await withE2eDatabase(async (client) => (await client.query<{ id: number }>('insert into organization_types (type) values ($1) returning id', [typeName])).rows[0].id)
    const [profileId] = await insertProfiles([
      {
        name: `प्रकार प्रयोग ${run}`,
        name_en: 'Type user',
        location: 'Lalitpur',
        phone: '015000000',
        contact_person_name: 'A',
        head_person_name: 'B',
        dao_registration_no: '1/080',
        status: 'active',
        is_verified: true,
        is_complete: true,
      },
    ])
    await withE2eDatabase((client) => client.query('update ngo_profiles set organization_type_id = $1 where id = $2', [typeId, profileId]))
    await page.reload()
    await row(page, typeName).getByRole('button', { name: 'Delete' }).click()
    await dialog(page, 'Delete Organization Type').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Failed to Delete Organization Type: Used by 1 NGO profile')).toBeVisible()
    await dialog(page, 'Delete Organization Type').getByRole('button', { name: 'Cancel' }).click()
    await expect(row(page, typeName)).toHaveCount(1)
  })

  test('rules, regulations and plan config in Nepali', async ({ page }) => {
    await useLanguage(page, 'ne')
    const name = `परीक्षण नीति ${run}`
    await page.goto('/content/rules-regulations-plan-config')
    await expect(page.getByRole('heading', { level: 1, name: 'नियम/विनियम/योजना सेटिङ' })).toBeVisible()
    await page.getByRole('button', { name: 'थप्नुहोस्', exact: true }).click()
    const add = dialog(page, 'थप्नुहोस् नियम/विनियम/योजना सेटिङ')
    await add.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
    await expect(add.getByText('नाम आवश्यक छ')).toBeVisible()
    await add.getByRole('textbox', { name: 'नाम', exact: true }).fill(name)
    await add.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
    await expect(page.getByText('नियम/विनियम/योजना सेटिङ थपियो')).toBeVisible()
    // Serial numbers in Nepali digits.
    await expect(row(page, name).getByRole('cell').first()).toHaveText(/^[०-९]+$/)
    await row(page, name).getByRole('button', { name: 'सम्पादन' }).click()
    await dialog(page, 'सम्पादन नियम/विनियम/योजना सेटिङ').getByRole('textbox', { name: 'नाम', exact: true }).fill(`${name} २`)
    await dialog(page, 'सम्पादन नियम/विनियम/योजना सेटिङ').getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
    await expect(row(page, `${name} २`)).toHaveCount(1)
    await row(page, `${name} २`).getByRole('button', { name: 'मेटाउनुहोस्' }).click()
    await dialog(page, 'मेटाउनुहोस् नियम/विनियम/योजना सेटिङ').getByRole('button', { name: 'मेटाउनुहोस्' }).click()
    await expect(row(page, `${name} २`)).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test('document config', async ({ page }) => {
    await addEditDelete(page, {
      path: '/content/document-config',
      title: 'Document Config',
      nameLabel: 'Document Name',
      requiredMessage: 'Document Name is required',
      fill: async (form, name) => {
        await form.getByLabel('Document Name').fill(name)
        await form.getByLabel('Renewal Time Period In Year').fill('')
        await form.getByRole('button', { name: 'Save', exact: true }).click()
        await expect(form.getByText('Renewal Time Period In Year is required')).toBeVisible()
        await form.getByLabel('Renewal Time Period In Year').fill('2')
        await form.getByLabel('Mandatory').check()
      },
    })
  })

  test('organizational structure config', async ({ page }) => {
    await addEditDelete(page, {
      path: '/content/organizational-structure-config',
      title: 'Organizational Structure Config',
      nameLabel: 'Name',
      requiredMessage: 'Name is required',
      fill: async (form, name) => {
        await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
        await form.getByRole('button', { name: 'Save', exact: true }).click()
        await expect(form.getByText('Ethnicity is required')).toBeVisible()
        await form.getByLabel('Ethnicity').selectOption({ label: 'People With Disability' })
      },
    })
  })

  test('financial year with the Nepali calendar picker', async ({ page }) => {
    await page.goto('/content/financial-year')
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Year' })).toBeVisible()
    await expect(row(page, '2080/81')).toHaveCount(1)

    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const add = dialog(page, 'Add Financial Year')
    await add.getByLabel('Financial Year').fill('2080/82')
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(add.getByText('Financial Year must be like 2080/81')).toBeVisible()

    // Typing a year fills in its Shrawan-to-Asar dates, shown in BS.
    await add.getByLabel('Financial Year').fill('2088/89')
    await add.getByLabel('Financial Year').blur()
    await expect(add.getByLabel('From', { exact: true })).toHaveValue('2088-04-01')
    await expect(add.getByLabel('To', { exact: true })).toHaveValue(/^2089-03-\d{2}$/)

    // Pick another start day from the calendar: year list, month select, a day.
    await add.getByRole('button', { name: 'Choose date: From' }).click()
    const calendar = add.getByRole('dialog', { name: 'Choose date: From' })
    await expect(calendar).toBeVisible()
    const years = await calendar.getByLabel('Year', { exact: true }).locator('option').allTextContents()
    expect(years[years.length - 1]).toBe('2000')
    expect(Number(years[0])).toBeGreaterThanOrEqual(2080)
    expect([...years].sort().reverse()).toEqual(years)
    await calendar.getByLabel('Year', { exact: true }).selectOption('2088')
    await calendar.getByLabel('Month', { exact: true }).selectOption({ label: 'Bhadra' })
    await calendar.getByRole('button', { name: 'Previous month' }).click()
    await expect(calendar.getByLabel('Month', { exact: true })).toHaveValue('4')
    await calendar.getByRole('button', { name: '5 Shrawan 2088', exact: true }).click()
    await expect(calendar).toBeHidden()
    await expect(add.getByLabel('From', { exact: true })).toHaveValue('2088-04-05')

    // The keyboard works too: open, move a day with the arrows, pick with Enter.
    await add.getByLabel('From', { exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(calendar.getByRole('button', { name: '5 Shrawan 2088', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(add.getByLabel('From', { exact: true })).toHaveValue('2088-04-06')

    // Today, then a click outside closes the calendar without a choice.
    await add.getByRole('button', { name: 'Choose date: To' }).click()
    await add.getByRole('dialog', { name: 'Choose date: To' }).getByRole('button', { name: 'Today' }).click()
    await expect(add.getByLabel('To', { exact: true })).toHaveValue(/^20[89]\d-\d{2}-\d{2}$/)
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(add.getByText('From date must not be after To date')).toBeVisible()
    await add.getByRole('button', { name: 'Choose date: To' }).click()
    await add.getByRole('heading', { name: 'Add Financial Year' }).click()
    await expect(add.getByRole('dialog', { name: 'Choose date: To' })).toBeHidden()
    // A typed BS date that does not exist becomes empty.
    await add.getByLabel('To', { exact: true }).fill('2089-13-40')
    await add.getByLabel('To', { exact: true }).press('Enter')
    await expect(add.getByText('Invalid date')).toBeVisible()
    await add.getByLabel('To', { exact: true }).fill('2089-03-31')
    await add.getByLabel('To', { exact: true }).press('Tab')
    await expectNoSeriousViolations(page)
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Financial Year Created')).toBeVisible()
    const created = row(page, '2088/89')
    await expect(created).toContainText('2088-04-06')
    await expect(created).toContainText('2089-03-31')

    // Stored as AD dates, with the year in Nepali digits.
    const stored = await withE2eDatabase(async (client) => (await client.query(`select "from", "to" from financial_years where financial_year = '२०८८/८९'`)).rows[0])
    expect(stored).toEqual({ from: expect.any(Date), to: expect.any(Date) })

    await created.getByRole('button', { name: 'Edit' }).click()
    const edit = dialog(page, 'Edit Financial Year')
    await expect(edit.getByLabel('Financial Year')).toHaveValue('२०८८/८९')
    await edit.getByLabel('From', { exact: true }).fill('')
    await edit.getByLabel('From', { exact: true }).press('Tab')
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Financial Year Updated')).toBeVisible()
    await expect(row(page, '2088/89').getByRole('cell').nth(2)).toHaveText('–')

    await row(page, '2088/89').getByRole('button', { name: 'Delete' }).click()
    await dialog(page, 'Delete Financial Year').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Financial Year Deleted')).toBeVisible()
    await expect(row(page, '2088/89')).toHaveCount(0)

    // The calendar's last fiscal year: 2099/00 runs from Shrawan 1, 2099 to the last of Asar, 2100.
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const last = dialog(page, 'Add Financial Year')
    await last.getByLabel('Financial Year').fill('2099/00')
    await last.getByLabel('Financial Year').blur()
    await expect(last.getByLabel('From', { exact: true })).toHaveValue('2099-04-01')
    await expect(last.getByLabel('To', { exact: true })).toHaveValue('2100-03-31')
    await last.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(row(page, '2099/00')).toContainText('2099-04-01 BS')
    await expect(row(page, '2099/00')).toContainText('2100-03-31 BS')
    const lastStored = await withE2eDatabase(async (client) => (await client.query(`select "from"::text, "to"::text from financial_years where financial_year = '२०९९/००'`)).rows[0])
    expect(lastStored).toEqual({ from: '2042-07-17', to: '2043-07-16' })
    await row(page, '2099/00').getByRole('button', { name: 'Delete' }).click()
    await dialog(page, 'Delete Financial Year').getByRole('button', { name: 'Delete' }).click()
    await expect(row(page, '2099/00')).toHaveCount(0)
  })

  test('translations: add, edit with the English text read-only, never delete; a change shows on the next page load', async ({ page }) => {
    const english = `E2E label ${run}`
    await page.goto('/content/translation')
    await expect(page.getByRole('heading', { level: 1, name: 'Translation' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
    await expect(page.getByText(/Showing 1 to 50 of [\d,]+ entries/)).toBeVisible()

    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const add = dialog(page, 'Add Translation')
    await add.getByLabel('English text').fill(english)
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(add.getByText('Nepali text is required')).toBeVisible()
    await add.getByLabel('Nepali text').fill('परीक्षण शब्द')
    await add.getByLabel('Hint').fill('Only for the test')
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Translation Created')).toBeVisible()

    await page.getByLabel('Search translations').fill(english)
    await page.getByLabel('Search translations').press('Enter')
    await expect(page).toHaveURL(/\/en\/content\/translation\?search=E2E/)
    await expect(row(page, english)).toHaveCount(1)
    await row(page, english).getByRole('button', { name: 'Edit' }).click()
    const edit = dialog(page, 'Edit Translation')
    await expect(edit.getByLabel('English text')).toHaveAttribute('readonly', '')
    await edit.getByLabel('Nepali text').fill('परिवर्तित शब्द')
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Translation Updated')).toBeVisible()
    await expect(row(page, english)).toContainText('परिवर्तित शब्द')
    await expectNoSeriousViolations(page)

    // The heading of the content index is a label: change it and load a page.
    await page.getByLabel('Search translations').fill('Content Management')
    await page.getByLabel('Search translations').press('Enter')
    const label = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Content Management', exact: true }) })
    await label.getByRole('button', { name: 'Edit' }).click()
    await dialog(page, 'Edit Translation').getByLabel('Nepali text').fill('विषयवस्तु व्यवस्थापन')
    await dialog(page, 'Edit Translation').getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Translation Updated')).toBeVisible()
    await useLanguage(page, 'ne')
    await page.goto('/content')
    await expect(page.getByRole('heading', { level: 1, name: 'विषयवस्तु व्यवस्थापन' })).toBeVisible()

    // Put it back the same way.
    await useLanguage(page, 'en')
    await page.goto('/content/translation?search=Content%20Management')
    await label.getByRole('button', { name: 'Edit' }).click()
    await dialog(page, 'Edit Translation').getByLabel('Nepali text').fill('सामग्री व्यवस्थापन')
    await dialog(page, 'Edit Translation').getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Translation Updated')).toBeVisible()
    await useLanguage(page, 'ne')
    await page.goto('/content')
    await expect(page.getByRole('heading', { level: 1, name: 'सामग्री व्यवस्थापन' })).toBeVisible()
  })
})
