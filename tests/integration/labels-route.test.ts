// GET /labels/{version}: the labels a page's client code shows, named by a
// version instead of sent in every page (decision 041). A current version is
// kept by the browser for good; one a changed translation replaced gets the
// current labels, not kept; anything else is not found.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/labels/[version]/route'
import { translations } from '@/db/schema'
import { getDictionary, getLabelHints } from '@/lib/content/reference'
import { db } from '@/lib/db'
import { pickArea } from '@/lib/i18n/areas'
import { call } from '@/tests/http'

/** The route with its address's version, as Next calls it. */
const get = (version: string) => call((request) => GET(request, { params: Promise.resolve({ version }) }))

const IMMUTABLE = 'public, max-age=31536000, immutable'

async function current(name: 'shell' | 'editor', language: 'ne' | 'en' = 'ne') {
  return pickArea(name, language, await getDictionary(), await getLabelHints())
}

describe('/labels/{version}', () => {
  it('answers an area’s labels in its language, kept for good', async () => {
    const shell = await current('shell')
    const response = await get(shell.version)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.json).toEqual(shell)
    expect(response.json.dictionary.Logout).toBe((await getDictionary()).Logout)
    expect(response.json.dictionary.Logout).toMatch(/^[\u0900-\u097F ]+$/)
    // Only the area's labels: the editor's are not the shell's.
    expect(response.json.dictionary['Save all open sections']).toBeUndefined()
    const english = await get((await current('editor', 'en')).version)
    expect(english.status).toBe(200)
    expect(english.json).toMatchObject({ language: 'en', dictionary: {} })
  })

  it('answers the current labels, not kept, for a version a changed translation replaced', async () => {
    const before = await current('shell')
    const [logout] = await db.select().from(translations).where(eq(translations.english, 'Logout'))
    await db.update(translations).set({ nepali: 'लगआउट गर्नुहोस्' }).where(eq(translations.id, logout.id))
    try {
      const after = await current('shell')
      expect(after.version).not.toBe(before.version)
      const stale = await get(before.version)
      expect(stale.status).toBe(200)
      expect(stale.headers.get('cache-control')).toBe('no-store')
      expect(stale.json.dictionary.Logout).toBe('लगआउट गर्नुहोस्')
      expect(stale.json.version).toBe(after.version)
      expect((await get(after.version)).headers.get('cache-control')).toBe(IMMUTABLE)
    } finally {
      await db.update(translations).set({ nepali: logout.nepali }).where(eq(translations.id, logout.id))
    }
  })

  it('does not know anything that is not a version of an area', async () => {
    const { version } = await current('shell')
    const hash = version.split('.')[2]
    for (const bad of ['', 'shell', `shell.fr.${hash}`, `nowhere.ne.${hash}`, `shell.ne.${hash}x`, `shell.ne.${hash.slice(1)}`, `../shell.ne.${hash}`, `toString.ne.${hash}`, `SHELL.ne.${hash}`]) {
      const response = await get(bad)
      expect(response.status, bad).toBe(404)
      expect(response.headers.get('cache-control'), bad).toBe('no-store')
      expect(response.json, bad).toEqual({ message: 'Not Found' })
    }
  })
})
