// Merging two profiles of one organisation (decision 095), through the real
// handler on a real PostgreSQL: every row of the merged profile moves to the
// kept one or is set aside (a row clashing with one the kept profile has),
// every table is counted before and after so that no row is lost, the merged
// profile's addresses answer 301, the merge is recorded, and every bad input
// is refused with nothing written. MERGE_PLAN is held to the database's
// catalogue: a table added later with a foreign key to profiles and no plan
// fails here, and the merge itself refuses to run past it.
import { and, asc, eq, sql } from 'drizzle-orm'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as mergeRoute } from '@/app/api/ngo/merges/route'
import {
  annualBudgets,
  auditLog,
  auditReports,
  certificates,
  financialYears,
  ngoProfiles,
  profileClaims,
  profileDocuments,
  profileDuplicateDismissals,
  profileInvitations,
  profileMerges,
  profileMergeSetAside,
  profileOptions,
  profileSectionVersions,
  renewalCycles,
  renewalSectionDecisions,
  renewalSubmissions,
  storedFiles,
  users,
} from '@/db/schema'
import { db } from '@/lib/db'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import { foreignKeysTo, MERGE_PLAN } from '@/lib/profile/merge'
import { proxy } from '@/proxy'
import { createSignedInUser, createUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { call } from '@/tests/http'
import { insertProfile } from './content-support'

let admin: Awaited<ReturnType<typeof createSignedInUser>>

const merge = (body: unknown, headers: Record<string, string> = admin.headers) => call(mergeRoute, { method: 'POST', headers, body })

/** Every table's rows, by name. */
async function countEveryTable(): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  const counts: Record<string, number> = {}
  for (const { name } of rows) counts[name] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`)).rows[0].n
  return counts
}

/** The rows of each planned column that name this profile. */
async function rowsNaming(profileId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const target of Object.keys(MERGE_PLAN)) {
    const [table, column] = target.split('.')
    counts[target] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${profileId}`)).rows[0].n
  }
  return counts
}

async function yearIds() {
  const years = await db.select({ id: financialYears.id }).from(financialYears).orderBy(asc(financialYears.financial_year))
  return years.map((year) => year.id)
}

/** A renewal cycle of a fiscal year, with a submission of each profile given and a decision on each. */
async function renewalOf(yearId: number, profileIds: number[]) {
  const [cycle] = await db
    .insert(renewalCycles)
    .values({ financial_year_id: yearId, starts_on: '2025-07-17', deadline: '2025-12-31', items: [], opened_by: admin.user.id })
    .returning({ id: renewalCycles.id })
  for (const profileId of profileIds) {
    const [submission] = await db.insert(renewalSubmissions).values({ cycle_id: cycle.id, profile_id: profileId, snapshot: { profile_id: profileId } }).returning({ id: renewalSubmissions.id })
    await db.insert(renewalSectionDecisions).values({ submission_id: submission.id, section: 'part:committee', decision: 'accept', decided_by: admin.user.id })
  }
  return cycle.id
}

beforeAll(async () => {
  admin = await createSignedInUser({ role: 'super_admin' })
})

describe('a merge', () => {
  it('moves every row of the merged profile to the kept one, sets aside the clashing ones, and loses none', async () => {
    const keptOwner = await createUser({ dao_registration_no: 'MG/1/2070' })
    const mergedOwner = await createUser({ dao_registration_no: '०MG-१/२०७०' })
    const { profile: kept } = await createProfile(keptOwner, {}, { complete: true, verified: true })
    const { profile: merged } = await createProfile(mergedOwner, { name: 'ललितपुर सामुदायिक बिकास केन्द्र', name_en: null, phone: '5521234' }, { complete: true })
    const [firstYear, secondYear, thirdYear] = await yearIds()
    // The merged profile also has a budget of a year the kept one lacks, an audit report, a claim and two renewals.
    await db.insert(annualBudgets).values({ profile_id: merged.id, financial_year_id: secondYear, fund_received_from_internal_sources: 1000, total_amount: 1000 })
    const [file] = await db
      .insert(storedFiles)
      .values({ id: 'a'.repeat(32), purpose: 'audit_report', mime_type: 'application/pdf', size_bytes: 10, sha256: 'x', profile_id: merged.id })
      .returning()
    await db.insert(auditReports).values({ profile_id: merged.id, annual_budget_financial_year_id: firstYear, file_id: file.id })
    const claimant = await createUser()
    await db.insert(profileClaims).values([
      { profile_id: merged.id, user_id: claimant.id },
      { profile_id: kept.id, user_id: claimant.id },
    ])
    const sharedCycle = await renewalOf(secondYear, [kept.id, merged.id])
    const ownCycle = await renewalOf(thirdYear, [merged.id])

    const before = await countEveryTable()
    const keptBefore = await rowsNaming(kept.id)
    const mergedBefore = await rowsNaming(merged.id)
    const answer = await merge({ kept_profile_id: kept.id, merged_profile_id: merged.id })
    expect(answer.status, answer.text).toBe(201)
    expect(answer.json.message).toBe(DUPLICATE_MESSAGES.merged)
    const result = answer.json.data.merge as { id: number; moved: Record<string, number>; set_aside: Record<string, number>; filled: string[] }
    const after = await countEveryTable()

    // What clashed was set aside: the budget, structure row, associate, rule and documents both had, the options
    // both chose, the claim of the person who claimed both, the renewal of the cycle both submitted in with its decision.
    expect(result.set_aside).toMatchObject({
      annual_budgets: 1,
      current_organizational_structures: 1,
      associate_keypersons: 1,
      rules_regulations_plans: 1,
      profile_options: 4,
      profile_claims: 1,
      renewal_submissions: 1,
      renewal_section_decisions: 1,
      'ngo_profiles.user_id': 1,
    })
    expect(result.set_aside.profile_documents).toBeGreaterThan(0)
    const setAside = await db.select().from(profileMergeSetAside).where(eq(profileMergeSetAside.merge_id, result.id))
    const setAsideByTable: Record<string, number> = {}
    for (const row of setAside) setAsideByTable[row.table_name] = (setAsideByTable[row.table_name] ?? 0) + 1
    expect(setAsideByTable).toEqual(result.set_aside)
    expect(setAside.find((row) => row.table_name === 'annual_budgets')?.row).toMatchObject({ profile_id: merged.id, financial_year_id: firstYear })

    // The money totals the triggers keep are still the sums of the listed profiles' budgets (decision 100).
    const { rows: direct } = await db.execute<{ financial_year_id: number; internal: string | null; external: string | null; row_count: number }>(sql`
      select b.financial_year_id, sum(b.fund_received_from_internal_sources) as internal, sum(b.fund_received_from_external_bodies) as external, count(*)::int as row_count
      from annual_budgets b join ngo_profiles p on p.id = b.profile_id
      where p.status = 'active' and p.is_verified group by b.financial_year_id order by 1`)
    const { rows: totals } = await db.execute<{ financial_year_id: number; internal: string | null; external: string | null; row_count: number }>(sql`
      select financial_year_id, internal, external, row_count from fund_year_totals order by 1`)
    const asNumbers = (rows: typeof direct) => rows.map((row) => ({ ...row, internal: Number(row.internal ?? 0), external: Number(row.external ?? 0) }))
    expect(asNumbers(totals)).toEqual(asNumbers(direct))

    // Every table, counted: a row is where it was, moved, or set aside; only what the database makes anew differs.
    const derived = new Set(Object.entries(MERGE_PLAN).filter(([, step]) => step.how === 'derived').map(([target]) => target.split('.')[0]))
    derived.add('profile_name_parts')
    // The money totals of the dashboard are kept by the triggers of the budgets and profiles (decision 100).
    derived.add('fund_year_totals')
    derived.add('funding_body_totals')
    for (const [table, count] of Object.entries(before)) {
      if (derived.has(table)) continue
      const expected: Record<string, number> = {
        ngo_profiles: count - 1,
        profile_merges: count + 1,
        profile_merge_set_aside: count + setAside.length,
        audit_log: count + 1,
      }
      expect({ table, rows: after[table] }).toEqual({ table, rows: expected[table] ?? count - (result.set_aside[table] ?? 0) })
    }
    // Nothing names the merged profile any more; the kept profile has its own rows and the merged one's that did not clash.
    const mergedAfter = await rowsNaming(merged.id)
    const keptAfter = await rowsNaming(kept.id)
    for (const [target, step] of Object.entries(MERGE_PLAN)) {
      expect({ target, left: mergedAfter[target] }).toEqual({ target, left: 0 })
      if (step.how !== 'move') continue
      const table = target.split('.')[0]
      // The merge's own record and its action log entry name the kept profile too.
      const added = table === 'audit_log' || table === 'profile_merges' ? 1 : 0
      expect({ target, rows: keptAfter[target] }).toEqual({ target, rows: keptBefore[target] + mergedBefore[target] - (result.set_aside[table] ?? 0) + added })
      expect(result.moved[table] ?? 0).toBe(mergedBefore[target] - (result.set_aside[table] ?? 0))
    }
    // The renewal of the cycle only the merged profile submitted in moved whole, its decision with it.
    const [moved] = await db.select().from(renewalSubmissions).where(eq(renewalSubmissions.cycle_id, ownCycle))
    expect(moved.profile_id).toBe(kept.id)
    expect(await db.select().from(renewalSubmissions).where(eq(renewalSubmissions.cycle_id, sharedCycle))).toHaveLength(1)
    expect(await db.select().from(auditReports).where(eq(auditReports.profile_id, kept.id))).toHaveLength(1)
    expect((await db.select().from(storedFiles).where(eq(storedFiles.id, file.id)))[0].profile_id).toBe(kept.id)

    // The merged profile's row is kept whole in the record; the kept profile's derived rows are made anew.
    const [record] = await db.select().from(profileMerges).where(eq(profileMerges.id, result.id))
    expect(record).toMatchObject({ kept_profile_id: kept.id, merged_profile_id: merged.id, merged_by: admin.user.id })
    expect(record.merged_profile).toMatchObject({ id: merged.id, name: merged.name, phone: '5521234', user_id: mergedOwner.id })
    expect(await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, merged.id))).toEqual([])
    const searchRows = await db.execute<{ profile_id: number }>(sql`select profile_id from profile_search where profile_id in (${kept.id}, ${merged.id})`)
    expect(searchRows.rows.map((row) => row.profile_id)).toEqual([kept.id])
    // Every section of the kept profile has a new version: an editor open on it reloads instead of overwriting.
    const versions = await db.select().from(profileSectionVersions).where(eq(profileSectionVersions.profile_id, kept.id))
    expect(new Set(versions.map((row) => row.version)).size).toBe(1)
    expect(versions.length).toBeGreaterThanOrEqual(11)

    // The action log says who merged what into what.
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'merge'), eq(auditLog.profile_id, kept.id)))
    expect(entry).toMatchObject({ actor_user_id: admin.user.id, entity: 'ngo_profile', entity_id: String(merged.id) })
    expect(entry.after).toMatchObject({ kept_profile_id: kept.id, merge_id: result.id, set_aside: result.set_aside })
  })

  it('fills what the kept profile left empty from the merged one, and gives it the merged one’s account when it had none', async () => {
    const owner = await createUser()
    const kept = await insertProfile({ name: 'आयातित संस्था', dao_registration_no: '77/2071', phone: null, email: null })
    const { profile: merged } = await createProfile(owner, { email: 'office@example.org', phone: '01-5550077' })
    const answer = await merge({ kept_profile_id: kept.id, merged_profile_id: merged.id })
    expect(answer.status, answer.text).toBe(201)
    const [row] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, kept.id))
    // The kept profile's own values stay; its empty ones are filled; the account that kept the merged profile keeps this one.
    expect(row).toMatchObject({ name: 'आयातित संस्था', dao_registration_no: '77/2071', email: 'office@example.org', phone: '01-5550077', user_id: owner.id })
    expect(answer.json.data.merge.filled).toEqual(expect.arrayContaining(['email', 'phone', 'vision']))
    expect(answer.json.data.merge.moved['ngo_profiles.user_id']).toBe(1)
    const options = await db.select().from(profileOptions).where(eq(profileOptions.profile_id, kept.id))
    expect(options.length).toBe(4)
  })

  it("brings the merged profile's people, invitations and certificates to the kept one; its live certificate gives way to the kept one's", async () => {
    const kept = await insertProfile({ is_verified: true, status: 'active' })
    const merged = await insertProfile({ is_verified: true, status: 'active' })
    const keptAdmin = await createUser({ role: 'admin' })
    const mergedAdmin = await createUser({ role: 'admin' })
    const mergedMember = await createUser()
    await db.update(users).set({ profile_id: kept.id }).where(eq(users.id, keptAdmin.id))
    await db.update(users).set({ profile_id: merged.id }).where(sql`${users.id} in (${mergedAdmin.id}, ${mergedMember.id})`)
    await db.insert(profileInvitations).values({ profile_id: merged.id, mobile: '9841000077', code_hash: 'x', expires_at: new Date(Date.now() + 86_400_000) })
    const certificate = (profileId: number, serial: string, revoked = false) => ({
      profile_id: profileId,
      serial,
      content: { profile_id: profileId },
      fingerprint: serial,
      ...(revoked ? { revoked_at: new Date(), revoke_reason: 'Issued in error' } : {}),
    })
    const [keptLive] = await db.insert(certificates).values(certificate(kept.id, `M-${kept.id}-1`)).returning()
    const [mergedLive, mergedRevoked] = await db.insert(certificates).values([certificate(merged.id, `M-${merged.id}-1`), certificate(merged.id, `M-${merged.id}-2`, true)]).returning()
    const before = await countEveryTable()

    const answer = await merge({ kept_profile_id: kept.id, merged_profile_id: merged.id })
    expect(answer.status, answer.text).toBe(201)
    const people = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.profile_id, kept.id))
    expect(people.map((person) => person.id).sort((a, b) => a - b)).toEqual([keptAdmin.id, mergedAdmin.id, mergedMember.id].sort((a, b) => a - b))
    expect(people.find((person) => person.id === mergedMember.id)?.role).toBe('user')
    expect(await db.select().from(profileInvitations).where(eq(profileInvitations.profile_id, kept.id))).toHaveLength(1)
    // Every certificate stays, so its printed check code still opens its page; one is live.
    const all = await db.select().from(certificates).where(eq(certificates.profile_id, kept.id))
    expect(all.map((row) => row.id).sort((a, b) => a - b)).toEqual([keptLive.id, mergedLive.id, mergedRevoked.id].sort((a, b) => a - b))
    expect(all.find((row) => row.id === mergedLive.id)).toMatchObject({ replaced_by: keptLive.id })
    expect(all.find((row) => row.id === mergedLive.id)?.replaced_at).not.toBeNull()
    expect(all.filter((row) => row.replaced_at === null && row.revoked_at === null).map((row) => row.id)).toEqual([keptLive.id])
    const after = await countEveryTable()
    expect(after.certificates).toBe(before.certificates)
    expect(after.users).toBe(before.users)
    expect(after.profile_invitations).toBe(before.profile_invitations)
  })

  it('answers 301 from the merged profile’s addresses, in both languages, to the kept one, also after a later merge', async () => {
    const first = await insertProfile({ is_verified: true, status: 'active' })
    const second = await insertProfile({ is_verified: true, status: 'active' })
    const third = await insertProfile({ is_verified: true, status: 'active' })
    expect((await merge({ kept_profile_id: second.id, merged_profile_id: first.id })).status).toBe(201)
    const redirect = async (path: string) => {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`))
      return { status: response.status, location: response.headers.get('location') }
    }
    expect(await redirect(`/profile/${first.id}`)).toEqual({ status: 301, location: `http://localhost:3000/profile/${second.id}` })
    expect(await redirect(`/en/profile/${first.id}?tab=documents`)).toEqual({ status: 301, location: `http://localhost:3000/en/profile/${second.id}?tab=documents` })
    // A profile that was never merged is rendered as before.
    expect((await redirect(`/profile/${second.id}`)).status).not.toBe(301)
    // The profile kept is merged in turn: both old addresses lead to the last one.
    expect((await merge({ kept_profile_id: third.id, merged_profile_id: second.id })).status).toBe(201)
    expect(await redirect(`/profile/${first.id}`)).toEqual({ status: 301, location: `http://localhost:3000/profile/${third.id}` })
    expect(await redirect(`/en/profile/${second.id}`)).toEqual({ status: 301, location: `http://localhost:3000/en/profile/${third.id}` })
  })

  it('keeps a pair found to be two organisations as a pair with the kept profile', async () => {
    const kept = await insertProfile()
    const merged = await insertProfile()
    const other = await insertProfile()
    const [low, high] = merged.id < other.id ? [merged.id, other.id] : [other.id, merged.id]
    await db.insert(profileDuplicateDismissals).values([
      { profile_id: low, other_id: high, dismissed_by: admin.user.id },
      { profile_id: Math.min(kept.id, merged.id), other_id: Math.max(kept.id, merged.id), dismissed_by: admin.user.id },
    ])
    const answer = await merge({ kept_profile_id: kept.id, merged_profile_id: merged.id })
    expect(answer.status, answer.text).toBe(201)
    const pairs = await db.select().from(profileDuplicateDismissals).where(sql`${kept.id} in (${profileDuplicateDismissals.profile_id}, ${profileDuplicateDismissals.other_id})`)
    expect(pairs.map((pair) => [pair.profile_id, pair.other_id])).toEqual([[Math.min(kept.id, other.id), Math.max(kept.id, other.id)]])
    // The pair of the two merged profiles themselves means nothing now: it is set aside.
    expect(answer.json.data.merge.set_aside.profile_duplicate_dismissals).toBe(1)
  })
})

describe('a merge refused', () => {
  async function unchanged(run: () => Promise<void>) {
    const before = await countEveryTable()
    await run()
    expect(await countEveryTable()).toEqual(before)
  }

  it('merging a profile into itself, an unknown one or with the wrong role: a clear answer and nothing written', async () => {
    const profile = await insertProfile()
    const clerk = await createSignedInUser({ role: 'admin' })
    await unchanged(async () => {
      const itself = await merge({ kept_profile_id: profile.id, merged_profile_id: profile.id })
      expect(itself.status).toBe(400)
      expect(itself.json).toMatchObject({ message: `merged_profile_id: ${DUPLICATE_MESSAGES.mergedIntoItself}`, errors: { merged_profile_id: DUPLICATE_MESSAGES.mergedIntoItself } })
      const unknown = await merge({ kept_profile_id: profile.id, merged_profile_id: 2_000_000_000 })
      expect(unknown.status).toBe(404)
      expect(unknown.json.message).toBe('Profile Not Found')
      const unknownKept = await merge({ kept_profile_id: 2_000_000_000, merged_profile_id: profile.id })
      expect(unknownKept.status).toBe(404)
      expect((await merge({ kept_profile_id: 'x', merged_profile_id: profile.id })).status).toBe(400)
      expect((await merge({ kept_profile_id: profile.id })).status).toBe(400)
      expect((await merge({ kept_profile_id: profile.id, merged_profile_id: profile.id + 1 }, clerk.headers)).status).toBe(403)
      expect((await merge({ kept_profile_id: profile.id, merged_profile_id: profile.id + 1 }, {})).status).toBe(401)
    })
  })

  it('a profile already merged, or a profile to keep that was merged: 409 naming where it went, nothing written', async () => {
    const kept = await insertProfile()
    const merged = await insertProfile()
    const other = await insertProfile()
    expect((await merge({ kept_profile_id: kept.id, merged_profile_id: merged.id })).status).toBe(201)
    await unchanged(async () => {
      const again = await merge({ kept_profile_id: other.id, merged_profile_id: merged.id })
      expect(again.status).toBe(409)
      expect(again.json).toMatchObject({ message: DUPLICATE_MESSAGES.alreadyMerged })
      const into = await merge({ kept_profile_id: merged.id, merged_profile_id: other.id })
      expect(into.status).toBe(409)
      expect(into.json).toMatchObject({ message: DUPLICATE_MESSAGES.keptWasMerged })
    })
  })

  it('a table with a foreign key to profiles that the plan does not know: 409 and nothing written', async () => {
    const kept = await insertProfile()
    const merged = await insertProfile()
    await db.execute(sql`create table profile_notes_of_a_later_version (profile_id integer not null references ngo_profiles(id) on delete cascade, note text)`)
    try {
      await db.execute(sql`insert into profile_notes_of_a_later_version values (${merged.id}, 'kept')`)
      await unchanged(async () => {
        const answer = await merge({ kept_profile_id: kept.id, merged_profile_id: merged.id })
        expect(answer.status).toBe(409)
        expect(answer.json).toMatchObject({ message: DUPLICATE_MESSAGES.unknownTable, data: { tables: ['profile_notes_of_a_later_version.profile_id'] } })
      })
    } finally {
      await db.execute(sql`drop table profile_notes_of_a_later_version`)
    }
  })
})

describe('the merge plan', () => {
  it('names every foreign key to ngo_profiles in the catalogue, and no other', async () => {
    const keys = await foreignKeysTo(db, 'ngo_profiles')
    const planned = Object.entries(MERGE_PLAN)
      .filter(([, step]) => step.foreignKey !== false)
      .map(([target]) => target)
      .sort()
    expect(keys.map((key) => `${key.table}.${key.column}`).sort()).toEqual(planned)
    // Every step says why.
    for (const step of Object.values(MERGE_PLAN)) expect(step.why.length).toBeGreaterThan(10)
  })

  it('leaves no table with a foreign key to a table it sets rows aside from unhandled', async () => {
    // A set-aside row takes the rows that depend on it along (a document's reminders, a submission's decisions).
    const documents = await foreignKeysTo(db, 'profile_documents')
    expect(documents.map((key) => key.table)).toContain('document_reminders')
    const decisions = await foreignKeysTo(db, 'renewal_submissions')
    expect(decisions.map((key) => key.table)).toEqual(expect.arrayContaining(['renewal_section_decisions', 'renewal_submissions']))
  })
})

// Documents both profiles have: one of each type stays, so the kept profile's is kept and the other set aside with its file.
describe('documents', () => {
  it('a document type both profiles have keeps the kept profile’s; the other is set aside and its file stays', async () => {
    const keptOwner = await createUser()
    const mergedOwner = await createUser()
    const { profile: kept } = await createProfile(keptOwner, {}, { complete: true })
    const { profile: merged } = await createProfile(mergedOwner, {}, { complete: true })
    const mergedDocuments = await db.select().from(profileDocuments).where(eq(profileDocuments.profile_id, merged.id))
    expect(mergedDocuments.length).toBeGreaterThan(0)
    const answer = await merge({ kept_profile_id: kept.id, merged_profile_id: merged.id })
    expect(answer.status, answer.text).toBe(201)
    for (const document of mergedDocuments) {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, document.file_id!))
      expect(file.profile_id).toBe(kept.id)
    }
    const setAside = await db.select().from(profileMergeSetAside).where(and(eq(profileMergeSetAside.merge_id, answer.json.data.merge.id), eq(profileMergeSetAside.table_name, 'profile_documents')))
    expect(setAside.map((row) => (row.row as { id: number }).id).sort()).toEqual(mergedDocuments.map((document) => document.id).sort())
  })
})
