import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUT as auditReportUpdateRoute } from '@/app/api/ngo/[id]/audit-report/[reportId]/route'
import { POST as auditReportCreateRoute } from '@/app/api/ngo/[id]/audit-report/route'
import { GET as auditReportsRoute } from '@/app/api/ngo/[id]/audit-reports/route'
import { PUT as documentRoute } from '@/app/api/ngo/[id]/document/route'
import { GET as documentsRoute } from '@/app/api/ngo/[id]/documents/route'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { auditReports, documentConfigs, financialYears, profileDocuments } from '@/db/schema'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { pdfBytes, pngBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

async function upload(headers: Record<string, string>, id: string, bytes: Buffer, name = 'file.pdf') {
  const form = new FormData()
  form.set('image', new File([new Uint8Array(bytes)], name))
  form.set('id', id)
  form.set('file_name', `1712345678901-${name.replace(/\.\w+$/, '')}`)
  const response = await call(uploadRoute, { method: 'POST', body: form, headers })
  expect(response.status, response.text).toBe(201)
  return response.json.data.fileID as string
}

async function ownProfile(options: { verified?: boolean } = {}) {
  const owner = await createSignedInUser()
  const { profile } = await createProfile(owner.user, {}, options)
  return { ...owner, profile, params: { id: String(profile.id) } }
}

async function yearByLabel(label: string) {
  const [year] = await db.select().from(financialYears).where(eq(financialYears.financial_year, label))
  return year
}

async function configs() {
  return db.select().from(documentConfigs).orderBy(asc(documentConfigs.id))
}

describe('PUT /api/ngo/{id}/document and GET documents', () => {
  it('creates one document per type with the renewal rule of the chosen financial year, then replaces it', async () => {
    const { headers, params, profile } = await ownProfile()
    const yearly = (await configs()).find((config) => config.renewal_time_period_in_year === 1)!
    const year = await yearByLabel('२०८०/८१')
    const fileId = await upload(headers, String(profile.id), pdfBytes())
    const response = await call(documentRoute, {
      method: 'PUT',
      headers,
      params,
      body: { document_config_id: yearly.id, renewal_time_period_in_year: 99, annual_budget_financial_year_id: year.id, last_renewal_date: '1999-01-01', id: null, file: fileId },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.json.message).toBe('Document Save Success')
    expect(response.json.data.document).toMatchObject({
      document_config_id: yearly.id,
      name: yearly.document_name,
      file: fileId,
      file_url: `/api/files/${fileId}`,
      renewal_time_period_in_year: 1,
      annual_budget_financial_year_id: year.id,
      annual_budget_financial_year: '२०८०/८१',
      // Shrawan 1, 2080 and the last day of Ashadh 2081.
      last_renewal_date: '2023-07-17',
      valid_till: '2024-07-15',
      is_valid: false,
    })

    // The same type again: the one document is updated, the file kept when none is sent.
    const current = (await db.select().from(financialYears).orderBy(asc(financialYears.financial_year))).at(-1)!
    const renewed = await call(documentRoute, { method: 'PUT', headers, params, body: { document_config_id: yearly.id, annual_budget_financial_year_id: current.id, id: response.json.data.document.id } })
    expect(renewed.status).toBe(200)
    expect(renewed.json.data.document).toMatchObject({ id: response.json.data.document.id, file: fileId, is_valid: true })
    expect(await db.select().from(profileDocuments).where(eq(profileDocuments.profile_id, profile.id))).toHaveLength(1)

    const read = await call(documentsRoute, { headers, params })
    expect(read.json.data.documents).toEqual([renewed.json.data.document])
  })

  it('gives a document without renewal period no expiry, and counts mandatory documents for completeness', async () => {
    const { headers, params, profile } = await ownProfile()
    const all = await configs()
    const permanent = all.find((config) => config.renewal_time_period_in_year === 0 && config.mandatory)!
    const year = await yearByLabel('२०७५/७६')
    const fileId = await upload(headers, String(profile.id), await pngBytes(), 'certificate.png')
    const response = await call(documentRoute, { method: 'PUT', headers, params, body: { document_config_id: permanent.id, annual_budget_financial_year_id: String(year.id), file: fileId } })
    expect(response.json.data.document).toMatchObject({ valid_till: null, is_valid: true, last_renewal_date: '2018-07-17' })
    expect(response.json.data.completeness.document).toBe(0)

    for (const config of all.filter((candidate) => candidate.mandatory && candidate.id !== permanent.id)) {
      const file = await upload(headers, String(profile.id), pdfBytes())
      const saved = await call(documentRoute, { method: 'PUT', headers, params, body: { document_config_id: config.id, annual_budget_financial_year_id: year.id, file } })
      expect(saved.status).toBe(200)
    }
    const read = await call(documentsRoute, { headers, params })
    expect(read.json.data.documents).toHaveLength(all.filter((config) => config.mandatory).length)
    const last = await call(documentRoute, { method: 'PUT', headers, params, body: { document_config_id: permanent.id, annual_budget_financial_year_id: year.id } })
    expect(last.json.data.completeness.document).toBe(1)
  })

  it('refuses a missing or unknown financial year, unknown types, missing files and files that are not the NGO\'s own', async () => {
    const { headers, params, profile } = await ownProfile()
    const [config] = await configs()
    const year = await yearByLabel('२०८०/८१')
    const fileId = await upload(headers, String(profile.id), pdfBytes())
    const other = await ownProfile()
    const othersFile = await upload(other.headers, String(other.profile.id), pdfBytes())
    const logo = await upload(headers, 'logo', await pngBytes(), 'logo.png')
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ document_config_id: config.id, file: fileId }, 400, 'Please Select annual budget financial year'],
      [{ document_config_id: config.id, annual_budget_financial_year_id: 999999, file: fileId }, 400, 'Failed annual budget finandial year not found'],
      [{ document_config_id: 999999, annual_budget_financial_year_id: year.id, file: fileId }, 400],
      [{ annual_budget_financial_year_id: year.id, file: fileId }, 400],
      [{ document_config_id: config.id, annual_budget_financial_year_id: year.id }, 400, 'Please Select document file'],
      [{ document_config_id: config.id, annual_budget_financial_year_id: year.id, file: 'f'.repeat(32) }, 400, 'File Not Found'],
      [{ document_config_id: config.id, annual_budget_financial_year_id: year.id, file: othersFile }, 400, 'File Not Found'],
      [{ document_config_id: config.id, annual_budget_financial_year_id: year.id, file: logo }, 400, 'File Not Found'],
      [{ document_config_id: config.id, annual_budget_financial_year_id: year.id, file: '../../etc/passwd' }, 400],
      [{ document_config_id: config.id, annual_budget_financial_year_id: year.id, file: fileId, id: 999999 }, 404],
    ]
    for (const [body, status, message] of cases) {
      const response = await call(documentRoute, { method: 'PUT', headers, params, body })
      expect(response.status, JSON.stringify(body)).toBe(status)
      if (message) expect(response.json.message).toBe(message)
    }
    expect(await db.select().from(profileDocuments).where(eq(profileDocuments.profile_id, profile.id))).toHaveLength(0)
  })

  it('shows documents only to signed-in viewers, and only for readable profiles', async () => {
    const { params, profile } = await ownProfile({ verified: true })
    expect((await call(documentsRoute, { params })).status).toBe(401)
    const stranger = await createSignedInUser()
    expect((await call(documentsRoute, { headers: stranger.headers, params })).status).toBe(200)
    const hidden = await ownProfile()
    expect((await call(documentsRoute, { headers: stranger.headers, params: hidden.params })).status).toBe(404)
    expect((await call(documentsRoute, { headers: hidden.headers, params: hidden.params })).status).toBe(200)
    expect(profile.id).toBeGreaterThan(0)
  })
})

describe('POST/PUT /api/ngo/{id}/audit-report and GET audit-reports', () => {
  it('creates a report by POST (year by label or id) and updates it by PUT', async () => {
    const { headers, params, profile } = await ownProfile()
    const fileId = await upload(headers, 'audit-report/२०८०/८१', pdfBytes())
    const created = await call(auditReportCreateRoute, { method: 'POST', headers, params, body: { annual_budget_financial_year: '2080/81', file: fileId } })
    expect(created.status, created.text).toBe(201)
    const report = created.json.data.auditReport
    expect(report).toMatchObject({ annual_budget_financial_year: '२०८०/८१', file: fileId, file_url: `/api/files/${fileId}` })

    const year = await yearByLabel('२०७९/८०')
    const replacement = await upload(headers, 'audit-report/2079/80', pdfBytes('Replacement'))
    const updated = await call(auditReportUpdateRoute, {
      method: 'PUT',
      headers,
      params: { ...params, reportId: String(report.id) },
      body: { annual_budget_financial_year: year.id, id: report.id, file: replacement },
    })
    expect(updated.status).toBe(200)
    expect(updated.json.data.auditReport).toMatchObject({ id: report.id, annual_budget_financial_year: '२०७९/८०', file: replacement })

    const second = await upload(headers, 'audit-report/2080/81', pdfBytes('Second'))
    await call(auditReportCreateRoute, { method: 'POST', headers, params, body: { annual_budget_financial_year: '२०८०/८१', file: second } })
    const read = await call(auditReportsRoute, { headers, params })
    expect(read.json.data.auditReports.map((row: { annual_budget_financial_year: string }) => row.annual_budget_financial_year)).toEqual(['२०८०/८१', '२०७९/८०'])
    expect(await db.select().from(auditReports).where(eq(auditReports.profile_id, profile.id))).toHaveLength(2)
  })

  it('refuses reports without a year or file, with a document or image file, and reports of other profiles', async () => {
    const { headers, params, profile } = await ownProfile()
    const pdf = await upload(headers, 'audit-report/2080/81', pdfBytes())
    const documentFile = await upload(headers, String(profile.id), pdfBytes())
    const cases: [Record<string, unknown>, string][] = [
      [{ file: pdf }, 'Please Select annual budget financial year'],
      [{ annual_budget_financial_year: '2080/82', file: pdf }, 'Failed annual budget finandial year not found'],
      [{ annual_budget_financial_year: '1990/91', file: pdf }, 'Failed annual budget finandial year not found'],
      [{ annual_budget_financial_year: '2080/81' }, 'Please Select document file'],
      [{ annual_budget_financial_year: '2080/81', file: documentFile }, 'File Not Found'],
    ]
    for (const [body, message] of cases) {
      const response = await call(auditReportCreateRoute, { method: 'POST', headers, params, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json.message).toBe(message)
    }
    const created = await call(auditReportCreateRoute, { method: 'POST', headers, params, body: { annual_budget_financial_year: '2080/81', file: pdf } })
    const reportParams = { ...params, reportId: String(created.json.data.auditReport.id) }
    for (const body of [{ annual_budget_financial_year: '2080/82' }, { file: 'not-a-file' }, { file: documentFile }, { file: null }, { annual_budget_financial_year: { year: 1 } }]) {
      const response = await call(auditReportUpdateRoute, { method: 'PUT', headers, params: reportParams, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const [unchanged] = await db.select().from(auditReports).where(eq(auditReports.id, created.json.data.auditReport.id))
    expect(unchanged.file_id).toBe(pdf)
    const other = await ownProfile()
    const foreign = await call(auditReportUpdateRoute, {
      method: 'PUT',
      headers: other.headers,
      params: { id: String(other.profile.id), reportId: String(created.json.data.auditReport.id) },
      body: { annual_budget_financial_year: '2079/80' },
    })
    expect(foreign.status).toBe(404)
    expect(foreign.json.message).toBe('Audit Report Not Found')
    const badId = await call(auditReportUpdateRoute, { method: 'PUT', headers, params: { ...params, reportId: 'x' }, body: {} })
    expect(badId.status).toBe(404)
    expect(await db.select().from(auditReports).where(eq(auditReports.profile_id, profile.id))).toHaveLength(1)
  })
})
