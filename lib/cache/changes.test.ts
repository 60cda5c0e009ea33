import { describe, expect, it } from 'vitest'
import { NOT_KEPT, PAGE_TAGS, parseChangeMessage, tagsOfChange, TAGS } from '@/lib/cache/changes'
import { applyChanges, cached, changedSince, changeMark, keptMap, setListening, TaggedMap } from '@/lib/cache/store'

/** True when a change of `changed` drops a thing kept with `tags`. */
function touches(changed: string[], tags: readonly string[]) {
  const kept = new TaggedMap<{ tags: readonly string[] }>()
  kept.set('thing', { tags })
  kept.set('other', { tags: ['unrelated'] })
  return kept.dropTouched(new Set(changed)).length > 0
}

describe('what a committed change empties', () => {
  it('a section of one profile: that profile only, not the lists or the dashboard', () => {
    expect(tagsOfChange({ table: 'annual_budgets', ids: { profile_id: [7] } })).toEqual(['profile:7'])
    expect(tagsOfChange({ table: 'audit_log', ids: { profile_id: [7, 9] } })).toEqual(['profile:7', 'profile:9'])
  })

  it("a budget: its profile's page; the money sums follow their totals, never the dashboard's figures", () => {
    expect(tagsOfChange({ table: 'annual_budgets', ids: { profile_id: [7] } })).not.toContain(TAGS.dashboard)
    expect(tagsOfChange({ table: 'fund_year_totals' })).toEqual([TAGS.funds])
    expect(tagsOfChange({ table: 'funding_body_totals' })).toEqual([TAGS.funds])
    expect(touches([TAGS.funds], PAGE_TAGS.dashboard)).toBe(true)
    expect(touches([TAGS.funds], PAGE_TAGS.profile(7))).toBe(false)
  })

  it('working wards: the profile, the lists and the gap tables, not the other dashboard figures', () => {
    expect(tagsOfChange({ table: 'profile_wards', ids: { profile_id: [7] } })).toEqual(['profile:7', TAGS.listing, TAGS.wardGaps])
    expect(touches([TAGS.wardGaps], PAGE_TAGS.dashboard)).toBe(true)
  })

  it('the profile row: its page, its People section (its contact admin), its owner, the lists and the dashboard', () => {
    expect(tagsOfChange({ table: 'ngo_profiles', ids: { id: [7], user_id: [3] } })).toEqual(['profile:7', 'people:7', 'user:3', TAGS.listing, TAGS.registry, TAGS.dashboard, TAGS.wardGaps])
    // Only when it last changed and how complete it is: its page, the sitemap and the admin list.
    expect(tagsOfChange({ table: 'ngo_profiles', ids: { id: [7], user_id: [3] }, bookkeeping: true })).toEqual(['profile:7', TAGS.registry])
  })

  it('a change too large to name its rows empties the whole family', () => {
    expect(tagsOfChange({ table: 'ngo_profiles' })).toEqual(['profile:*', 'people:*', 'user:*', TAGS.listing, TAGS.registry, TAGS.dashboard, TAGS.wardGaps])
    expect(touches(['profile:*'], PAGE_TAGS.profile(12))).toBe(true)
    expect(touches(['profile:*'], PAGE_TAGS.dashboard)).toBe(false)
  })

  it("a person: a sign-in only their NGO's People section; any other change also their viewer, the claims and the certificates' issuers", () => {
    expect(tagsOfChange({ table: 'users', ids: { id: [3], profile_id: [7] }, bookkeeping: true })).toEqual(['people:7'])
    expect(tagsOfChange({ table: 'users', ids: { id: [3], profile_id: [7, 9] } })).toEqual(['user:3', 'people:7', 'people:9', TAGS.claims, TAGS.personNames])
    expect(tagsOfChange({ table: 'users', ids: { id: [3], profile_id: [] } })).toEqual(['user:3', TAGS.claims, TAGS.personNames])
    expect(tagsOfChange({ table: 'profile_invitations', ids: { profile_id: [7] } })).toEqual(['people:7'])
    expect(tagsOfChange({ table: 'certificates', ids: { id: [40], profile_id: [7] } })).toEqual(['certificate:40', 'people:7'])
  })

  it('reference content and labels reach every page that shows them', () => {
    expect(touches(tagsOfChange({ table: 'translations' }) as string[], PAGE_TAGS.profile(1))).toBe(true)
    expect(touches(tagsOfChange({ table: 'translations' }) as string[], PAGE_TAGS.dashboard)).toBe(true)
    expect(touches(tagsOfChange({ table: 'document_configs' }) as string[], PAGE_TAGS.profile(1))).toBe(true)
    expect(touches(tagsOfChange({ table: 'options' }) as string[], PAGE_TAGS.dashboard)).toBe(true)
  })

  it('an index finds exactly the things a change reaches', () => {
    const kept = new TaggedMap<{ tags: readonly string[] }>()
    kept.set('profile 7', { tags: PAGE_TAGS.profile(7) })
    kept.set('profile 8', { tags: PAGE_TAGS.profile(8) })
    kept.set('dashboard', { tags: PAGE_TAGS.dashboard })
    expect(kept.dropTouched(new Set([TAGS.profile(7)])).length).toBe(1)
    expect(kept.size).toBe(2)
    expect(kept.dropTouched(new Set(['profile:*'])).length).toBe(1)
    expect(kept.dropTouched(new Set([TAGS.registry]))).toEqual([])
    kept.set('dashboard', { tags: [TAGS.listing] })
    expect(kept.size).toBe(1)
    expect(kept.dropTouched(new Set([TAGS.dashboard]))).toEqual([])
    expect(kept.dropTouched('everything').length).toBe(1)
    expect(kept.size).toBe(0)
  })

  it('tables nothing kept shows empty nothing; a restore or an unknown table empties everything', () => {
    for (const table of Object.keys(NOT_KEPT)) expect(tagsOfChange({ table })).toEqual([])
    expect(tagsOfChange({ table: '*' })).toBe('everything')
    expect(tagsOfChange({ table: 'a_table_of_a_newer_version' })).toBe('everything')
  })

  it('reads the announcement and refuses anything else', () => {
    expect(parseChangeMessage('{"table":"annual_budgets","ids":{"profile_id":[7]}}')).toEqual({ table: 'annual_budgets', ids: { profile_id: [7] } })
    expect(parseChangeMessage('{"heard":"abc"}')).toEqual({ heard: 'abc' })
    for (const payload of ['', 'not json', '{}', '{"table":""}', '{"table":"x","ids":{"id":[{}]}}', undefined]) expect(parseChangeMessage(payload)).toBeNull()
  })
})

describe('kept values', () => {
  it('keep nothing while not listening, and drop by tag once listening', async () => {
    let reads = 0
    const read = cached(async (id: number) => ({ id, read: ++reads }), 'test-profile-read', (id) => [TAGS.profile(id)])
    setListening(false)
    await read(1)
    await read(1)
    expect(reads).toBe(2)
    setListening(true)
    const first = await read(1)
    expect(await read(1)).toBe(first)
    await read(2)
    applyChanges([TAGS.profile(2)])
    expect(await read(1)).toBe(first)
    expect(await read(2)).not.toBe(first)
    applyChanges(['profile:*'])
    expect(await read(1)).not.toBe(first)
    setListening(false)
  })

  it('do not keep a value whose data changed while it was read', () => {
    setListening(true)
    const map = keptMap<string>('test-viewers', 10)
    const mark = changeMark()
    applyChanges([TAGS.user(5)])
    map.keep('a', 'stale', [TAGS.session('a'), TAGS.user(5)], mark)
    expect(map.get('a')).toBeUndefined()
    expect(changedSince([TAGS.user(6)], mark)).toBe(false)
    map.keep('b', 'fresh', [TAGS.session('b'), TAGS.user(6)], mark)
    expect(map.get('b')).toBe('fresh')
    setListening(false)
    expect(map.get('b')).toBeUndefined()
  })
})
