import { sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as listRoute } from '@/app/api/ngo/profile/route'
import { ngoProfiles, profileSearch as profileSearchTable } from '@/db/schema'
import { db } from '@/lib/db'
import { profileSearch, searchWords, setSimilarityThreshold, textQueryStatement } from '@/lib/profile/search'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

type Listed = { id: number; name: string; name_en: string | null }

let superAdmin: Awaited<ReturnType<typeof createSignedInUser>>
const ids = { wildlife: 0, women: 0, youth: 0, water: 0, hidden: 0 }

async function add(fields: Record<string, unknown>, verified = true) {
  const { user } = await createSignedInUser()
  return (await createProfile(user, fields, { verified })).profile.id
}

function listed(response: Awaited<ReturnType<typeof call>>) {
  expect(response.status).toBe(200)
  return response.json.data as { ngoProfiles: Listed[]; total: number }
}

beforeAll(async () => {
  superAdmin = await createSignedInUser({ role: 'super_admin' })
  ids.wildlife = await add({
    name: 'हिमालयन वन्यजन्तु संरक्षण समाज',
    name_en: 'Himalayan Wildlife Conservation Society',
    name_acronym: 'HWCS',
    location: 'Godawari-3',
    major_programs: 'Red panda habitat monitoring',
  })
  ids.women = await add({
    name: 'महिला सशक्तिकरण मञ्च',
    name_en: 'Women Empowerment Forum',
    name_acronym: 'WEF',
    location: 'Jawalakhel',
    major_programs: 'Savings groups and literacy classes for women',
  })
  ids.youth = await add({
    name: 'युवा सचेतना केन्द्र',
    name_en: 'Youth Awareness Centre',
    name_acronym: 'YAC',
    location: 'Pulchowk',
    major_programs: 'Wildlife clubs in schools',
  })
  ids.water = await add({
    name: 'स्वच्छ खानेपानी अभियान',
    name_en: 'Clean Drinking Water Campaign',
    name_acronym: 'CDWC',
    location: 'Godawari-5',
    major_programs: 'Spring source protection',
  })
  ids.hidden = await add({ name: 'हिमालयन वन्यजन्तु कोष', name_en: 'Himalayan Wildlife Fund', name_acronym: 'HWF', location: 'Imadol' }, false)
}, 120_000)

describe('GET /api/ngo/profile?q=', () => {
  it('finds a profile by a misspelt English name, ranked first', async () => {
    const { ngoProfiles: rows } = listed(await call(listRoute, { query: { q: 'Himalyan Wildlif Conservaton' } }))
    expect(rows[0].id).toBe(ids.wildlife)
    const { ngoProfiles: women } = listed(await call(listRoute, { query: { q: 'womens empowerement' } }))
    expect(women[0].id).toBe(ids.women)
  })

  it('finds a profile by its Nepali name and by part of it, ranked first', async () => {
    const { ngoProfiles: rows, total } = listed(await call(listRoute, { query: { q: 'हिमालयन वन्यजन्तु संरक्षण समाज' } }))
    expect(rows[0].id).toBe(ids.wildlife)
    expect(total).toBe(1)
    const { ngoProfiles: partial } = listed(await call(listRoute, { query: { q: 'सशक्ति' } }))
    expect(partial.map((row) => row.id)).toEqual([ids.women])
  })

  it('matches acronym, location and programmes, best match first', async () => {
    expect(listed(await call(listRoute, { query: { q: 'CDWC' } })).ngoProfiles[0].id).toBe(ids.water)
    const godawari = listed(await call(listRoute, { query: { q: 'godawari' } }))
    expect(godawari.ngoProfiles.map((row) => row.id).sort()).toEqual([ids.wildlife, ids.water].sort())
    // A name match outranks a programme match.
    const wildlife = listed(await call(listRoute, { query: { q: 'wildlife' } }))
    expect(wildlife.ngoProfiles.map((row) => row.id)).toEqual([ids.wildlife, ids.youth])
  })

  it('shows the public verified profiles only; the super administrator sees all', async () => {
    const publicRows = listed(await call(listRoute, { query: { q: 'Himalayan Wildlife' } })).ngoProfiles.map((row) => row.id)
    expect(publicRows).not.toContain(ids.hidden)
    const adminRows = listed(await call(listRoute, { query: { q: 'Himalayan Wildlife' }, headers: superAdmin.headers })).ngoProfiles.map((row) => row.id)
    expect(adminRows.sort()).toEqual([ids.wildlife, ids.hidden].sort())
    // Every word must match: the fund's own word leaves the society out.
    const fund = listed(await call(listRoute, { query: { q: 'Himalayan Wildlife Fund' }, headers: superAdmin.headers })).ngoProfiles.map((row) => row.id)
    expect(fund).toEqual([ids.hidden])
  })

  it('combines with the field search and the paging', async () => {
    const both = listed(await call(listRoute, { query: { q: 'wildlife', search_by: 'location', search: 'Pulchowk' } }))
    expect(both.ngoProfiles.map((row) => row.id)).toEqual([ids.youth])
    const nothing = listed(await call(listRoute, { query: { q: 'zzzqqqxxx' } }))
    expect(nothing).toMatchObject({ ngoProfiles: [], total: 0 })
    const symbols = listed(await call(listRoute, { query: { q: '&|!:*()' } }))
    expect(symbols.total).toBe(0)
    const blank = listed(await call(listRoute, { query: { q: '  ' } }))
    expect(blank.total).toBe(4)
  })

  it('rejects an over-long q with a 400', async () => {
    const response = await call(listRoute, { query: { q: 'x'.repeat(201) } })
    expect(response.status).toBe(400)
    expect(response.json.errors).toBeDefined()
  })

  it('corrects a misspelt Nepali word', async () => {
    // Needs a UTF-8 character type, which the embedded cluster is created with (decision 011).
    const { ngoProfiles: rows } = listed(await call(listRoute, { query: { q: 'हिमालयान वन्यजन्तू' } }))
    expect(rows[0].id).toBe(ids.wildlife)
    const { ngoProfiles: women } = listed(await call(listRoute, { query: { q: 'सशक्तीकरण' } }))
    expect(women.map((row) => row.id)).toEqual([ids.women])
  })

  it('finds a profile by a romanised Nepali word of its name, spelled loosely (decision 035)', async () => {
    // महिला सशक्तिकरण मञ्च; its English name does not hold these words.
    for (const q of ['mahila', 'Mahilaa sasaktikaran', 'mahla']) {
      const { ngoProfiles: rows } = listed(await call(listRoute, { query: { q } }))
      expect(rows.map((row) => row.id), q).toContain(ids.women)
      expect(rows[0].id, q).toBe(ids.women)
    }
    // युवा सचेतना केन्द्र by "yuba", "yuwa" or "yuva"; हिमालयन वन्यजन्तु by "banyajantu".
    for (const q of ['yuba', 'yuwa', 'yuva']) expect(listed(await call(listRoute, { query: { q } })).ngoProfiles[0]?.id, q).toBe(ids.youth)
    expect(listed(await call(listRoute, { query: { q: 'banyajantu' } })).ngoProfiles[0]?.id).toBe(ids.wildlife)
    // English words still find only what they say.
    expect(listed(await call(listRoute, { query: { q: 'zzzqqqxxx mahila' } })).total).toBe(0)
  })

  it('follows every change of a profile: new words, new status', async () => {
    const { user } = await createSignedInUser()
    const { profile } = await createProfile(user, { name: 'पुरानो नाम समूह', name_en: 'Bagmati River Friends' }, { verified: true })
    expect(listed(await call(listRoute, { query: { q: 'Bagmati River' } })).ngoProfiles.map((row) => row.id)).toEqual([profile.id])
    await db.update(ngoProfiles).set({ name_en: 'Bishnumati River Friends' }).where(sql`id = ${profile.id}`)
    expect(listed(await call(listRoute, { query: { q: 'Bagmati River' } })).total).toBe(0)
    expect(listed(await call(listRoute, { query: { q: 'Bishnumati' } })).ngoProfiles.map((row) => row.id)).toEqual([profile.id])
    await db.update(ngoProfiles).set({ status: 'inactive' }).where(sql`id = ${profile.id}`)
    expect(listed(await call(listRoute, { query: { q: 'Bishnumati' } })).total).toBe(0)
    const admin = listed(await call(listRoute, { query: { q: 'Bishnumati' }, headers: superAdmin.headers }))
    expect(admin.ngoProfiles.map((row) => row.id)).toEqual([profile.id])
  })

  it('looks up known words through the trigram index, once, and matches through the text-search index', async () => {
    for (const text of ['Himalyan Wildlif', 'हिमालयन']) {
      const plans = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`)
        await tx.execute(setSimilarityThreshold)
        const explain = async (statement: SQL) => (await tx.execute(sql`explain ${statement}`)).rows.map((row) => String(row['QUERY PLAN'])).join('\n')
        const words = await explain(textQueryStatement(searchWords(text)))
        const search = await profileSearch(tx, text)
        const matching = await explain(tx.select({ id: profileSearchTable.profile_id }).from(profileSearchTable).where(search.where).getSQL())
        return { words, matching }
      })
      expect(plans.words).toContain('search_words_trgm_idx')
      expect(plans.matching).toContain('profile_search_document_idx')
      // The words were looked up before: the matching statement does not read them again.
      expect(plans.matching).not.toContain('search_words')
    }
  })

  it('answers the field search (search_by + search) from trigram indexes', async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = await tx.execute(sql`explain select id from ngo_profiles where name ilike ${'%वन्यजन्तु%'} or name_en ilike ${'%wildlife%'}`)
      return result.rows.map((row) => String(row['QUERY PLAN'])).join('\n')
    })
    expect(plan).toContain('ngo_profiles_name_trgm_idx')
    expect(plan).toContain('ngo_profiles_name_en_trgm_idx')
    const rows = listed(await call(listRoute, { query: { search_by: 'name', search: 'वन्यजन्तु' }, headers: superAdmin.headers })).ngoProfiles
    expect(rows.map((row) => row.id).sort()).toEqual([ids.wildlife, ids.hidden].sort())
  })
})
