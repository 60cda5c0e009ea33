// Which cached data and kept pages a profile write empties (lib/cache.ts,
// lib/profile/access.ts invalidateProfile): its own page always; the home
// list and the dashboard only when the write changes what they show.
import { asc } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as associateRoute from '@/app/api/ngo/[id]/associate/route'
import * as budgetRoute from '@/app/api/ngo/[id]/annual-budget/route'
import * as structureRoute from '@/app/api/ngo/[id]/organizational-structure/route'
import * as profileRoute from '@/app/api/ngo/profile/[id]/route'
import { financialYears, organizationalStructureConfigs } from '@/db/schema'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { call } from '@/tests/http'

const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => revalidated.push(tag),
}))
const forgotten = vi.hoisted(() => [] as (string[] | 'all')[])
vi.mock('@/lib/page-cache', async (original) => ({
  ...(await original<typeof import('@/lib/page-cache')>()),
  forgetPages: (paths: string[] | 'all') => forgotten.push(paths),
}))

/** A saved profile of a signed-in NGO user; what making it emptied is forgotten. */
async function ownProfile() {
  const owner = await createSignedInUser()
  const { profile } = await createProfile(owner.user)
  revalidated.length = 0
  forgotten.length = 0
  return { headers: owner.headers, params: { id: String(profile.id) }, id: profile.id }
}

describe('a profile write empties what shows it, and only that', () => {
  it('a key-person or budget save: the profile page only', async () => {
    const { headers, params, id } = await ownProfile()
    const [year] = await db.select().from(financialYears).orderBy(asc(financialYears.id)).limit(1)
    expect((await call(associateRoute.PUT, { method: 'PUT', headers, params, body: [{ org_office_keyperson: 'Ward office' }] })).status).toBe(200)
    expect((await call(budgetRoute.PUT, { method: 'PUT', headers, params, body: [{ financial_year_id: year.id, fund_received_from_internal_sources: 10 }] })).status).toBe(200)
    expect(revalidated).toEqual([`profile-${id}`, `profile-${id}`])
    expect(forgotten).toEqual([[`/profile/${id}`], [`/profile/${id}`]])
  })

  it('an organizational structure save: also the dashboard and the home list', async () => {
    const { headers, params, id } = await ownProfile()
    const [config] = await db.select().from(organizationalStructureConfigs).limit(1)
    const response = await call(structureRoute.PUT, { method: 'PUT', headers, params, body: [{ organizational_structure_config_id: config.id, co_employee_female: 2 }] })
    expect(response.status).toBe(200)
    expect(revalidated.sort()).toEqual(['dashboard', `profile-${id}`, 'profile-list'].sort())
    expect(forgotten).toEqual([[`/profile/${id}`, '/']])
  })

  it('a save of the profile itself: also the dashboard and the home list', async () => {
    const { headers, params, id } = await ownProfile()
    const response = await call(profileRoute.PUT, { method: 'PUT', headers, params, body: { vision: 'A literate ward' } })
    expect(response.status, JSON.stringify(response.json)).toBe(200)
    expect(revalidated.sort()).toEqual(['dashboard', `profile-${id}`, 'profile-list'].sort())
    expect(forgotten).toEqual([[`/profile/${id}`, '/']])
  })

  it('a refused save empties nothing', async () => {
    const stranger = await createSignedInUser()
    const { params } = await ownProfile()
    expect((await call(associateRoute.PUT, { method: 'PUT', headers: stranger.headers, params, body: [{ org_office_keyperson: 'x' }] })).status).toBe(404)
    expect(revalidated).toEqual([])
    expect(forgotten).toEqual([])
  })
})
