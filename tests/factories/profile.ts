// Profiles for tests, made through the portal's own domain functions.
import { asc, eq } from 'drizzle-orm'
import { documentConfigs, financialYears, options, organizationalStructureConfigs, organizationTypes, rulesRegulationsPlanConfigs, type User } from '@/db/schema'
import type { Viewer } from '@/lib/auth/session'
import { db } from '@/lib/db'
import { storeUpload } from '@/lib/files/upload'
import { saveDocument } from '@/lib/profile/documents'
import { createProfile as createProfileRecord, getProfile, setProfileStatus } from '@/lib/profile/profile'
import {
  annualBudgetBody,
  associateBody,
  organizationalStructureBody,
  profileCreateBody,
  rulesRegulationsPlanBody,
  type ProfileSaveInput,
} from '@/lib/profile/schemas'
import { saveAnnualBudgets, saveAssociates, saveOrganizationalStructure, saveRulesRegulationsPlans } from '@/lib/profile/sections'
import { createUser } from '@/tests/factories'
import { pdfBytes } from '@/tests/fixtures/files'

type ProfileOwner = Pick<User, 'id' | 'name' | 'mobile' | 'email' | 'role' | 'dao_registration_no'>

/** The viewer a user is when signed in (what the route handlers resolve from a token). */
export function viewerOf(user: ProfileOwner, ngoProfileId: number | null = null): Viewer {
  return { ...user, ngo_profile_id: ngoProfileId, sessionId: '00000000-0000-4000-8000-000000000000' }
}

let superAdmin: Promise<Viewer> | undefined

function superAdminViewer() {
  superAdmin ??= createUser({ role: 'super_admin', name: 'Registry Administrator' }).then((user) => viewerOf(user))
  return superAdmin
}

async function firstIds() {
  const [type] = await db.select({ id: organizationTypes.id }).from(organizationTypes).orderBy(asc(organizationTypes.id)).limit(1)
  const scopes = await db.select({ id: options.id }).from(options).where(eq(options.type, 'thematic-scope')).orderBy(asc(options.id)).limit(2)
  const groups = await db.select({ id: options.id }).from(options).where(eq(options.type, 'target-group')).orderBy(asc(options.id)).limit(2)
  return { typeId: type.id, scopeIds: scopes.map((row) => row.id), groupIds: groups.map((row) => row.id) }
}

export type CreateProfileOptions = {
  /** Fill every section so that all completeness flags are 1. */
  complete?: boolean
  /** Verify it (status active, is_verified true) as the super administrator would. */
  verified?: boolean
  /** Then set it inactive. */
  inactive?: boolean
}

/**
 * A realistic profile owned by `owner`, saved as POST ngo/profile would save
 * it. `overrides` are body fields of that call.
 */
export async function createProfile(owner: ProfileOwner, overrides: Partial<ProfileSaveInput> & Record<string, unknown> = {}, options: CreateProfileOptions = {}) {
  const { typeId, scopeIds, groupIds } = await firstIds()
  const viewer = viewerOf(owner)
  const input = profileCreateBody.parse({
    name: 'ललितपुर सामुदायिक विकास केन्द्र',
    name_en: 'Lalitpur Community Development Centre',
    name_acronym: 'LCDC',
    organization_type_id: typeId,
    location: 'Lalitpur-5, Pulchowk',
    house_no: '१२',
    phone: '01-5521234',
    email: 'info@lcdc.org.np',
    website: 'lcdc.org.np',
    contact_person_name: 'Sita Maharjan',
    contact_person_post: 'Programme Officer',
    contact_person_phone: '9841000001',
    contact_person_email: 'sita@lcdc.org.np',
    head_person_name: 'Ram Shakya',
    head_person_post: 'Chairperson',
    head_person_phone: '9851000002',
    dao_registration_no: owner.dao_registration_no,
    dao_district: 'lalitpur',
    dao_registration_date: '2015-08-20',
    vision: 'A self-reliant community.',
    mission: 'Education and health for every household.',
    subjective_works: scopeIds,
    target_group_categories: groupIds,
    ...overrides,
  })
  let profile = await createProfileRecord(viewer, input)
  const ownerViewer = viewerOf(owner, profile.id)

  if (options.complete) {
    const [year] = await db.select().from(financialYears).orderBy(asc(financialYears.financial_year)).limit(1)
    const [structure] = await db.select().from(organizationalStructureConfigs).orderBy(asc(organizationalStructureConfigs.id)).limit(1)
    const [rule] = await db.select().from(rulesRegulationsPlanConfigs).orderBy(asc(rulesRegulationsPlanConfigs.id)).limit(1)
    await saveOrganizationalStructure(
      ownerViewer,
      profile.id,
      organizationalStructureBody.parse([{ organizational_structure_config_id: structure.id, co_ordinary_member_male: 4, co_ordinary_member_female: 6 }]),
    )
    await saveAnnualBudgets(
      ownerViewer,
      profile.id,
      annualBudgetBody.parse([{ financial_year_id: year.id, fund_received_from_internal_sources: 150000, internal_source: 'Membership', fund_received_from_external_bodies: 500000, external_body: 'Municipality' }]),
    )
    await saveAssociates(ownerViewer, profile.id, associateBody.parse([{ org_office_keyperson: 'Ward Office 5', objectives_program: 'Literacy classes' }]))
    await saveRulesRegulationsPlans(ownerViewer, profile.id, rulesRegulationsPlanBody.parse([{ rules_regulations_plan_config_id: rule.id, status: 1 }]))
    const mandatory = await db.select().from(documentConfigs).where(eq(documentConfigs.mandatory, true))
    for (const config of mandatory) {
      const upload = await storeUpload(ownerViewer, {
        target: { purpose: 'document', profileId: profile.id },
        image: new File([pdfBytes(config.document_name.replace(/[^\x20-\x7e]/g, 'x'))], 'document.pdf', { type: 'application/pdf' }),
        fileName: `document-${config.id}`,
      })
      await saveDocument(ownerViewer, profile.id, { document_config_id: config.id, annual_budget_financial_year_id: year.id, file: upload.fileID })
    }
  }
  if (options.verified || options.inactive) {
    const admin = await superAdminViewer()
    if (options.verified) await setProfileStatus(admin, profile.id, { status: 'active' })
    if (options.inactive) await setProfileStatus(admin, profile.id, { status: 'inactive' })
  }
  profile = await getProfile(ownerViewer, profile.id)
  return { profile, viewer: ownerViewer }
}
