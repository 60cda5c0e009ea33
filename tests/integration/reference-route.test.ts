// GET /reference/{version}: the own editor's reference lists, named by a
// version of their content instead of sent in every render of the editor
// (decision 107). A current version is kept by the browser for good; one a
// change of reference content replaced gets the current lists, not kept;
// anything else is not found. The lists are kept until reference content
// changes, as the lists they are made of.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/reference/[version]/route'
import { options, wards } from '@/db/schema'
import { changesHeard, startChangeListener, stopChangeListener } from '@/lib/cache'
import { getEditorReference } from '@/lib/content/editor-reference'
import { listOrganizationalStructureConfigs } from '@/lib/content/reference'
import { updateWard } from '@/lib/content/wards'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { createUser } from '@/tests/factories'
import { viewerOf } from '@/tests/factories/profile'
import { call } from '@/tests/http'

/** The route with its address's version, as Next calls it. */
const get = (version: string) => call((request) => GET(request, { params: Promise.resolve({ version }) }))

const IMMUTABLE = 'public, max-age=31536000, immutable'

beforeAll(async () => {
  await startChangeListener(getEnv().DATABASE_URL!)
})

afterAll(async () => {
  await stopChangeListener()
})

describe('/reference/{version}', () => {
  it('answers the editor’s reference lists with their version, kept for good', async () => {
    const reference = await getEditorReference()
    expect(reference.version).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const response = await get(reference.version)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.json).toEqual(reference)
    // What the forms choose from: every ward in number order, the structure's names with their ethnicity.
    const rows = await db.select({ number: wards.number }).from(wards)
    expect(response.json.wards.map((ward: { number: number }) => ward.number)).toEqual(rows.map((row) => row.number).sort((a, b) => a - b))
    expect(response.json.structureConfigs).toEqual((await listOrganizationalStructureConfigs()).map((config) => expect.objectContaining({ id: config.id, name: config.name, ethnicity: config.ethnicity })))
    expect(response.json.wards.length).toBeGreaterThan(0)
    // Kept: the same object until reference content changes.
    expect(await getEditorReference()).toBe(reference)
  })

  it('names its content: a change of the lists makes a new version, the old one answers the current lists, not kept', async () => {
    const before = await getEditorReference()
    const viewer = viewerOf(await createUser({ role: 'super_admin', name: 'Reference Admin' }))
    const [ward] = await db.select().from(wards).where(eq(wards.number, 4))
    await updateWard(viewer, ward.id, { number: 4, name: ward.name, name_en: 'Ward Four' })
    try {
      const after = await getEditorReference()
      expect(after.version).not.toBe(before.version)
      expect(after.wards.find((row) => row.number === 4)?.name_en).toBe('Ward Four')
      const stale = await get(before.version)
      expect(stale.status).toBe(200)
      expect(stale.headers.get('cache-control')).toBe('no-store')
      expect(stale.json.version).toBe(after.version)
      expect(stale.json.wards.find((row: { number: number }) => row.number === 4).name_en).toBe('Ward Four')
      expect((await get(after.version)).headers.get('cache-control')).toBe(IMMUTABLE)
    } finally {
      await updateWard(viewer, ward.id, { number: 4, name: ward.name, name_en: ward.name_en })
    }
    // The same lists again: the same version as at first.
    expect((await getEditorReference()).version).toBe(before.version)
  })

  it('keeps its version when reference content the lists do not show changes', async () => {
    const before = await getEditorReference()
    // An inactive option: reference content, but no form offers it.
    const [hidden] = await db.insert(options).values({ name: 'बन्द विषय', name_en: 'Closed scope', type: 'thematic-scope', active: false }).returning()
    try {
      await changesHeard()
      const after = await getEditorReference()
      // Read again, yet the same lists name the same version.
      expect(after).not.toBe(before)
      expect(after.version).toBe(before.version)
      expect((await get(before.version)).headers.get('cache-control')).toBe(IMMUTABLE)
    } finally {
      await db.delete(options).where(eq(options.id, hidden.id))
    }
  })

  it('does not know anything that is not a version', async () => {
    const { version } = await getEditorReference()
    for (const bad of ['', 'latest', `${version}x`, version.slice(1), `../${version}`, `${version.slice(0, 15)}.`, `${version.slice(0, 15)}/`, 'toString']) {
      const response = await get(bad)
      expect(response.status, bad).toBe(404)
      expect(response.headers.get('cache-control'), bad).toBe('no-store')
      expect(response.json, bad).toEqual({ message: 'Not Found' })
    }
  })
})
