// The data of the read-only profile page /profile/{id}: who sees which
// profile, and that documents and audit reports reach signed-in viewers only.
import { asc } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentConfigs, rulesRegulationsPlanConfigs } from '@/db/schema'
import type { Viewer } from '@/lib/auth/session'
import { db } from '@/lib/db'
import { storeUpload } from '@/lib/files/upload'
import { createAuditReport } from '@/lib/profile/documents'
import { getProfilePage } from '@/lib/profile/public-page'
import { saveRulesRegulationsPlans, saveSubjectiveManpower } from '@/lib/profile/sections'
import { rulesRegulationsPlanBody, subjectiveManpowerBody } from '@/lib/profile/schemas'
import { createUser } from '@/tests/factories'
import { createProfile, viewerOf } from '@/tests/factories/profile'
import { pdfBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'

withTemporaryUploads()

let publicId: number
let hiddenId: number
let inactiveId: number
let publicOwner: Viewer
let hiddenOwner: Viewer
let otherNgo: Viewer
let superAdmin: Viewer

beforeAll(async () => {
  const complete = await createProfile(await createUser(), { vision: 'Line one\nLine two', major_challenges: '<b>not markup</b>' }, { complete: true, verified: true })
  publicId = complete.profile.id
  publicOwner = complete.viewer
  const hidden = await createProfile(await createUser(), { name: 'Hidden NGO' })
  hiddenId = hidden.profile.id
  hiddenOwner = hidden.viewer
  inactiveId = (await createProfile(await createUser(), { name: 'Inactive NGO' }, { verified: true, inactive: true })).profile.id
  otherNgo = viewerOf(await createUser())
  superAdmin = viewerOf(await createUser({ role: 'super_admin' }))

  await saveSubjectiveManpower(publicOwner, publicId, subjectiveManpowerBody.parse([{ subject: 'Law', male: 2, female: 3 }]))
  const upload = await storeUpload(publicOwner, { target: { purpose: 'audit_report', fiscalYear: '2080/81' }, image: new File([pdfBytes()], 'audit.pdf'), fileName: 'audit' })
  await createAuditReport(publicOwner, publicId, { annual_budget_financial_year: '2080/81', file: upload.fileID })
})

describe('a verified, active profile', () => {
  it('is readable without signing in, every section, but no documents or audit reports', async () => {
    const page = await getProfilePage(null, publicId)
    expect(page).not.toBeNull()
    expect(page!.profile.name).toBe('ललितपुर सामुदायिक विकास केन्द्र')
    expect(page!.profile.vision).toBe('Line one\nLine two')
    expect(page!.profile.major_challenges).toBe('<b>not markup</b>')
    expect(page!.profile.subjective_works.length).toBeGreaterThan(0)
    expect(page!.profile.completeness.complete).toBe(1)
    expect(page!.structure).toHaveLength(1)
    expect(page!.structure[0].co_ordinary_member_total).toBe(10)
    expect(page!.manpower).toEqual([expect.objectContaining({ subject: 'Law', male: 2, female: 3, total: 5 })])
    expect(page!.budgets).toEqual([expect.objectContaining({ fund_received_from_internal_sources: 150000, total_amount: 650000 })])
    expect(page!.associates).toEqual([expect.objectContaining({ org_office_keyperson: 'Ward Office 5' })])
    expect(page!.documents).toBeNull()
    expect(page!.auditReports).toBeNull()
    // The public never gets the account link or the timestamps.
    expect(page!.profile).not.toHaveProperty('user_id')
  })

  it('gives signed-in viewers one document line per document type, and the audit reports', async () => {
    const configs = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id))
    for (const viewer of [publicOwner, otherNgo, superAdmin]) {
      const page = await getProfilePage(viewer, publicId)
      expect(page!.documents!.map((line) => line.document_config_id)).toEqual(configs.map((config) => config.id))
      for (const line of page!.documents!) {
        if (line.mandatory) {
          expect(line.document?.file_url).toMatch(/^\/api\/files\/[a-f0-9]{32}$/)
          expect(line.document?.is_valid).toBe(line.document?.valid_till === null || line.document!.valid_till! >= new Date().toISOString().slice(0, 10))
        }
      }
      expect(page!.auditReports).toEqual([expect.objectContaining({ file_url: expect.stringMatching(/^\/api\/files\//) })])
    }
  })
})

describe('a profile the public may not see', () => {
  it('is not found for the public and for other NGOs, unverified or inactive', async () => {
    for (const profileId of [hiddenId, inactiveId]) {
      expect(await getProfilePage(null, profileId)).toBeNull()
      expect(await getProfilePage(otherNgo, profileId)).toBeNull()
    }
  })

  it('is readable by its owner and the super administrator, with the status they need', async () => {
    const own = await getProfilePage(hiddenOwner, hiddenId)
    expect(own!.profile).toMatchObject({ name: 'Hidden NGO', status: 'new_registration', is_verified: false })
    expect(own!.documents).not.toBeNull()
    const seenByAdmin = await getProfilePage(superAdmin, inactiveId)
    expect(seenByAdmin!.profile).toMatchObject({ name: 'Inactive NGO', status: 'inactive', is_verified: true })
  })

  it('a profile that does not exist is not found for anyone', async () => {
    for (const viewer of [null, otherNgo, superAdmin]) expect(await getProfilePage(viewer, 2_000_000_000)).toBeNull()
  })
})

describe('the rules, regulations and plans checklist', () => {
  it('lists every configured item with the NGO answer (unanswered is no), then items of its own', async () => {
    const configs = await db.select().from(rulesRegulationsPlanConfigs).orderBy(asc(rulesRegulationsPlanConfigs.id))
    expect(configs.length).toBeGreaterThan(1)
    await saveRulesRegulationsPlans(
      hiddenOwner,
      hiddenId,
      rulesRegulationsPlanBody.parse([
        { rules_regulations_plan_config_id: configs[1].id, status: 1 },
        { rules_regulations_plan_config_id: configs[0].id, status: 0 },
        { name: 'Gender policy', status: 1 },
      ]),
    )
    const page = await getProfilePage(hiddenOwner, hiddenId)
    expect(page!.checklist.map((item) => [item.name, item.status])).toEqual([
      ...configs.map((config, index) => [config.name, index === 1 ? 1 : 0]),
      ['Gender policy', 1],
    ])
  })
})
