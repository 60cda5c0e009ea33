// Uploads on /profile: a refused file shows the spec's message and nothing is
// stored; a good logo waits for Save Logo; a document whose file has gone
// shows 'File Not Found' in the viewer, whose body's code comes with the
// first document opened (decision 104).
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { useLanguage } from './content-helpers'
import { exeFile, fakePdfFile, oversizedPngFile, pdfFile, pdfWithLinkToAnotherFile, pngFile, type UploadFile } from './profile-editor-fixtures'
import { nextNewChunk, watchChunks } from './support/chunks'
import { signInAsClerk, type Clerk } from './support/clerk'
import { E2E_DATA_DIR, SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function createProfile(page: Page, clerk: Clerk, name: string): Promise<number> {
  const response = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name, dao_registration_no: clerk.dao_registration_no } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { profile: { id: number } } }).data.profile.id
}

/** What the clerk has stored: uploaded files, documents and audit reports. */
async function storedFor(clerk: Clerk) {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ files: string; documents: string; reports: string; logo: string | null }>(
      `select (select count(*) from stored_files f where f.uploaded_by = u.id) as files,
              (select count(*) from profile_documents d join ngo_profiles p on p.id = d.profile_id where p.user_id = u.id) as documents,
              (select count(*) from audit_reports a join ngo_profiles p on p.id = a.profile_id where p.user_id = u.id) as reports,
              (select p.logo from ngo_profiles p where p.user_id = u.id) as logo
         from users u where u.mobile = $1`,
      [clerk.mobile],
    )
    return { files: Number(rows[0].files), documents: Number(rows[0].documents), reports: Number(rows[0].reports), logo: rows[0].logo }
  })
}

test('refused uploads show their message and store nothing', async ({ page }) => {
  await useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  await createProfile(page, clerk, 'अपलोड परीक्षण संस्था')
  await page.goto('/profile')

  // Logo: not an image, then too large.
  const chooseLogo = page.getByLabel('Choose Logo', { exact: true })
  await chooseOnceInteractive(chooseLogo, exeFile(), page.getByRole('alert').filter({ hasText: 'Please Select Image File' }))
  await expect(page.getByRole('button', { name: 'Save Logo' })).toBeDisabled()
  await chooseLogo.setInputFiles(oversizedPngFile())
  await expect(page.getByRole('alert').filter({ hasText: 'File size should be less than or equal to 2MB!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save Logo' })).toBeDisabled()

  // Documents: an executable is refused at once; text named .pdf is refused by the server.
  const documents = region(page, 'Documents')
  await documents.getByRole('button', { name: 'Edit', exact: true }).click()
  const chooser = documents.getByLabel('Choose File – Registration certificate', { exact: true })
  await chooser.setInputFiles(exeFile())
  await expect(documents.getByRole('alert').getByRole('link', { name: 'Please Select Image Or PDF File!' })).toBeVisible()
  await expect(chooser).toHaveAttribute('aria-invalid', 'true')
  await chooser.setInputFiles(fakePdfFile())
  await documents.getByLabel('Financial Year – Registration certificate', { exact: true }).selectOption({ index: 1 })
  await documents.getByRole('button', { name: 'Save', exact: true }).click()
  // The server's refusal is shown once, in the section's error summary (no toast).
  await expect(documents.getByRole('alert').getByRole('link', { name: 'Please Select Image Or PDF File!' })).toBeVisible()
  await expect(documents.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  // The failed save kept the chosen year and file, so closing asks first.
  await documents.getByRole('button', { name: 'Close', exact: true }).click()
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click()

  // Audit reports: PDF only, a year and a file are required.
  const reports = region(page, 'Audit reports')
  await reports.getByRole('button', { name: 'Edit', exact: true }).click()
  await reports.getByRole('button', { name: 'Add New' }).click()
  await reports.getByLabel('Financial Year – Audit Report 1', { exact: true }).selectOption({ index: 1 })
  await reports.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(reports.getByRole('alert').getByRole('link', { name: 'Please Select document file' })).toBeVisible()
  await reports.getByLabel('Choose PDF File – Audit Report 1', { exact: true }).setInputFiles(pngFile())
  await expect(reports.getByRole('alert').getByRole('link', { name: 'Please Select PDF File!' })).toBeVisible()
  await reports.getByLabel('Choose PDF File – Audit Report 1', { exact: true }).setInputFiles(fakePdfFile('audit.pdf'))
  await expect(reports.getByRole('alert').getByRole('link', { name: 'Please Select PDF File!' })).toHaveCount(0)
  await reports.getByRole('button', { name: 'Save', exact: true }).click()
  // Named .pdf but not a PDF: the server's refusal, in the section's error summary.
  await expect(reports.getByRole('alert').getByRole('link', { name: 'Please Select PDF File!' })).toBeVisible()

  expect(await storedFor(clerk)).toEqual({ files: 0, documents: 0, reports: 0, logo: null })
})

test('a PDF with a link to another file is refused in Nepali, naming the link, and nothing is stored', async ({ page }) => {
  await useLanguage(page, 'ne')
  const clerk = await signInAsClerk(page)
  await createProfile(page, clerk, 'लिङ्क परीक्षण संस्था')
  await page.goto('/profile')
  const reports = region(page, 'लेखापरीक्षण प्रतिवेदनहरू')
  await reports.getByRole('button', { name: 'सम्पादन', exact: true }).click()
  await reports.getByRole('button', { name: 'नयाँ थप्नुहोस्' }).click()
  await reports.getByLabel('आर्थिक वर्ष – लेखापरीक्षण प्रतिवेदन १', { exact: true }).selectOption({ index: 1 })
  await reports.getByLabel('PDF फाइल छान्नुहोस् – लेखापरीक्षण प्रतिवेदन १', { exact: true }).setInputFiles(pdfWithLinkToAnotherFile())
  await reports.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
  await expect(reports.getByRole('alert').getByRole('link', { name: 'PDF मा अर्को फाइलको लिङ्क (/GoToR) छ; कुनै कार्य (action) नभएको PDF अपलोड गर्नुहोस्' })).toBeVisible()
  expect(await storedFor(clerk)).toEqual({ files: 0, documents: 0, reports: 0, logo: null })
})

/**
 * Chooses a file once the page answers: a file chosen while the streamed page
 * is still becoming interactive goes unseen (no person is that fast), so it is
 * chosen again until `shows` appears.
 */
async function chooseOnceInteractive(input: Locator, file: UploadFile, shows: Locator) {
  await expect(async () => {
    await input.setInputFiles(file)
    await expect(shows).toBeVisible({ timeout: 1_000 })
  }).toPass()
}

test('a chosen logo is a preview until Save Logo stores it', async ({ page }) => {
  await useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  await createProfile(page, clerk, 'लोगो परीक्षण संस्था')
  await page.goto('/profile')
  await chooseOnceInteractive(page.getByLabel('Choose Logo', { exact: true }), pngFile(), page.getByRole('img', { name: 'New logo (not saved yet)' }))
  await expect(page.getByRole('img', { name: 'New logo (not saved yet)' })).toHaveAttribute('src', /^blob:/)
  expect((await storedFor(clerk)).files).toBe(0)
  await page.getByRole('button', { name: 'Save Logo' }).click()
  await expect(page.getByText('Uploading Logo Success')).toBeVisible()
  // A logo is named by its NGO's name (here the Nepali one, marked as such: the profile has no English name).
  const logo = page.getByRole('img', { name: 'लोगो परीक्षण संस्था', exact: true })
  await expect(logo).toHaveAttribute('src', /^\/api\/files\/[a-f0-9]{32}$/)
  await expect(logo).toHaveAttribute('lang', 'ne')
  const stored = await storedFor(clerk)
  expect(stored.files).toBe(1)
  expect(stored.logo).toMatch(/^[a-f0-9]{32}$/)
  await page.reload()
  await expect(page.getByRole('img', { name: 'लोगो परीक्षण संस्था', exact: true })).toBeVisible()
})

test('the viewer says File Not Found when a document file has gone', async ({ page }) => {
  await useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  const profileId = await createProfile(page, clerk, 'हराएको फाइल संस्था')
  const file = pdfFile()
  const upload = await page.request.post('/api/ngo/upload', {
    headers: SAME_ORIGIN,
    multipart: { image: { name: file.name, mimeType: file.mimeType, buffer: file.buffer }, id: String(profileId), file_name: 'certificate' },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const fileID = ((await upload.json()) as { data: { fileID: string } }).data.fileID
  const configs = ((await (await page.request.get('/api/ngo/document/config')).json()) as { data: Record<string, { id: number; document_name: string; document_name_en: string | null }[]> }).data
  const config = Object.values(configs).flat()[0]
  const years = ((await (await page.request.get('/api/ngo/annual-budget-financial-year')).json()) as { data: Record<string, { id: number }[]> }).data
  const year = Object.values(years).flat()[0]
  const saved = await page.request.put(`/api/ngo/${profileId}/document`, {
    headers: SAME_ORIGIN,
    data: { document_config_id: config.id, annual_budget_financial_year_id: year.id, file: fileID },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  fs.rmSync(path.join(E2E_DATA_DIR, 'uploads', fileID.slice(0, 2), fileID))

  const chunks = watchChunks(page)
  await page.goto('/profile')
  await page.waitForLoadState('networkidle')
  // The English page names the document in English.
  const documentName = config.document_name_en ?? config.document_name
  // The viewer's body is not in the first load: opening a document fetches its code.
  const body = nextNewChunk(page, new Set(chunks))
  await region(page, 'Documents').getByRole('button', { name: `View: ${documentName}` }).click()
  await body
  const viewer = page.getByRole('dialog', { name: documentName })
  await expect(viewer.getByText('File Not Found')).toBeVisible()
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(viewer).toBeHidden()
})
