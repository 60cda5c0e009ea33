// A clerk fills every section of /profile, saves each, reloads and sees every
// value as entered: in Nepali with Nepali digits and Bikram Sambat dates, and
// in English in the edit forms.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { useLanguage } from './content-helpers'
import { pdfFile, pngFile } from './profile-editor-fixtures'
import { signInAsClerk } from './support/clerk'

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function edit(section: Locator) {
  await section.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(section.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
}

async function save(page: Page, section: Locator, success: string) {
  await section.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(success, { exact: true }).first()).toBeVisible()
  // Edit mode closes once the reloaded data is in.
  await expect(section.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
}

/** Types a BS date into a date field and commits it. */
async function typeDate(section: Locator, label: string, bsDate: string) {
  const input = section.getByLabel(label, { exact: true })
  await input.fill(bsDate)
  await input.press('Enter')
}

test('a clerk fills every section, and after a reload sees every value as entered', async ({ page }) => {
  test.setTimeout(240_000)
  await useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  await page.goto('/profile')

  let organizationType = ''
  let organizationTypeId = ''
  await test.step('profile', async () => {
    const profile = region(page, 'Profile')
    await profile.getByRole('textbox', { name: 'Name in Nepali', exact: true }).fill('ललितपुर सेवा समाज')
    await profile.getByLabel('Name in English', { exact: true }).fill('Lalitpur Sewa Samaj')
    await profile.getByLabel('Acronym', { exact: true }).fill('LSS')
    const type = profile.getByLabel('Organization type', { exact: true })
    await type.selectOption({ index: 2 })
    organizationType = (await type.locator('option:checked').textContent()) ?? ''
    organizationTypeId = await type.inputValue()
    await profile.getByLabel('Location', { exact: true }).fill('Patan Dhoka')
    await profile.getByLabel('House number', { exact: true }).fill('१२३')
    await profile.getByLabel('Phone', { exact: true }).fill('015550123')
    await profile.getByLabel('Email', { exact: true }).fill('info@lss.org.np')
    await profile.getByLabel('Website', { exact: true }).fill('https://lss.org.np/')
    await profile.getByLabel('Registration number with the municipality', { exact: true }).fill('LMC-45')
    await profile.getByLabel('Tax registration number', { exact: true }).fill('601234567')
    await profile.getByLabel('DAO Registration No.', { exact: true }).fill(clerk.dao_registration_no)

    // The district: others asks for the name, lalitpur fills it.
    const district = profile.getByLabel('District', { exact: true })
    await district.selectOption('others')
    await profile.getByLabel('District Name', { exact: true }).fill('काठमाडौं')
    await district.selectOption('lalitpur')
    await expect(profile.getByLabel('District Name', { exact: true })).toHaveCount(0)

    // The calendar button draws its icon itself: no character a font (an emoji font) must supply.
    const toggle = profile.getByRole('button', { name: 'Choose date: DAO Registration Date' })
    await expect(toggle.locator('svg')).toBeVisible()
    expect((await toggle.textContent())?.trim()).toBe('')

    // One date through the calendar: year list, month, day.
    await profile.getByRole('textbox', { name: 'DAO Registration Date', exact: true }).click()
    const calendar = page.getByRole('dialog', { name: 'Choose date: DAO Registration Date' })
    await expect(calendar).toBeVisible()
    const years = calendar.getByLabel('Year', { exact: true })
    await expect(years.locator('option').first()).toHaveText(/^20[89]\d$/)
    await expect(years.locator('option').last()).toHaveText('2000')
    await years.selectOption('2075')
    await calendar.getByLabel('Month', { exact: true }).selectOption('4')
    await calendar.getByRole('button', { name: /^15 .* 2075$/ }).click()
    await expect(calendar).toBeHidden()
    await expect(profile.getByRole('textbox', { name: 'DAO Registration Date', exact: true })).toHaveValue('2075-04-15')

    await typeDate(profile, 'DAO Last Renewal Date', '2080-05-01')
    await profile.getByLabel('Social Welfare Registration No.', { exact: true }).fill('SWC-9876')
    await typeDate(profile, 'Social Welfare Registration Date', '2076-01-10')
    await typeDate(profile, 'Social Welfare Last Renewal Date', '2080-02-20')
    await profile.getByLabel('NGO Registration No.', { exact: true }).fill('NFN-321')
    await typeDate(profile, 'NGO Registration Date', '2077-06-05')
    await typeDate(profile, 'NGO Last Renewal Date', '2081-03-03')
    await typeDate(profile, 'Last annual meeting or general assembly date', '2081-09-12')
    await typeDate(profile, 'Latest audit report date', '2081-08-30')
    await profile.getByLabel('Head Person Name', { exact: true }).fill('Sita Maharjan')
    await profile.getByLabel('Head Person Post', { exact: true }).fill('Chairperson')
    await profile.getByLabel('Head Person Phone', { exact: true }).fill('9841000001')
    await profile.getByLabel('Head Person Email', { exact: true }).fill('sita@lss.org.np')
    await typeDate(profile, 'Head Person Last Elected Date', '2079-11-01')
    await profile.getByLabel('Contact Person Name', { exact: true }).fill('Ram Shakya')
    await profile.getByLabel('Contact Person Post', { exact: true }).fill('Secretary')
    await profile.getByLabel('Contact Person Phone', { exact: true }).fill('9841000002')
    await profile.getByLabel('Contact Person Email', { exact: true }).fill('ram@lss.org.np')
    await profile.getByLabel('Ordinary members – Male', { exact: true }).fill('५')
    await profile.getByLabel('Ordinary members – Female', { exact: true }).fill('3')
    await expect(profile.getByLabel('Ordinary members – Total', { exact: true })).toHaveText('8')
    await profile.getByLabel('Volunteers – LGBTQI', { exact: true }).fill('2')
    await save(page, profile, 'Profile Save Success !')
  })

  await test.step('vision, mission, goal and objectives, with a section reset', async () => {
    const section = region(page, 'Vision, mission, goal and objectives')
    await edit(section)
    await section.getByLabel('Vision', { exact: true }).fill('A fair Lalitpur')
    await section.getByLabel('Mission', { exact: true }).fill('Serve every ward')
    await section.getByLabel('Goal', { exact: true }).fill('Clean water for all')
    await section.getByLabel('Objectives', { exact: true }).fill('One\nTwo')
    await save(page, section, 'Vision, mission, goal and objectives Update Success')
    await edit(section)
    await section.getByLabel('Vision', { exact: true }).fill('Something else')
    await section.getByRole('button', { name: 'Reset', exact: true }).click()
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click()
    await expect(section.getByLabel('Vision', { exact: true })).toHaveValue('A fair Lalitpur')
    await section.getByRole('button', { name: 'Close', exact: true }).click()
  })

  await test.step('programs', async () => {
    const section = region(page, 'Programs')
    await edit(section)
    await section.getByLabel('Program area', { exact: true }).fill('Water and sanitation')
    await section.getByRole('group', { name: 'Thematic Scope' }).getByLabel('Education', { exact: true }).check()
    await section.getByRole('group', { name: 'Thematic Scope' }).getByLabel('Health', { exact: true }).check()
    await section.getByRole('group', { name: 'Target Group' }).getByLabel('Women', { exact: true }).check()
    await section.getByLabel('Major programs', { exact: true }).fill('Drinking water schemes')
    await section.getByLabel('Major achievements', { exact: true }).fill('Forty taps')
    await section.getByLabel('Major challenges', { exact: true }).fill('Funding')
    await save(page, section, 'Programs Update Success')
    await expect(section.getByText('Health')).toBeVisible()
  })

  await test.step('key persons, with add row and the whole reset', async () => {
    const section = region(page, 'Associate, partnership firm and office key persons')
    await edit(section)
    await section.getByLabel('Organization, office or key person – Row 1', { exact: true }).fill('Ward office 5')
    await section.getByLabel('Objectives or program – Row 1', { exact: true }).fill('Joint sanitation drive')
    await section.getByRole('button', { name: 'Add New' }).click()
    await section.getByLabel('Organization, office or key person – Row 2', { exact: true }).fill('Red Cross Lalitpur')
    await section.getByLabel('Objectives or program – Row 2', { exact: true }).fill('First aid training')
    await section.getByRole('button', { name: 'Add New' }).click()
    await save(page, section, 'Associate, partnership firm and office key persons Update Success')
    await expect(section.getByRole('cell', { name: 'Red Cross Lalitpur' })).toBeVisible()
    // The whole reset drops unsaved changes everywhere and closes edit mode.
    await edit(section)
    await section.getByLabel('Organization, office or key person – Row 1', { exact: true }).fill('Changed')
    // It asks first: typed values are about to be thrown away.
    await page.getByRole('button', { name: 'Reset All' }).click()
    const question = page.getByRole('dialog', { name: 'Discard every unsaved change?' })
    await expect(question).toContainText('Associate, partnership firm and office key persons')
    await question.getByRole('button', { name: 'Discard changes' }).click()
    await expect(section.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
    await expect(section.getByRole('cell', { name: 'Ward office 5' })).toBeVisible()
  })

  await test.step('rules, regulations and plans', async () => {
    const section = region(page, 'Rules, regulations and plans')
    await edit(section)
    await section.getByLabel('Constitution of the organisation', { exact: true }).check()
    await section.getByLabel('Procurement policy', { exact: true }).check()
    await save(page, section, 'Rules, regulations and plans Update Success')
    await expect(section.locator('li[data-status="1"]')).toHaveCount(2)
  })

  await test.step('current organizational structure', async () => {
    const section = region(page, 'Current organizational structure')
    await edit(section)
    await section.getByLabel('Dalit – Ordinary members – Male', { exact: true }).fill('2')
    await section.getByLabel('Dalit – Ordinary members – Female', { exact: true }).fill('३')
    await expect(section.getByLabel('Dalit – Ordinary members – Total', { exact: true })).toHaveText('5')
    await section.getByLabel('Adivasi Janajati – Ordinary members – Male', { exact: true }).fill('4')
    await section.getByLabel('Multiple disabilities – Employees – LGBTQI', { exact: true }).fill('1')
    // A count below 0 is refused.
    await section.getByLabel('Madhesi – Volunteers – Female', { exact: true }).fill('-1')
    await section.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(section.getByRole('alert').getByRole('link', { name: 'must be 0 or more' })).toBeVisible()
    await section.getByLabel('Madhesi – Volunteers – Female', { exact: true }).fill('')
    await save(page, section, 'Current organizational structure Update Success')
    // Saved, the section lists the names with numbers; each group of counts ends with its totals.
    const membersTotal = section.getByRole('group', { name: 'Ordinary members' }).getByRole('row', { name: /^Total: Ordinary members/ })
    await expect(membersTotal.getByRole('cell')).toHaveText(['6', '3', '0', '9'])
  })

  await test.step('subjective manpower', async () => {
    const section = region(page, 'Subjective manpower detail')
    await edit(section)
    await section.getByLabel('Subject – Row 1', { exact: true }).fill('Engineering')
    await section.getByLabel('Male – Row 1', { exact: true }).fill('3')
    await section.getByLabel('Female – Row 1', { exact: true }).fill('2')
    await expect(section.getByLabel('Total – Row 1', { exact: true })).toHaveText('5')
    await save(page, section, 'Subjective manpower detail Update Success')
  })

  let budgetYear = ''
  await test.step('annual budget: the financial year is required', async () => {
    const section = region(page, 'Annual budget')
    await edit(section)
    await section.getByLabel('Fund received from internal sources – Row 1', { exact: true }).fill('1000.50')
    await section.getByLabel('Internal sources – Row 1', { exact: true }).fill('Membership fees')
    await section.getByLabel('Fund received from external bodies – Row 1', { exact: true }).fill('2000')
    await section.getByLabel('External bodies – Row 1', { exact: true }).fill('Municipality grant')
    await expect(section.getByLabel('Total amount – Row 1', { exact: true })).toHaveText('3,000.5')
    await section.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(section.getByRole('alert').getByRole('link', { name: 'financial year is missing' })).toBeVisible()
    await expect(section.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
    const year = section.getByLabel('Financial Year – Row 1', { exact: true })
    await year.selectOption({ index: 2 })
    budgetYear = (await year.locator('option:checked').textContent()) ?? ''
    await save(page, section, 'Annual budget Update Success')
  })

  await test.step('documents: a PDF and an image, each with its financial year', async () => {
    const section = region(page, 'Documents')
    await edit(section)
    await section.getByLabel('Choose File – Registration certificate', { exact: true }).setInputFiles(pdfFile())
    await section.getByLabel('Choose File – Renewal certificate', { exact: true }).setInputFiles(pngFile('renewal.png'))
    await section.getByLabel('Financial Year – Renewal certificate', { exact: true }).selectOption({ index: 1 })
    await section.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(section.getByRole('alert').getByRole('link', { name: 'Please Select annual budget financial year' })).toBeVisible()
    await section.getByLabel('Financial Year – Registration certificate', { exact: true }).selectOption({ index: 3 })
    // A chosen file says it arrived, beside the rows' save (spec section 9).
    await save(page, section, 'File Upload Success, Document Save Success')
    await expect(section.getByRole('row', { name: /Renewal certificate/ }).getByText('Valid', { exact: true })).toBeVisible()

    await section.getByRole('button', { name: 'View: Registration certificate' }).click()
    const viewer = page.getByRole('dialog', { name: 'Registration certificate' })
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/)
    await viewer.getByRole('button', { name: 'Close' }).click()
    await section.getByRole('button', { name: 'View: Renewal certificate' }).click()
    await expect(page.getByRole('dialog', { name: 'Renewal certificate' }).getByRole('img', { name: 'Renewal certificate' })).toBeVisible()
    await page.getByRole('dialog', { name: 'Renewal certificate' }).getByRole('button', { name: 'Close' }).click()
  })

  await test.step('audit reports: a new row is created', async () => {
    const section = region(page, 'Audit reports')
    await edit(section)
    await section.getByRole('button', { name: 'Add New' }).click()
    await section.getByLabel('Choose PDF File – Audit Report 1', { exact: true }).setInputFiles(pdfFile('audit.pdf', 'Audit 2080'))
    await section.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(section.getByRole('alert').getByRole('link', { name: 'Please Select annual budget financial year' })).toBeVisible()
    await section.getByLabel('Financial Year – Audit Report 1', { exact: true }).selectOption({ index: 1 })
    await save(page, section, 'File Upload Success, Audit reports Update Success')
    // Its View button opens the section's one viewer, named by the report's year.
    await section.getByRole('button', { name: 'View: Audit Report 1' }).click()
    const report = page.getByRole('dialog', { name: /^Audit Report \d{4}\/\d{2}$/ })
    await expect(report).toBeVisible()
    await report.getByRole('button', { name: 'Close' }).click()
    await expect(report).toBeHidden()
    // A saved row is changed in place (PUT), not added again.
    await edit(section)
    await section.getByLabel('Financial Year – Audit Report 1', { exact: true }).selectOption({ index: 2 })
    await save(page, section, 'Audit reports Update Success')
    await expect(section.getByRole('button', { name: /^View: Audit Report/ })).toHaveCount(1)
  })

  await test.step('after a reload in Nepali: Nepali digits and BS dates', async () => {
    await useLanguage(page, 'ne')
    await page.goto('/profile')
    const profile = region(page, 'प्रोफाइल')
    await expect(profile.getByText('ललितपुर सेवा समाज')).toBeVisible()
    await expect(profile.getByText('१२३', { exact: true })).toBeVisible()
    await expect(profile.getByText('२०७५-०४-१५ वि.सं.', { exact: true })).toBeVisible()
    await expect(profile.getByText('२०८१-०९-१२ वि.सं.', { exact: true })).toBeVisible()
    await expect(profile.getByText('२०७९-११-०१ वि.सं.', { exact: true })).toBeVisible()
    // The district (ललितपुर) and its name, set when lalitpur was chosen.
    await expect(profile.getByText('ललितपुर', { exact: true })).toHaveCount(2)
    // The Nepali page names the organisation type in Nepali.
    const types = ((await (await page.request.get('/api/ngo/organization-type')).json()) as { data: { organizationTypes: { id: number; type: string }[] } }).data.organizationTypes
    const nepaliType = types.find((entry) => String(entry.id) === organizationTypeId)!.type
    await expect(profile.getByText(nepaliType, { exact: true })).toBeVisible()
    const counts = profile.getByRole('row', { name: /^साधारण सदस्य|^Ordinary members/ })
    await expect(counts.getByRole('cell').nth(0)).toHaveText('५')
    await expect(counts.getByRole('cell').nth(3)).toHaveText('८')
    const budget = region(page, 'वार्षिक बजेट')
    await expect(budget.getByRole('cell', { name: '३,०००.५' })).toBeVisible()
    await expect(budget.getByRole('cell', { name: '१,०००.५' })).toBeVisible()
    await expect(budget.getByText(budgetYear.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)]))).toBeVisible()
    const manpower = region(page, 'विषयगत जनशक्ति विवरण')
    await expect(manpower.getByRole('cell', { name: 'Engineering' })).toBeVisible()
    await expect(manpower.getByRole('cell', { name: '५', exact: true })).toBeVisible()
  })

  await test.step('after a reload in English: every form holds what was entered', async () => {
    await useLanguage(page, 'en')
    // The structure's read-only blocks come once, in the HTML; the page's flight data only names them (decision 108).
    const html = await (await page.request.get('/en/profile')).text()
    const flight = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((match) => match[1]).join('')
    expect(flight.length).toBeGreaterThan(0)
    expect(html).toContain('id="os0-total"')
    expect(flight).not.toContain('os0-total')
    await page.goto('/profile')
    const profile = region(page, 'Profile')
    await edit(profile)
    const expected: [string, string][] = [
      ['Name in Nepali', 'ललितपुर सेवा समाज'],
      ['Name in English', 'Lalitpur Sewa Samaj'],
      ['Acronym', 'LSS'],
      ['Location', 'Patan Dhoka'],
      ['House number', '123'],
      ['Phone', '015550123'],
      ['Email', 'info@lss.org.np'],
      ['Website', 'https://lss.org.np/'],
      ['Registration number with the municipality', 'LMC-45'],
      ['Tax registration number', '601234567'],
      ['DAO Registration No.', clerk.dao_registration_no],
      ['DAO Registration Date', '2075-04-15'],
      ['DAO Last Renewal Date', '2080-05-01'],
      ['Social Welfare Registration No.', 'SWC-9876'],
      ['Social Welfare Registration Date', '2076-01-10'],
      ['Social Welfare Last Renewal Date', '2080-02-20'],
      ['NGO Registration No.', 'NFN-321'],
      ['NGO Registration Date', '2077-06-05'],
      ['NGO Last Renewal Date', '2081-03-03'],
      ['Last annual meeting or general assembly date', '2081-09-12'],
      ['Latest audit report date', '2081-08-30'],
      ['Head Person Name', 'Sita Maharjan'],
      ['Head Person Post', 'Chairperson'],
      ['Head Person Phone', '9841000001'],
      ['Head Person Email', 'sita@lss.org.np'],
      ['Head Person Last Elected Date', '2079-11-01'],
      ['Contact Person Name', 'Ram Shakya'],
      ['Contact Person Post', 'Secretary'],
      ['Contact Person Phone', '9841000002'],
      ['Contact Person Email', 'ram@lss.org.np'],
      ['Ordinary members – Male', '5'],
      ['Ordinary members – Female', '3'],
      ['Volunteers – LGBTQI', '2'],
    ]
    for (const [label, value] of expected) await expect(profile.getByRole('textbox', { name: label, exact: true }), label).toHaveValue(value)
    await expect(profile.getByLabel('District', { exact: true })).toHaveValue('lalitpur')
    await expect(profile.getByLabel('Organization type', { exact: true }).locator('option:checked')).toHaveText(organizationType)
    await profile.getByRole('button', { name: 'Close', exact: true }).click()

    const vision = region(page, 'Vision, mission, goal and objectives')
    await edit(vision)
    await expect(vision.getByLabel('Objectives', { exact: true })).toHaveValue('One\nTwo')
    await expect(vision.getByLabel('Mission', { exact: true })).toHaveValue('Serve every ward')
    await vision.getByRole('button', { name: 'Close', exact: true }).click()

    const programs = region(page, 'Programs')
    await edit(programs)
    await expect(programs.getByLabel('Program area', { exact: true })).toHaveValue('Water and sanitation')
    await expect(programs.getByRole('group', { name: 'Thematic Scope' }).getByLabel('Health', { exact: true })).toBeChecked()
    await expect(programs.getByRole('group', { name: 'Target Group' }).getByLabel('Women', { exact: true })).toBeChecked()
    await expect(programs.getByRole('group', { name: 'Target Group' }).getByLabel('Youth', { exact: true })).not.toBeChecked()
    await expect(programs.getByLabel('Major challenges', { exact: true })).toHaveValue('Funding')
    await programs.getByRole('button', { name: 'Close', exact: true }).click()

    const keyPersons = region(page, 'Associate, partnership firm and office key persons')
    await expect(keyPersons.getByRole('cell', { name: 'First aid training' })).toBeVisible()
    await expect(keyPersons.getByRole('row')).toHaveCount(3)

    const structure = region(page, 'Current organizational structure')
    await edit(structure)
    await expect(structure.getByLabel('Dalit – Ordinary members – Female', { exact: true })).toHaveValue('3')
    await expect(structure.getByLabel('Multiple disabilities – Employees – LGBTQI', { exact: true })).toHaveValue('1')
    await structure.getByRole('button', { name: 'Close', exact: true }).click()
    // Closed, the read-only blocks the page's HTML brought show again (decision 108).
    const membersTotal = structure.getByRole('group', { name: 'Ordinary members' }).getByRole('row', { name: /^Total: Ordinary members/ })
    await expect(membersTotal.getByRole('cell')).toHaveText(['6', '3', '0', '9'])

    const budget = region(page, 'Annual budget')
    await expect(budget.getByRole('cell', { name: 'Membership fees' })).toBeVisible()
    await expect(budget.getByRole('cell', { name: 'Municipality grant' })).toBeVisible()
    await expect(budget.getByRole('cell', { name: budgetYear, exact: true })).toBeVisible()

    // Every section now counts as complete except the documents (mandatory ones are missing).
    await expect(region(page, 'Profile').locator('[data-complete]').first()).toHaveAttribute('data-complete', '1')
    await expect(region(page, 'Documents').locator('[data-complete]').first()).toHaveAttribute('data-complete', '0')
  })
})
