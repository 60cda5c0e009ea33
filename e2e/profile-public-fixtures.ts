// NGO profiles for the public profile page specs, made the way an NGO makes
// them: a registered account saves its profile, logo, sections, documents and
// audit report through the API; the super administrator verifies it when asked.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { BASE_URL, signInAsNgo } from './content-helpers'
import { E2E_SUPER_ADMIN, SAME_ORIGIN } from './support/constants'

type Envelope<Data> = { message: string; data: Data }

async function ok<Data>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<Data> {
  const text = await response.text()
  expect(response.status(), `${response.url()}: ${text}`).toBe(status)
  return (JSON.parse(text) as Envelope<Data>).data
}

/** A one-page PDF, small and well-formed. */
export function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 18 Tf 20 60 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

async function upload(request: APIRequestContext, target: string, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const data = await ok<{ fileID: string }>(
    await request.post('/api/ngo/upload', { headers: SAME_ORIGIN, multipart: { image: { name, mimeType, buffer }, id: target, file_name: name.replace(/\.[^.]+$/, '') } }),
    201,
  )
  return data.fileID
}

export type ProfileFixture = {
  id: number
  /** The owner's signed-in page (its request context carries the session). */
  owner: Page
  values: {
    name: string
    name_en: string
    name_acronym: string
    location: string
    phone: string
    email: string
    vision: string
    mission: string
    program_area: string
    major_challenges: string
    head_person_name: string
    contact_person_name: string
    keyPerson: string
    manpowerSubject: string
    thematicScope: string
    targetGroup: string
    documentName: string
    structureName: string
    /** The English names of the same reference content, as English pages show them. */
    english: { organizationType: string; thematicScope: string; targetGroup: string; documentName: string; structureName: string }
  }
}

/**
 * A complete profile of a new NGO account, with a logo, every section, the
 * mandatory documents and an audit report; verified when `verified`.
 */
export async function createProfileFixture(browser: Browser, label: string, options: { verified: boolean }): Promise<ProfileFixture> {
  const context = await browser.newContext({ baseURL: BASE_URL })
  const owner = await context.newPage()
  await signInAsNgo(owner, 'user')
  const request = owner.request
  const me = await ok<{ user: { dao_registration_no: string } }>(await request.get('/api/auth/me'))
  const scopes = await ok<{ options: { id: number; name: string; name_en: string | null }[] }>(await request.get('/api/ngo/target-group-or-thematic-scope?type=thematic-scope'))
  const groups = await ok<{ options: { id: number; name: string; name_en: string | null }[] }>(await request.get('/api/ngo/target-group-or-thematic-scope?type=target-group'))
  const types = await ok<{ organizationTypes: { id: number; type: string; type_en: string | null }[] }>(await request.get('/api/ngo/organization-type'))
  const years = await ok<{ financialYears: { id: number; financial_year: string }[] }>(await request.get('/api/ngo/annual-budget-financial-year'))
  const structures = await ok<{ organizationalStructureConfigs: { id: number; name: string; name_en: string | null }[] }>(await request.get('/api/ngo/organizational-structure/config'))
  const rules = await ok<{ rulesRegulationsPlanConfigs: { id: number }[] }>(await request.get('/api/ngo/rules-regulations-plan/config'))
  const documents = await ok<{ documentConfigs: { id: number; document_name: string; document_name_en: string | null; mandatory: boolean }[] }>(await request.get('/api/ngo/document/config'))

  const document = documents.documentConfigs.find((config) => config.mandatory) ?? documents.documentConfigs[0]
  const values: ProfileFixture['values'] = {
    name: `सार्वजनिक संस्था ${label}`,
    name_en: `Public Profile NGO ${label}`,
    name_acronym: `PP${label.slice(-3).toUpperCase()}`,
    location: 'Lalitpur-3, Kupondole',
    phone: '01-5550101',
    email: `info-${label}@example.org`,
    vision: `Vision of ${label}: a literate ward.\nSecond line of the vision.`,
    mission: `Mission of ${label}.`,
    program_area: `Program area of ${label}`,
    major_challenges: '<b>Funding</b> & staff',
    head_person_name: `Head ${label}`,
    contact_person_name: `Contact ${label}`,
    keyPerson: `Ward Office of ${label}`,
    manpowerSubject: `Law ${label}`,
    thematicScope: scopes.options[0].name,
    targetGroup: groups.options[0].name,
    documentName: document.document_name,
    structureName: structures.organizationalStructureConfigs[0].name,
    english: {
      organizationType: types.organizationTypes[0].type_en ?? types.organizationTypes[0].type,
      thematicScope: scopes.options[0].name_en ?? scopes.options[0].name,
      targetGroup: groups.options[0].name_en ?? groups.options[0].name,
      documentName: document.document_name_en ?? document.document_name,
      structureName: structures.organizationalStructureConfigs[0].name_en ?? structures.organizationalStructureConfigs[0].name,
    },
  }

  const { profile } = await ok<{ profile: { id: number } }>(
    await request.post('/api/ngo/profile', {
      headers: SAME_ORIGIN,
      data: {
        name: values.name,
        name_en: values.name_en,
        name_acronym: values.name_acronym,
        organization_type_id: types.organizationTypes[0].id,
        location: values.location,
        house_no: '४५',
        phone: values.phone,
        email: values.email,
        website: 'example.org',
        contact_person_name: values.contact_person_name,
        contact_person_phone: '9841000011',
        head_person_name: values.head_person_name,
        head_person_post: 'Chairperson',
        dao_registration_no: me.user.dao_registration_no,
        dao_district: 'lalitpur',
        dao_registration_date: '2015-08-20',
        vision: values.vision,
        mission: values.mission,
        program_area: values.program_area,
        major_challenges: values.major_challenges,
        ordinary_member_male: 120,
        ordinary_member_female: 150000,
        subjective_works: [scopes.options[0].id],
        target_group_categories: [groups.options[0].id],
      },
    }),
    201,
  )
  const id = profile.id
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer()
  const logo = await upload(request, 'logo', 'logo.png', 'image/png', png)
  await ok(await request.put(`/api/ngo/profile/${id}`, { headers: SAME_ORIGIN, data: { logo } }))

  const year = years.financialYears[0]
  await ok(
    await request.put(`/api/ngo/${id}/organizational-structure`, {
      headers: SAME_ORIGIN,
      data: [{ organizational_structure_config_id: structures.organizationalStructureConfigs[0].id, co_ordinary_member_male: 4, co_ordinary_member_female: 6 }],
    }),
  )
  await ok(await request.put(`/api/ngo/${id}/subjective-manpower-detail`, { headers: SAME_ORIGIN, data: [{ subject: values.manpowerSubject, male: 2, female: 3 }] }))
  await ok(
    await request.put(`/api/ngo/${id}/annual-budget`, {
      headers: SAME_ORIGIN,
      data: [{ financial_year_id: year.id, fund_received_from_internal_sources: 150000, internal_source: 'Membership', fund_received_from_external_bodies: 500000, external_body: 'Municipality' }],
    }),
  )
  await ok(await request.put(`/api/ngo/${id}/associate`, { headers: SAME_ORIGIN, data: [{ org_office_keyperson: values.keyPerson, objectives_program: 'Literacy classes' }] }))
  await ok(await request.put(`/api/ngo/${id}/rules-regulations-plan`, { headers: SAME_ORIGIN, data: rules.rulesRegulationsPlanConfigs.map((config) => ({ rules_regulations_plan_config_id: config.id, status: 1 })) }))
  for (const config of documents.documentConfigs.filter((candidate) => candidate.mandatory)) {
    const file = await upload(request, String(id), `document-${config.id}.pdf`, 'application/pdf', pdfBytes(`Document ${config.id}`))
    await ok(await request.put(`/api/ngo/${id}/document`, { headers: SAME_ORIGIN, data: { document_config_id: config.id, annual_budget_financial_year_id: year.id, file } }))
  }
  const auditFile = await upload(request, `audit-report/${year.financial_year}`, 'audit.pdf', 'application/pdf', pdfBytes('Audit report'))
  await ok(await request.post(`/api/ngo/${id}/audit-report`, { headers: SAME_ORIGIN, data: { annual_budget_financial_year_id: year.id, file: auditFile } }), 201)

  if (options.verified) await setStatusAsSuperAdmin(browser, id, 'active')
  return { id, owner, values }
}

/** PUT ngo/profile/{id}/status as the super administrator, from a context of its own. */
export async function setStatusAsSuperAdmin(browser: Browser, profileId: number, status: 'active' | 'inactive') {
  const context = await browser.newContext({ baseURL: BASE_URL })
  try {
    const signedIn = await context.request.post('/api/auth/login', {
      headers: SAME_ORIGIN,
      data: { mobile: E2E_SUPER_ADMIN.mobile, password: E2E_SUPER_ADMIN.password, super_admin: true },
    })
    expect(signedIn.status(), await signedIn.text()).toBe(200)
    await ok(await context.request.put(`/api/ngo/profile/${profileId}/status`, { headers: SAME_ORIGIN, data: status === 'active' ? { status, is_verified: true } : { status } }))
  } finally {
    await context.close()
  }
}
