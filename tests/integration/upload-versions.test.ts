// No lost update for documents and audit reports (decision 059): each is a
// section of the editor with its own version. A save based on an older one
// is refused with 409 and changes nothing; a save answers the new version,
// which the next row's save sends; a save without a version goes through as
// before (an older client).
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUT as auditReportUpdateRoute } from '@/app/api/ngo/[id]/audit-report/[reportId]/route'
import { POST as auditReportCreateRoute } from '@/app/api/ngo/[id]/audit-report/route'
import { GET as auditReportsRoute } from '@/app/api/ngo/[id]/audit-reports/route'
import { PUT as documentRoute } from '@/app/api/ngo/[id]/document/route'
import { GET as documentsRoute } from '@/app/api/ngo/[id]/documents/route'
import * as associateRoute from '@/app/api/ngo/[id]/associate/route'
import { GET as profileRoute } from '@/app/api/ngo/profile/[id]/route'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { auditLog, auditReports, documentConfigs, financialYears, profileDocuments, profileSectionVersions } from '@/db/schema'
import { BASE_VERSION_INVALID } from '@/lib/api/base-version'
import { STALE_VERSION_MESSAGE } from '@/lib/api/versions'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { pdfBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

async function upload(headers: Record<string, string>, id: string) {
  const form = new FormData()
  form.set('image', new File([new Uint8Array(pdfBytes())], 'file.pdf'))
  form.set('id', id)
  form.set('file_name', '1712345678901-file')
  const response = await call(uploadRoute, { method: 'POST', body: form, headers })
  expect(response.status, response.text).toBe(201)
  return response.json.data.fileID as string
}

async function ownProfile() {
  const owner = await createSignedInUser()
  const { profile } = await createProfile(owner.user)
  return { ...owner, profile, params: { id: String(profile.id) } }
}

async function years() {
  return db.select().from(financialYears).orderBy(asc(financialYears.id))
}

/** Everything a refused save could have touched, to compare before and after. */
async function snapshot(profileId: number) {
  return {
    documents: await db.select().from(profileDocuments).where(eq(profileDocuments.profile_id, profileId)).orderBy(asc(profileDocuments.id)),
    reports: await db.select().from(auditReports).where(eq(auditReports.profile_id, profileId)).orderBy(asc(auditReports.id)),
    versions: await db.select().from(profileSectionVersions).where(eq(profileSectionVersions.profile_id, profileId)).orderBy(asc(profileSectionVersions.section)),
    log: (await db.select({ id: auditLog.id }).from(auditLog)).length,
  }
}

describe('document saves carry their version', () => {
  it('takes the first of two saves from one read, refuses the second with 409 and changes nothing, then takes the fresh version', async () => {
    const { headers, params, profile } = await ownProfile()
    const [config, other] = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id)).limit(2)
    const [year, nextYear] = await years()
    const read = await call(documentsRoute, { headers, params })
    const base = read.json.data.version
    expect(base).toEqual(expect.any(Number))
    expect(read.headers.get('etag')).toBe(`"${base}"`)

    const mine = await upload(headers, params.id)
    const first = await call(documentRoute, { method: 'PUT', headers, params, body: { document_config_id: config.id, annual_budget_financial_year_id: year.id, file: mine, base_version: base } })
    expect(first.status, first.text).toBe(200)
    expect(first.json.data.version).toBeGreaterThan(base)

    // A second person opened the documents before the first save: theirs is refused, whichever document it names.
    const theirs = await upload(headers, params.id)
    const before = await snapshot(profile.id)
    for (const document_config_id of [config.id, other.id]) {
      const second = await call(documentRoute, { method: 'PUT', headers, params, body: { document_config_id, annual_budget_financial_year_id: nextYear.id, file: theirs, base_version: base } })
      expect(second.status).toBe(409)
      expect(second.json.message).toBe(STALE_VERSION_MESSAGE)
      expect(second.json.data.version).toBe(first.json.data.version)
      expect(Date.parse(second.json.data.changed_at)).toBeGreaterThan(Date.now() - 60_000)
    }
    expect(await snapshot(profile.id)).toEqual(before)

    // The next row of the same save sends the version the previous one answered.
    const next = await call(documentRoute, {
      method: 'PUT',
      headers,
      params,
      body: { document_config_id: other.id, annual_budget_financial_year_id: nextYear.id, file: theirs, base_version: first.json.data.version },
    })
    expect(next.status, next.text).toBe(200)
    const again = await call(documentsRoute, { headers, params })
    expect(again.json.data.version).toBe(next.json.data.version)
    expect(again.json.data.documents.map((row: { document_config_id: number }) => row.document_config_id)).toEqual([config.id, other.id])
  })

  it('takes If-Match, and a save without a version as before', async () => {
    const { headers, params } = await ownProfile()
    const [config] = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id)).limit(1)
    const [year] = await years()
    const stale = (await call(documentsRoute, { headers, params })).headers.get('etag')!
    const body = async () => ({ document_config_id: config.id, annual_budget_financial_year_id: year.id, file: await upload(headers, params.id) })
    expect((await call(documentRoute, { method: 'PUT', headers: { ...headers, 'if-match': stale }, params, body: await body() })).status).toBe(200)
    const refused = await call(documentRoute, { method: 'PUT', headers: { ...headers, 'if-match': stale }, params, body: await body() })
    expect(refused.status).toBe(409)
    expect((await call(documentRoute, { method: 'PUT', headers, params, body: await body() })).status).toBe(200)
  })

  it('refuses a bad version with 400 and a clear message, changing nothing', async () => {
    const { headers, params, profile } = await ownProfile()
    const [config] = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id)).limit(1)
    const [year] = await years()
    const file = await upload(headers, params.id)
    const before = await snapshot(profile.id)
    for (const base_version of ['abc', -1, 1.5, '3', true]) {
      const response = await call(documentRoute, { method: 'PUT', headers, params, body: { document_config_id: config.id, annual_budget_financial_year_id: year.id, file, base_version } })
      expect(response.status, String(base_version)).toBe(400)
      expect(response.json.errors).toEqual({ base_version: BASE_VERSION_INVALID })
    }
    expect(await snapshot(profile.id)).toEqual(before)
  })

  it('does not conflict with a save of another section, and shows in the profile version', async () => {
    const { headers, params } = await ownProfile()
    const [config] = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id)).limit(1)
    const [year] = await years()
    const documentsBase = (await call(documentsRoute, { headers, params })).json.data.version
    const associateBase = (await call(associateRoute.GET, { headers, params })).json.data.version
    expect((await call(associateRoute.PUT, { method: 'PUT', headers, params, body: { rows: [{ org_office_keyperson: 'Head' }], base_version: associateBase } })).status).toBe(200)
    const saved = await call(documentRoute, {
      method: 'PUT',
      headers,
      params,
      body: { document_config_id: config.id, annual_budget_financial_year_id: year.id, file: await upload(headers, params.id), base_version: documentsBase },
    })
    expect(saved.status, saved.text).toBe(200)
    const profile = (await call(profileRoute, { headers, params })).json.data.profile
    expect(profile.section_versions.documents).toBe(saved.json.data.version)
    expect(profile.version).toBe(saved.json.data.version)
  })
})

describe('audit report saves carry their version', () => {
  it('refuses an add or a change based on an older version, changing nothing, and takes the fresh one', async () => {
    const { headers, params, profile } = await ownProfile()
    const [year, nextYear] = await years()
    const base = (await call(auditReportsRoute, { headers, params })).json.data.version
    const added = await call(auditReportCreateRoute, {
      method: 'POST',
      headers,
      params,
      body: { annual_budget_financial_year_id: year.id, file: await upload(headers, `audit-report/${year.id}`), base_version: base },
    })
    expect(added.status, added.text).toBe(201)
    const reportParams = { ...params, reportId: String(added.json.data.auditReport.id) }

    const file = await upload(headers, `audit-report/${nextYear.id}`)
    const before = await snapshot(profile.id)
    const staleAdd = await call(auditReportCreateRoute, { method: 'POST', headers, params, body: { annual_budget_financial_year_id: nextYear.id, file, base_version: base } })
    expect(staleAdd.status).toBe(409)
    expect(staleAdd.json.message).toBe(STALE_VERSION_MESSAGE)
    const staleChange = await call(auditReportUpdateRoute, { method: 'PUT', headers, params: reportParams, body: { annual_budget_financial_year_id: nextYear.id, base_version: base } })
    expect(staleChange.status).toBe(409)
    expect(await snapshot(profile.id)).toEqual(before)

    const read = await call(auditReportsRoute, { headers, params })
    expect(read.json.data.version).toBe(added.json.data.version)
    expect(read.headers.get('etag')).toBe(`"${added.json.data.version}"`)
    const changed = await call(auditReportUpdateRoute, { method: 'PUT', headers, params: reportParams, body: { annual_budget_financial_year_id: nextYear.id, base_version: read.json.data.version } })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json.data.auditReport.annual_budget_financial_year_id).toBe(nextYear.id)
    expect(changed.json.data.version).toBeGreaterThan(read.json.data.version)
  })
})
