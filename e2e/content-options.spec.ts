import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, insertProfiles, signInAsSuperAdmin, useLanguage, type ProfileFixture } from './content-helpers'
import { withE2eDatabase } from './support/database'
import { SAME_ORIGIN } from './support/constants'

const run = Date.now().toString(36)

test.beforeEach(async ({ page }) => {
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'en')
})

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
}

function profile(name: string, optionNames: string[]): ProfileFixture {
  return {
    name,
    name_en: name,
    location: 'Patan',
    phone: '015500000',
    contact_person_name: 'Contact',
    head_person_name: 'Head',
    dao_registration_no: '9/080',
    status: 'active',
    is_verified: true,
    is_complete: true,
    optionNames,
  }
}

async function linkedOptionNames(profileId: number) {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select o.name from profile_options po join options o on o.id = po.option_id where po.profile_id = $1 order by o.name',
      [profileId],
    )
    return rows.map((item) => item.name)
  })
}

test.describe('target groups and thematic scopes', () => {
  test('add prompts for a name and refuses one already in the list; edit, hide and delete', async ({ page }) => {
    const name = `Domestic workers ${run}`
    await page.goto('/content/target-group')
    await expect(page.getByRole('heading', { level: 1, name: 'Target Group' })).toBeVisible()
    await expectNoSeriousViolations(page)

    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const add = page.getByRole('dialog', { name: 'Add Target Group' })
    // The name, and its optional English name.
    await expect(add.getByRole('textbox')).toHaveCount(2)
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(add.getByText('Name is required')).toBeVisible()
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(' महिला ')
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(add.getByText('Name Already Exist')).toBeVisible()
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await add.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Target Group Created')).toBeVisible()
    await expect(row(page, name)).toHaveCount(1)

    // Hidden from the NGO forms, kept on the profiles that use it.
    const [profileId] = await insertProfiles([profile(`लक्षित ${run}`, [name])])
    await page.reload()
    await expect(row(page, name).getByRole('cell').nth(5)).toHaveText('1')
    await row(page, name).getByRole('checkbox', { name: `Shown in NGO forms: ${name}` }).uncheck()
    await expect(page.getByText('Target Group Updated')).toBeVisible()
    await expect(row(page, name).getByRole('checkbox', { name: `Shown in NGO forms: ${name}` })).not.toBeChecked()
    const forForms = await (await page.request.get('/api/ngo/target-group-or-thematic-scope?type=target-group&active=true')).json()
    expect(forForms.data.options.map((option: { name: string }) => option.name)).not.toContain(name)
    expect(await linkedOptionNames(profileId)).toEqual([name])

    // A used option cannot be deleted; the message says what uses it.
    await row(page, name).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete Target Group' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Failed to Delete Target Group: Used by 1 NGO profile')).toBeVisible()
    await page.getByRole('dialog', { name: 'Delete Target Group' }).getByRole('button', { name: 'Cancel' }).click()

    // Edit: rename and show it again (once the earlier toast has gone, so the next one is this edit's).
    await expect(page.getByText('Target Group Updated')).toHaveCount(0)
    await row(page, name).getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Target Group' })
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} (renamed)`)
    await edit.getByLabel('Shown in NGO forms').check()
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Target Group Updated')).toBeVisible()
    await expect(row(page, `${name} (renamed)`).getByRole('checkbox', { name: /Shown in NGO forms/ })).toBeChecked()
    expect(await linkedOptionNames(profileId)).toEqual([`${name} (renamed)`])

    // An unused one goes.
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('dialog', { name: 'Add Target Group' }).getByRole('textbox', { name: 'Name', exact: true }).fill(`Temporary ${run}`)
    await page.getByRole('dialog', { name: 'Add Target Group' }).getByRole('button', { name: 'Save', exact: true }).click()
    await row(page, `Temporary ${run}`).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete Target Group' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Target Group Deleted')).toBeVisible()
    await expect(row(page, `Temporary ${run}`)).toHaveCount(0)
  })

  test('merge moves every profile to the merged option once and removes the others', async ({ page }) => {
    const [first, second, third] = [`Merge one ${run}`, `Merge two ${run}`, `Merge three ${run}`]
    for (const name of [first, second, third]) {
      const response = await page.request.post('/api/ngo/target-group-or-thematic-scope', { headers: SAME_ORIGIN, data: { name, type: 'thematic-scope' } })
      expect(response.status()).toBe(201)
    }
    const [both, onlyThird] = await insertProfiles([profile(`मर्ज क ${run}`, [first, second, 'शिक्षा']), profile(`मर्ज ख ${run}`, [third])])

    await page.goto('/content/thematic-scope')
    // One selected is not enough.
    await row(page, first).getByRole('checkbox', { name: `Select: ${first}` }).check()
    await page.getByRole('button', { name: /^Merge/ }).click()
    await expect(page.getByText('Select more than one item to merge')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Merge Thematic Scope' })).toHaveCount(0)

    await row(page, second).getByRole('checkbox', { name: `Select: ${second}` }).check()
    await row(page, third).getByRole('checkbox', { name: `Select: ${third}` }).check()
    await page.getByRole('button', { name: 'Merge (3)' }).click()
    const merge = page.getByRole('dialog', { name: 'Merge Thematic Scope' })
    await expect(merge.getByRole('listitem')).toHaveCount(3)
    await expect(merge.getByLabel('Merged name')).toHaveValue(first)
    await merge.getByLabel('Merged name').fill('')
    await merge.getByRole('button', { name: 'Merge' }).click()
    await expect(merge.getByText('Name is required')).toBeVisible()
    await expectNoSeriousViolations(page)
    const mergedName = `Merged ${run}`
    await merge.getByLabel('Merged name').fill(mergedName)
    await merge.getByRole('button', { name: 'Merge' }).click()
    await expect(page.getByText('Thematic Scope Merged')).toBeVisible()

    for (const name of [first, second, third]) await expect(row(page, name)).toHaveCount(0)
    await expect(row(page, mergedName).getByRole('cell').nth(5)).toHaveText('2')
    expect(await linkedOptionNames(both)).toEqual([mergedName, 'शिक्षा'].sort())
    expect(await linkedOptionNames(onlyThird)).toEqual([mergedName])
  })

  test('thematic scopes in Nepali', async ({ page }) => {
    await useLanguage(page, 'ne')
    await page.goto('/content/thematic-scope')
    await expect(page.getByRole('heading', { level: 1, name: 'कार्य क्षेत्र' })).toBeVisible()
    await page.getByRole('button', { name: 'थप्नुहोस्', exact: true }).click()
    const add = page.getByRole('dialog', { name: 'थप्नुहोस् कार्य क्षेत्र' })
    await add.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
    await expect(add.getByText('नाम आवश्यक छ')).toBeVisible()
    await add.getByRole('textbox', { name: 'नाम', exact: true }).fill('शिक्षा')
    await add.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
    await expect(add.getByText('यो नाम पहिल्यै छ')).toBeVisible()
    await add.getByRole('button', { name: 'बन्द गर्नुहोस्' }).click()
    await expect(add).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })
})
