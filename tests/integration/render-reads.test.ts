// What a page rendered for a signed-in session's kept copy read
// (lib/cache/render-reads.ts): the tags of its kept reads and its session;
// any other database call makes it unkeepable. Against the real database, so
// the queries are the pool's own.
import type { IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ngoProfiles, profileClaims, users } from '@/db/schema'
import { getViewerFromToken } from '@/lib/auth/session'
import { startChangeListener, stopChangeListener, TAGS } from '@/lib/cache'
import { collectRenderReads, expectRenderReads, takeRenderReads, type RenderReads } from '@/lib/cache/render-reads'
import { listOptions } from '@/lib/content/reference'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { listPendingClaims } from '@/lib/profile/claims'
import { isDatabaseReachable } from '@/lib/system/health'
import { createSignedInUser, createUser } from '@/tests/factories'

let profileId: number
let token: string

beforeAll(async () => {
  const signedIn = await createSignedInUser({ role: 'super_admin' })
  token = signedIn.token
  const [profile] = await db.insert(ngoProfiles).values({ name: 'पढाइ हेरिएको संस्था' }).returning()
  profileId = profile.id
  await startChangeListener(getEnv().DATABASE_URL!)
})

afterAll(async () => {
  await stopChangeListener()
})

/** Runs `work` as the render the cache asked for would run, and returns what it read. (Drizzle's queries run when awaited: inside `work`.) */
async function renderReading(work: () => Promise<unknown>, header?: string): Promise<RenderReads> {
  const id = randomUUID()
  expectRenderReads(id)
  const request = { headers: { 'x-page-cache-fill': header ?? id } } as unknown as IncomingMessage
  await collectRenderReads(request, work)
  return takeRenderReads(id)!
}

describe('the reads of a render for the cache', () => {
  it('are the tags of its kept reads and its viewer, and keep it keepable', async () => {
    const viewer = await getViewerFromToken(token)
    const reads = await renderReading(async () => {
      await getViewerFromToken(token)
      // A kept read, read twice: the second is a hit, and still counts.
      await listOptions('thematic-scope')
      await listOptions('thematic-scope')
    })
    expect(reads.untracked).toBeNull()
    expect(reads.sessionId).toBe(viewer.sessionId)
    expect([...reads.tags]).toEqual(expect.arrayContaining([TAGS.session(viewer.sessionId), TAGS.user(viewer.id), TAGS.reference]))
  })

  it('makes it unkeepable with any other database call: a query of its own, a transaction, a write', async () => {
    const query = await renderReading(async () => await db.select().from(ngoProfiles))
    expect(query.untracked).toMatch(/^select "id", "user_id"/)
    const transaction = await renderReading(async () => await db.transaction(async (tx) => await tx.execute(sql`select 1`)))
    expect(transaction.untracked).not.toBeNull()
    const write = await renderReading(async () => await db.update(ngoProfiles).set({ name: 'पढाइ हेरिएको संस्था' }).where(sql`id = ${profileId}`))
    expect(write.untracked).toMatch(/^update "ngo_profiles"/)
  })

  it('leaves out the database check that does not shape the page', async () => {
    const reads = await renderReading(() => isDatabaseReachable(Date.now() + 3_600_000))
    expect(reads.untracked).toBeNull()
  })

  it('are collected only for a render this process asked for, never for a header a client sent', async () => {
    const id = randomUUID()
    expectRenderReads(id)
    // A client's own value names no collection: its queries are its own.
    const request = { headers: { 'x-page-cache-fill': randomUUID() } } as unknown as IncomingMessage
    await collectRenderReads(request, async () => await db.select().from(ngoProfiles))
    expect(takeRenderReads(id)).toEqual({ tags: new Set(), sessionId: null, untracked: null })
    // Taken once.
    expect(takeRenderReads(id)).toBeNull()
    // Outside any render, nothing is collected.
    await db.select().from(ngoProfiles)
  })
})

describe('the claims to review, a kept read since the NGO list that shows them is kept', () => {
  it('show a committed change of a claim, its claimant or its profile at once', async () => {
    const admin = await getViewerFromToken(token)
    const before = await listPendingClaims(admin)
    expect(await listPendingClaims(admin)).toBe(before)
    const claimant = await createUser({ role: 'user' })
    const [claim] = await db.insert(profileClaims).values({ profile_id: profileId, user_id: claimant.id }).returning()
    const heard = { timeout: 5_000, interval: 20 }
    const shown = () => listPendingClaims(admin).then((claims) => claims.find((entry) => entry.id === claim.id))
    await vi.waitUntil(async () => (await shown()) !== undefined, heard)
    await db.update(users).set({ name: 'नयाँ दाबीकर्ता' }).where(sql`id = ${claimant.id}`)
    await vi.waitUntil(async () => (await shown())?.claimant.name === 'नयाँ दाबीकर्ता', heard)
    await db.update(ngoProfiles).set({ name: 'दाबी गरिएको संस्था' }).where(sql`id = ${profileId}`)
    await vi.waitUntil(async () => (await shown())?.profile.name === 'दाबी गरिएको संस्था', heard)
    await db.update(profileClaims).set({ status: 'refused' }).where(sql`id = ${claim.id}`)
    await vi.waitUntil(async () => (await shown()) === undefined, heard)
  })
})
