// Role x endpoint matrix: anonymous, the owning NGO, another NGO and the super
// administrator against every profile endpoint. Each cell names the one status
// expected, so an unexpected 2xx (or any other surprise) fails.
import { asc, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as fileRoute } from '@/app/api/files/[fileID]/route'
import * as annualBudget from '@/app/api/ngo/[id]/annual-budget/route'
import * as associate from '@/app/api/ngo/[id]/associate/route'
import * as auditReportUpdate from '@/app/api/ngo/[id]/audit-report/[reportId]/route'
import * as auditReportCreate from '@/app/api/ngo/[id]/audit-report/route'
import * as auditReportList from '@/app/api/ngo/[id]/audit-reports/route'
import * as document from '@/app/api/ngo/[id]/document/route'
import * as documents from '@/app/api/ngo/[id]/documents/route'
import * as organizationalStructure from '@/app/api/ngo/[id]/organizational-structure/route'
import * as profileComplete from '@/app/api/ngo/[id]/profile-complete/route'
import * as rules from '@/app/api/ngo/[id]/rules-regulations-plan/route'
import * as manpower from '@/app/api/ngo/[id]/subjective-manpower-detail/route'
import * as options from '@/app/api/ngo/[id]/target-group-or-thematic-scope/route'
import * as profile from '@/app/api/ngo/profile/[id]/route'
import * as status from '@/app/api/ngo/profile/[id]/status/route'
import * as profiles from '@/app/api/ngo/profile/route'
import { POST as upload } from '@/app/api/ngo/upload/route'
import { auditLog, documentConfigs, financialYears, users } from '@/db/schema'
import { db } from '@/lib/db'
import { storeUpload } from '@/lib/files/upload'
import { createSignedInUser } from '@/tests/factories'
import { createProfile, viewerOf } from '@/tests/factories/profile'
import { pdfBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

// owner: the NGO admin who created the profile; member: a plain member of the same NGO (decision 092),
// who may do everything the owner does to the profile; other: an NGO admin of another NGO.
type Role = 'anonymous' | 'owner' | 'member' | 'other' | 'superAdmin'
const ROLES: Role[] = ['anonymous', 'owner', 'member', 'other', 'superAdmin']
type Handler = Parameters<typeof call>[0]

type Endpoint = {
  name: string
  handler: Handler
  method: string
  params?: (profileId: number) => Record<string, string>
  body?: (profileId: number, role: Role) => Promise<unknown> | unknown
  /** Expected status for a hidden (unverified) and a public (verified, active) profile. */
  hidden: Record<Role, number>
  public?: Record<Role, number>
}

const session: Partial<Record<Role, Awaited<ReturnType<typeof createSignedInUser>>>> = {}
let hiddenId: number
let publicId: number
let yearId: number
let configId: number
const reportIds: Record<number, number> = {}

// Files are always uploaded by the profile's owner, whoever then tries to use them.
async function documentFile(profileId: number) {
  const viewer = viewerOf(session.owner!.user, profileId)
  return (await storeUpload(viewer, { target: { purpose: 'document', profileId }, image: new File([pdfBytes()], 'd.pdf'), fileName: 'd' })).fileID
}

async function auditFile(profileId: number) {
  const viewer = viewerOf(session.owner!.user, profileId)
  return (await storeUpload(viewer, { target: { purpose: 'audit_report', fiscalYear: '2080/81' }, image: new File([pdfBytes()], 'a.pdf'), fileName: 'a' })).fileID
}

const READ = { anonymous: 404, owner: 200, member: 200, other: 404, superAdmin: 200 }
const READ_PUBLIC = { anonymous: 200, owner: 200, member: 200, other: 200, superAdmin: 200 }
const SIGNED_IN_READ = { anonymous: 401, owner: 200, member: 200, other: 404, superAdmin: 200 }
const SIGNED_IN_READ_PUBLIC = { anonymous: 401, owner: 200, member: 200, other: 200, superAdmin: 200 }
const WRITE = { anonymous: 401, owner: 200, member: 200, other: 404, superAdmin: 403 }
const CREATE = { anonymous: 401, owner: 201, member: 201, other: 404, superAdmin: 403 }

const byId = (profileId: number) => ({ id: String(profileId) })

const ENDPOINTS: Endpoint[] = [
  { name: 'GET ngo/profile/{id}', handler: profile.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  {
    name: 'PUT ngo/profile/{id}',
    handler: profile.PUT,
    method: 'PUT',
    params: byId,
    body: () => ({ vision: 'Changed vision' }),
    hidden: WRITE,
  },
  { name: 'PUT ngo/profile/{id}/status', handler: status.PUT, method: 'PUT', params: byId, body: () => ({ status: 'inactive' }), hidden: { anonymous: 401, owner: 403, member: 403, other: 403, superAdmin: 200 } },
  { name: 'GET ngo/{id}/target-group-or-thematic-scope', handler: options.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  { name: 'GET ngo/{id}/profile-complete', handler: profileComplete.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  { name: 'GET ngo/{id}/organizational-structure', handler: organizationalStructure.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  {
    name: 'PUT ngo/{id}/organizational-structure',
    handler: organizationalStructure.PUT,
    method: 'PUT',
    params: byId,
    body: () => [{ name: 'Group', ethnicity: 'tribe', co_ordinary_member_male: 1 }],
    hidden: WRITE,
  },
  { name: 'GET ngo/{id}/subjective-manpower-detail', handler: manpower.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  { name: 'PUT ngo/{id}/subjective-manpower-detail', handler: manpower.PUT, method: 'PUT', params: byId, body: () => [{ subject: 'Law', male: 1, female: 1 }], hidden: WRITE },
  { name: 'GET ngo/{id}/annual-budget', handler: annualBudget.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  {
    name: 'PUT ngo/{id}/annual-budget',
    handler: annualBudget.PUT,
    method: 'PUT',
    params: byId,
    body: () => [{ financial_year_id: yearId, fund_received_from_internal_sources: 10 }],
    hidden: WRITE,
  },
  { name: 'GET ngo/{id}/associate', handler: associate.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  { name: 'PUT ngo/{id}/associate', handler: associate.PUT, method: 'PUT', params: byId, body: () => [{ org_office_keyperson: 'Office' }], hidden: WRITE },
  { name: 'GET ngo/{id}/rules-regulations-plan', handler: rules.GET, method: 'GET', params: byId, hidden: READ, public: READ_PUBLIC },
  { name: 'PUT ngo/{id}/rules-regulations-plan', handler: rules.PUT, method: 'PUT', params: byId, body: () => [{ name: 'Policy', status: 1 }], hidden: WRITE },
  { name: 'GET ngo/{id}/documents', handler: documents.GET, method: 'GET', params: byId, hidden: SIGNED_IN_READ, public: SIGNED_IN_READ_PUBLIC },
  {
    name: 'PUT ngo/{id}/document',
    handler: document.PUT,
    method: 'PUT',
    params: byId,
    body: async (profileId) => ({ document_config_id: configId, annual_budget_financial_year_id: yearId, file: await documentFile(profileId) }),
    hidden: WRITE,
  },
  { name: 'GET ngo/{id}/audit-reports', handler: auditReportList.GET, method: 'GET', params: byId, hidden: SIGNED_IN_READ, public: SIGNED_IN_READ_PUBLIC },
  {
    name: 'POST ngo/{id}/audit-report',
    handler: auditReportCreate.POST,
    method: 'POST',
    params: byId,
    body: async (profileId) => ({ annual_budget_financial_year: yearId, file: await auditFile(profileId) }),
    hidden: CREATE,
  },
  {
    name: 'PUT ngo/{id}/audit-report/{reportId}',
    handler: auditReportUpdate.PUT,
    method: 'PUT',
    params: (profileId) => ({ id: String(profileId), reportId: String(reportIds[profileId]) }),
    body: () => ({ annual_budget_financial_year: yearId }),
    hidden: WRITE,
  },
]

async function request(endpoint: Endpoint, role: Role, profileId: number) {
  return call(endpoint.handler, {
    method: endpoint.method,
    headers: session[role]?.headers,
    params: endpoint.params?.(profileId),
    body: endpoint.body ? await endpoint.body(profileId, role) : undefined,
  })
}

beforeAll(async () => {
  session.owner = await createSignedInUser()
  session.other = await createSignedInUser()
  session.superAdmin = await createSignedInUser({ role: 'super_admin' })
  hiddenId = (await createProfile(session.owner.user)).profile.id
  session.member = await createSignedInUser()
  await db.update(users).set({ profile_id: hiddenId, role: 'user' }).where(eq(users.id, session.member.user.id))
  // The other NGO has a profile of its own, so "other" is a real NGO, not a newcomer.
  await createProfile(session.other.user)
  const publicOwner = await createSignedInUser()
  publicId = (await createProfile(publicOwner.user, {}, { verified: true })).profile.id
  const [year] = await db.select().from(financialYears).orderBy(asc(financialYears.financial_year)).limit(1)
  yearId = year.id
  const [config] = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id)).limit(1)
  configId = config.id
  const created = await call(auditReportCreate.POST, {
    method: 'POST',
    headers: session.owner.headers,
    params: byId(hiddenId),
    body: { annual_budget_financial_year: yearId, file: await auditFile(hiddenId) },
  })
  reportIds[hiddenId] = created.json.data.auditReport.id
})

describe('role x endpoint matrix', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name} on an unverified profile`, async () => {
      // Strangers first, so the owner's own writes cannot mask a leak.
      for (const role of ['anonymous', 'other', 'superAdmin', 'member', 'owner'] as Role[]) {
        const response = await request(endpoint, role, hiddenId)
        expect(response.status, `${role}: ${response.text}`).toBe(endpoint.hidden[role])
      }
    })
    if (endpoint.public) {
      it(`${endpoint.name} on a verified, active profile`, async () => {
        for (const role of ROLES) {
          if (role === 'owner' || role === 'member') continue // the people of this profile are others
          const response = await request(endpoint, role, publicId)
          expect(response.status, `${role}: ${response.text}`).toBe(endpoint.public![role])
        }
      })
    }
  }

  it('GET/POST ngo/profile: the list is open to all; creating needs an NGO user without a profile', async () => {
    for (const role of ROLES) expect((await call(profiles.GET, { headers: session[role]?.headers })).status, role).toBe(200)
    const body = { name: 'Another' }
    expect((await call(profiles.POST, { method: 'POST', body })).status).toBe(401)
    expect((await call(profiles.POST, { method: 'POST', headers: session.owner!.headers, body })).status).toBe(409)
    // A person belongs to at most one NGO: a member cannot start another.
    expect((await call(profiles.POST, { method: 'POST', headers: session.member!.headers, body })).status).toBe(409)
    expect((await call(profiles.POST, { method: 'POST', headers: session.superAdmin!.headers, body })).status).toBe(403)
    const newcomer = await createSignedInUser({ role: 'admin' })
    expect((await call(profiles.POST, { method: 'POST', headers: newcomer.headers, body: { ...body, dao_registration_no: newcomer.user.dao_registration_no } })).status).toBe(201)
  })

  it('POST ngo/upload and GET files/{fileID}', async () => {
    const form = () => {
      const body = new FormData()
      body.set('image', new File([pdfBytes()], 'd.pdf'))
      body.set('id', String(hiddenId))
      return body
    }
    const statuses: Record<Role, number> = { anonymous: 401, owner: 201, member: 201, other: 404, superAdmin: 403 }
    const fileIds: string[] = []
    for (const role of ROLES) {
      const response = await call(upload, { method: 'POST', headers: session[role]?.headers, body: form() })
      expect(response.status, role).toBe(statuses[role])
      if (role === 'owner' || role === 'member') fileIds.push(response.json.data.fileID)
    }
    // Each of the profile's people reads what the other uploaded.
    const reads: Record<Role, number> = { anonymous: 401, owner: 200, member: 200, other: 404, superAdmin: 200 }
    for (const fileId of fileIds) {
      for (const role of ROLES) {
        const request = new Request(`http://localhost/api/files/${fileId}`, { headers: session[role]?.headers })
        const response = await fileRoute(request, { params: Promise.resolve({ fileID: fileId }) })
        expect(response.status, role).toBe(reads[role])
      }
    }
  })

  it('left no write by anyone but the owner and the super administrator in the audit log', async () => {
    const strangers = [session.other!.user.id]
    const entries = await db.select().from(auditLog).where(inArray(auditLog.actor_user_id, strangers))
    // The other NGO only ever wrote its own profile (made by the factory).
    expect(entries.every((entry) => entry.profile_id !== hiddenId && entry.profile_id !== publicId)).toBe(true)
    const onHidden = await db.select().from(auditLog).where(eq(auditLog.profile_id, hiddenId))
    const actors = new Set(onHidden.map((entry) => entry.actor_user_id))
    expect([...actors].sort()).toEqual([session.owner!.user.id, session.member!.user.id, session.superAdmin!.user.id].sort())
    const adminWrites = onHidden.filter((entry) => entry.actor_user_id === session.superAdmin!.user.id)
    expect(adminWrites.length).toBeGreaterThan(0)
    expect(adminWrites.every((entry) => entry.action === 'status')).toBe(true)
  })
})
