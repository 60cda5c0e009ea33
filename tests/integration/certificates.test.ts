// Registration certificates (decision 096): issued to a verified NGO as an
// A4 PDF read back with poppler (its text, and its QR code from the drawn
// page), found again while nothing changed, replaced after a change,
// revoked by the super administrator; the verification page's sentence after
// each change, with changes made through another connection as a second
// instance would; the badge (decision 097); the emblem; and bad input, which
// writes nothing.
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as badgeRoute from '@/app/api/ngo/[id]/badge/route'
import * as certificateRoute from '@/app/api/ngo/[id]/certificate/route'
import * as revokeRoute from '@/app/api/ngo/certificates/[id]/revoke/route'
import * as emblemRoute from '@/app/api/ngo/emblem/route'
import * as verifyRoute from '@/app/verify/[code]/route'
import { auditLog, certificates, financialYears, municipalityEmblem, ngoProfiles, renewalSubmissions, storedFiles } from '@/db/schema'
import { getViewerFromToken, type Viewer } from '@/lib/auth/session'
import { kathmanduToday } from '@/lib/calendar'
import { startChangeListener, stopChangeListener } from '@/lib/cache'
import { PAGE_TAGS, tagsOfChange } from '@/lib/cache/changes'
import { PAGE_TAGS_HEADER, RENDER_HEADER } from '@/lib/cache/documents'
import { checkCertificate, issueCertificate, listCertificates } from '@/lib/certificates/certificates'
import { certificateIdOf } from '@/lib/certificates/code'
import { CERTIFICATE_MESSAGES } from '@/lib/certificates/schemas'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { UPLOAD_MESSAGES } from '@/lib/files/upload'
import { LANGUAGE_HEADER } from '@/lib/i18n/paths'
import { setProfileStatus } from '@/lib/profile/profile'
import { openCycle } from '@/lib/renewals/cycles'
import { createSignedInUser } from '@/tests/factories'
import { createProfile, viewerOf } from '@/tests/factories/profile'
import { jpegBytes, pdfBytes, pngBytes, SVG_IMAGE } from '@/tests/fixtures/files'
import { pdfPagePng, pdfPages, pdfText, readQrCode } from '@/tests/fixtures/pdf-reading'
import { filesUnder, withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

const uploads = withTemporaryUploads()

// Names with conjuncts, a reph and the ि sign, which a PDF must shape and give back in order.
const NAME = 'क्षेत्रीय शिक्षा प्रतिष्ठान संस्था'
const NAME_EN = 'Regional Education Foundation'

let outsider: pg.Client
let admin: { headers: Record<string, string>; viewer: Viewer }
let clerk: { headers: Record<string, string>; viewer: Viewer; profileId: number }
let cycleDeadline = ''

/** Until an announcement has arrived. */
const HEARD = { timeout: 1_000, interval: 20 }

async function signedIn(role: 'user' | 'super_admin' = 'user') {
  const session = await createSignedInUser({ role })
  return { user: session.user, headers: session.headers, viewer: await getViewerFromToken(session.token) }
}

async function rowCounts() {
  const [[certificateRows], [logRows], [fileRows], [emblemRows]] = await Promise.all([
    db.select({ n: count() }).from(certificates),
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(storedFiles),
    db.select({ n: count() }).from(municipalityEmblem),
  ])
  return { certificates: certificateRows.n, log: logRows.n, files: fileRows.n, emblem: emblemRows.n, stored: filesUnder(uploads.root()).length }
}

const download = (headers: Record<string, string>, profileId: number) => call(certificateRoute.POST, { method: 'POST', headers, params: { id: String(profileId) } })

/** The verification page of a code, as the route answers it, in a language. */
const verifyPage = (code: string, language: 'ne' | 'en' = 'en', headers: Record<string, string> = {}) =>
  call(verifyRoute.GET as never, { path: `/verify/${code}`, headers: { [LANGUAGE_HEADER]: language, ...headers }, params: { code } })

// The heading's words: without its mark, and without the span that marks the NGO's name as typed data.
const sentence = async (code: string, language: 'ne' | 'en' = 'en') =>
  (/<h1[^>]*>(?:<span class="mark"[^>]*>[^<]*<\/span>)?(.*?)<\/h1>/.exec((await verifyPage(code, language)).text)?.[1] ?? '').replace(/<[^>]+>/g, '')

beforeAll(async () => {
  await startChangeListener(getEnv().DATABASE_URL!)
  outsider = new pg.Client({ connectionString: getEnv().DATABASE_URL })
  await outsider.connect()
  const adminSession = await signedIn('super_admin')
  admin = { headers: adminSession.headers, viewer: adminSession.viewer }
  const clerkSession = await signedIn()
  const { profile } = await createProfile(
    clerkSession.user,
    { name: NAME, name_en: NAME_EN, lmc_registration_no: '४५६/०८०', tax_registration_no: '601234567', dao_registration_date: '2015-08-20' },
    { verified: true },
  )
  clerk = { headers: clerkSession.headers, viewer: viewerOf(clerkSession.user, profile.id), profileId: profile.id }
  // A renewal cycle in force, its deadline a month away: every NGO without a submission is due.
  const today = kathmanduToday()
  cycleDeadline = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
  const [year] = await db.insert(financialYears).values({ financial_year: '२०९९/००' }).returning({ id: financialYears.id })
  await openCycle(admin.viewer, { financial_year_id: year.id, deadline: cycleDeadline, items: ['part:committee'] })
})

afterAll(async () => {
  await stopChangeListener()
  await outsider.end()
})

describe('the certificate', () => {
  let firstCode = ''
  let firstSerial = ''

  it('is an A4 PDF whose text carries the names and numbers, and whose QR code opens its verification page', async () => {
    const response = await download(clerk.headers, clerk.profileId)
    expect(response.status, response.text.slice(0, 200)).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="certificate-\d{4}-\d{5}\.pdf"$/)
    const answer = await certificateRoute.POST(new Request('http://localhost/api/ngo/x/certificate', { method: 'POST', headers: clerk.headers }), { params: Promise.resolve({ id: String(clerk.profileId) }) })
    const pdf = new Uint8Array(await answer.arrayBuffer())
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(pdfPages(pdf)).toEqual({ pages: 1, size: '595.28 x 841.89 pts (A4)' })

    const text = pdfText(pdf)
    // In written order: the ि before its consonant on the page is after it in the text.
    for (const words of [NAME, NAME_EN, 'ललितपुर महानगरपालिका', 'Lalitpur Metropolitan City', 'दर्ता प्रमाणपत्र', 'Certificate of Registration', '456/080', '601234567']) {
      expect(text).toContain(words)
    }
    const [row] = await db.select().from(certificates).where(eq(certificates.profile_id, clerk.profileId))
    firstSerial = row.serial
    expect(text).toContain(row.serial)
    expect(text).toContain(clerk.viewer.dao_registration_no!)
    // Numbers are kept in Latin digits (a save converts them), as the DAO and the tax office write them.
    // The registration date in BS (Nepali and English digits) with AD in small print, and the standing of the day.
    expect(text).toContain('२०७२-०५-०३ वि.सं.')
    expect(text).toContain('2072-05-03 BS (AD 2015-08-20)')
    expect(text).toMatch(/Renewal due by \d{4}-\d{2}-\d{2} BS/)

    const url = readQrCode(pdfPagePng(pdf))
    expect(url).toMatch(new RegExp(`^${getEnv().SITE_URL}/verify/[A-Za-z0-9_-]{19}$`))
    firstCode = url!.split('/').pop()!
    expect(certificateIdOf(firstCode)).toBe(row.id)
    expect(text).toContain(url!)
  })

  it('is recorded: serial, who and when, in the table and the action log', async () => {
    const [row] = await db.select().from(certificates).where(eq(certificates.profile_id, clerk.profileId))
    expect(row).toMatchObject({ serial: firstSerial, issued_by: clerk.viewer.id, replaced_at: null, revoked_at: null })
    expect(Date.now() - row.issued_at.getTime()).toBeLessThan(60_000)
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, 'certificate'))
    expect(entry).toMatchObject({ action: 'issue', actor_user_id: clerk.viewer.id, profile_id: clerk.profileId, entity_id: String(row.id) })
    expect(entry.after).toMatchObject({ serial: firstSerial, replaces: null })
  })

  it('is the same certificate when asked again with nothing changed, by the NGO or the super administrator', async () => {
    const before = await rowCounts()
    expect((await download(clerk.headers, clerk.profileId)).status).toBe(200)
    expect((await download(admin.headers, clerk.profileId)).status).toBe(200)
    expect(await rowCounts()).toEqual(before)
    const again = await issueCertificate(admin.viewer, clerk.profileId)
    expect(again).toMatchObject({ created: false, certificate: { serial: firstSerial, code: firstCode } })
  })

  it('says on its page that it is genuine and the NGO registered, its renewal due, with the day checked, in either language', async () => {
    const english = await verifyPage(firstCode, 'en')
    expect(english.status).toBe(200)
    expect(english.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(english.text).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(english.text).not.toMatch(/<script|<img|<link/i)
    expect(Buffer.byteLength(english.text)).toBeLessThan(20_000)
    expect(await sentence(firstCode, 'en')).toMatch(
      new RegExp(`^This certificate is genuine and ${NAME_EN} is registered; its renewal for 2099/00 is due by \\d{4}-\\d{2}-\\d{2} BS, as checked on \\d{4}-\\d{2}-\\d{2} BS\\.$`),
    )
    expect(english.text).toContain(`href="/en/profile/${clerk.profileId}"`)
    const nepali = await sentence(firstCode, 'ne')
    expect(nepali).toMatch(new RegExp(`^यो प्रमाणपत्र सक्कली हो र ${NAME} दर्ता भएको छ; २०९९/०० को नवीकरण .+ भित्र गर्नुपर्ने छ, .+ वि\\.सं\\. मा जाँच गरिएअनुसार।$`))
  })

  it('names what it shows to the render that keeps it, and to no one else', async () => {
    const id = certificateIdOf(firstCode)!
    const kept = await verifyPage(firstCode, 'en', { [RENDER_HEADER]: '1' })
    expect(kept.headers.get(PAGE_TAGS_HEADER)?.split(' ')).toEqual([...PAGE_TAGS.verification(id, clerk.profileId)])
    expect((await verifyPage(firstCode, 'en')).headers.has(PAGE_TAGS_HEADER)).toBe(false)
    // What drops it: a change of its certificate, of its NGO, or of a renewal cycle.
    const reaches = (tags: string[] | 'everything') => tags === 'everything' || tags.some((tag) => PAGE_TAGS.verification(id, clerk.profileId).includes(tag) || tag === 'profile:*')
    expect(reaches(tagsOfChange({ table: 'certificates', ids: { id: [id] } }))).toBe(true)
    expect(reaches(tagsOfChange({ table: 'ngo_profiles', ids: { id: [clerk.profileId], user_id: [] } }))).toBe(true)
    expect(reaches(tagsOfChange({ table: 'renewal_submissions', ids: { profile_id: [clerk.profileId] } }))).toBe(true)
    expect(reaches(tagsOfChange({ table: 'renewal_cycles' }))).toBe(true)
    expect(reaches(tagsOfChange({ table: 'certificates', ids: { id: [id + 1000] } }))).toBe(false)
  })

  it('says "not genuine" and nothing else for a changed, shortened or made-up code, and names nothing to keep', async () => {
    const changed = firstCode.slice(0, 10) + (firstCode[10] === 'A' ? 'B' : 'A') + firstCode.slice(11)
    for (const code of [changed, firstCode.slice(0, 18), `${firstCode}A`, 'AAAAAAAAAAAAAAAAAAA', 'not-a-code']) {
      const page = await verifyPage(code, 'en', { [RENDER_HEADER]: '1' })
      expect(page.status).toBe(404)
      expect(page.headers.has(PAGE_TAGS_HEADER)).toBe(false)
      expect(page.text).toMatch(/<main><h1 class="bad"><span class="mark" aria-hidden="true">✗<\/span>This certificate is not genuine\.<\/h1><\/main>/)
      expect(page.text).not.toContain(NAME_EN)
      expect(page.text).not.toContain('href=')
      expect(await sentence(code, 'ne')).toBe('यो प्रमाणपत्र सक्कली होइन।')
    }
  })
})

describe('the standing shown after each change, made through another connection as a second instance would', () => {
  it('a deactivation, then verification again', async () => {
    const { certificate } = await issueCertificate(clerk.viewer, clerk.profileId)
    await outsider.query(`update ngo_profiles set status = 'inactive' where id = $1`, [clerk.profileId])
    await expect.poll(() => sentence(certificate.code), HEARD).toMatch(new RegExp(`^This certificate is genuine, but ${NAME_EN} has been deactivated and is not in good standing, as checked on `))
    // No profile page to link to while the public cannot see it.
    expect((await verifyPage(certificate.code)).text).not.toContain('/profile/')
    await outsider.query(`update ngo_profiles set status = 'active' where id = $1`, [clerk.profileId])
    await expect.poll(() => sentence(certificate.code), HEARD).toMatch(/is registered; its renewal for 2099\/00 is due by/)
  })

  it('a renewal accepted: renewed, on its page, and a new certificate that replaces the old one', async () => {
    const before = await issueCertificate(clerk.viewer, clerk.profileId)
    const [{ id: cycleId }] = (await outsider.query<{ id: number }>(`select id from renewal_cycles where deadline = $1`, [cycleDeadline])).rows
    await outsider.query(`insert into renewal_submissions (cycle_id, profile_id, snapshot, state, submitted_at, decided_at) values ($1, $2, '{}', 'accepted', now(), now())`, [cycleId, clerk.profileId])
    await expect.poll(() => sentence(before.certificate.code), HEARD).toMatch(new RegExp(`^This certificate is genuine and ${NAME_EN} is registered and renewed for 2099/00, as checked on `))

    const after = await issueCertificate(clerk.viewer, clerk.profileId)
    expect(after.created).toBe(true)
    expect(after.certificate.serial).not.toBe(before.certificate.serial)
    expect(after.certificate.content.standing?.standing.kind).toBe('renewed')
    const [old] = await db.select().from(certificates).where(eq(certificates.id, before.certificate.id))
    expect(old.replaced_by).toBe(after.certificate.id)
    expect(old.replaced_at).not.toBeNull()
    expect(await sentence(before.certificate.code)).toMatch(/^This certificate was replaced by a newer one on \d{4}-\d{2}-\d{2} BS and is no longer valid, as checked on /)
    // The replaced page links to the NGO's page.
    expect((await verifyPage(before.certificate.code)).text).toContain(`href="/en/profile/${clerk.profileId}"`)
    expect(await sentence(after.certificate.code)).toMatch(/is registered and renewed for 2099\/00/)
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity_id, String(after.certificate.id)))
    expect(entry.after).toMatchObject({ serial: after.certificate.serial, replaces: before.certificate.serial })
    await db.delete(renewalSubmissions).where(eq(renewalSubmissions.profile_id, clerk.profileId))
  })

  it('a change of names: a new certificate, the old one replaced', async () => {
    const before = await issueCertificate(clerk.viewer, clerk.profileId)
    await outsider.query(`update ngo_profiles set name_en = $2 where id = $1`, [clerk.profileId, 'Regional Education Foundation Nepal'])
    const after = await issueCertificate(clerk.viewer, clerk.profileId)
    expect(after.created).toBe(true)
    expect(after.certificate.content.name_en).toBe('Regional Education Foundation Nepal')
    expect((await checkCertificate(before.certificate.code)).kind).toBe('replaced')
    expect((await checkCertificate(after.certificate.code)).kind).toBe('genuine')
    // One live certificate per NGO.
    const live = await db.select().from(certificates).where(eq(certificates.profile_id, clerk.profileId))
    expect(live.filter((row) => row.replaced_at === null && row.revoked_at === null)).toHaveLength(1)
  })
})

describe('revocation', () => {
  it('by the super administrator, with a reason: the page says it was revoked and when; the next ask issues a new one', async () => {
    const { certificate } = await issueCertificate(clerk.viewer, clerk.profileId)
    const response = await call(revokeRoute.POST, { method: 'POST', headers: admin.headers, params: { id: String(certificate.id) }, body: { reason: 'Shown altered to a bank' } })
    expect(response.status, JSON.stringify(response.json)).toBe(200)
    expect(response.json.message).toBe(CERTIFICATE_MESSAGES.revoked)
    await expect.poll(() => sentence(certificate.code), HEARD).toMatch(/^This certificate was revoked on \d{4}-\d{2}-\d{2} BS and is no longer valid, as checked on /)
    expect(await sentence(certificate.code, 'ne')).toMatch(/^यो प्रमाणपत्र .+ मा खारेज गरिएकाले अब मान्य छैन/)
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'revoke'))
    expect(entry).toMatchObject({ actor_user_id: admin.viewer.id, entity: 'certificate', entity_id: String(certificate.id), profile_id: clerk.profileId })
    expect(entry.after).toMatchObject({ revoke_reason: 'Shown altered to a bank' })
    const listed = await listCertificates(clerk.viewer, clerk.profileId)
    expect(listed.certificates[0]).toMatchObject({ id: certificate.id, revoke_reason: 'Shown altered to a bank' })

    const next = await issueCertificate(clerk.viewer, clerk.profileId)
    expect(next.created).toBe(true)
    expect((await checkCertificate(certificate.code)).kind).toBe('revoked')
  })

  it('is refused, changing nothing, to an NGO, without a reason, for an unknown certificate, and a second time', async () => {
    const { certificate } = await issueCertificate(clerk.viewer, clerk.profileId)
    const before = await rowCounts()
    const revoke = (headers: Record<string, string>, id: string, body: unknown) => call(revokeRoute.POST, { method: 'POST', headers, params: { id }, body })
    expect((await revoke(clerk.headers, String(certificate.id), { reason: 'mine' })).status).toBe(403)
    const empty = await revoke(admin.headers, String(certificate.id), { reason: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.json.errors).toEqual({ reason: CERTIFICATE_MESSAGES.reasonRequired })
    expect((await revoke(admin.headers, String(certificate.id), { reason: 'x'.repeat(501) })).status).toBe(400)
    const unknown = await revoke(admin.headers, '999999', { reason: 'gone' })
    expect(unknown).toMatchObject({ status: 404, json: { message: CERTIFICATE_MESSAGES.notFound } })
    expect((await revoke(admin.headers, 'abc', { reason: 'gone' })).status).toBe(404)
    expect(await rowCounts()).toEqual(before)
    expect((await revoke(admin.headers, String(certificate.id), { reason: 'Lost' })).status).toBe(200)
    const again = await rowCounts()
    const twice = await revoke(admin.headers, String(certificate.id), { reason: 'Lost again' })
    expect(twice).toMatchObject({ status: 409, json: { message: CERTIFICATE_MESSAGES.alreadyRevoked } })
    expect(await rowCounts()).toEqual(again)
  })
})

describe('a certificate is refused, with the reason and nothing written', () => {
  it('to an NGO not verified yet', async () => {
    const owner = await signedIn()
    const { profile } = await createProfile(owner.user, { name: 'नयाँ संस्था' })
    const before = await rowCounts()
    const response = await download(owner.headers, profile.id)
    expect(response).toMatchObject({ status: 409, json: { message: CERTIFICATE_MESSAGES.notVerified } })
    expect(await rowCounts()).toEqual(before)
    expect((await listCertificates(viewerOf(owner.user, profile.id), profile.id)).refusal).toBe(CERTIFICATE_MESSAGES.notVerified)
  })

  it('to a deactivated NGO, even by the super administrator', async () => {
    const owner = await signedIn()
    const { profile } = await createProfile(owner.user, { name: 'निष्क्रिय संस्था' }, { verified: true, inactive: true })
    const before = await rowCounts()
    expect(await download(owner.headers, profile.id)).toMatchObject({ status: 409, json: { message: CERTIFICATE_MESSAGES.deactivated } })
    expect(await download(admin.headers, profile.id)).toMatchObject({ status: 409, json: { message: CERTIFICATE_MESSAGES.deactivated } })
    expect(await rowCounts()).toEqual(before)
  })

  it('to another NGO (the profile is not found), to someone signed out, and for an unknown profile', async () => {
    const stranger = await signedIn()
    await createProfile(stranger.user, { name: 'अर्को संस्था' }, { verified: true })
    const before = await rowCounts()
    expect(await download(stranger.headers, clerk.profileId)).toMatchObject({ status: 404, json: { message: 'Profile Not Found' } })
    expect((await download({}, clerk.profileId)).status).toBe(401)
    expect((await download(admin.headers, 999_999)).status).toBe(404)
    await expect(listCertificates(stranger.viewer, clerk.profileId)).rejects.toMatchObject({ status: 404 })
    expect(await rowCounts()).toEqual(before)
  })

  it('after a verified NGO is set inactive: its live certificate stays, and its page says so', async () => {
    const owner = await signedIn()
    const { profile } = await createProfile(owner.user, { name: 'पछि निष्क्रिय संस्था', name_en: 'Later Inactive' }, { verified: true })
    const { certificate } = await issueCertificate(viewerOf(owner.user, profile.id), profile.id)
    await setProfileStatus(admin.viewer, profile.id, { status: 'inactive' })
    expect(await sentence(certificate.code)).toMatch(/^This certificate is genuine, but Later Inactive has been deactivated/)
    expect(await download(owner.headers, profile.id)).toMatchObject({ status: 409, json: { message: CERTIFICATE_MESSAGES.deactivated } })
  })
})

describe('the badge', () => {
  const badge = (profileId: number, headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
    call(badgeRoute.GET, { headers, query, params: { id: String(profileId) } })

  it('reads "registered" while the NGO is in good standing, with an hour of caching and an ETag', async () => {
    const response = await badge(clerk.profileId)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.text).toContain('ललितपुर महानगरपालिकामा दर्ता')
    expect(response.text).toContain(`href="${getEnv().SITE_URL}/profile/${clerk.profileId}"`)
    expect(response.text).not.toMatch(/<script|on\w+=/i)
    const english = await badge(clerk.profileId, {}, { lang: 'en' })
    expect(english.text).toContain('Registered with Lalitpur Metropolitan City')
    expect(english.text).toContain(`href="${getEnv().SITE_URL}/en/profile/${clerk.profileId}"`)
    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    const unchanged = await badge(clerk.profileId, { 'if-none-match': etag })
    expect(unchanged.status).toBe(304)
    expect(unchanged.text).toBe('')
    expect(unchanged.headers.get('etag')).toBe(etag)
    expect((await badge(clerk.profileId, { 'if-none-match': '"something-else"' })).status).toBe(200)
  })

  it('says nothing of being registered once the NGO is deactivated, and its ETag changes', async () => {
    const owner = await signedIn()
    const { profile } = await createProfile(owner.user, { name: 'ब्याज संस्था', name_en: 'Badge NGO' }, { verified: true })
    const good = await badge(profile.id, {}, { lang: 'en' })
    expect(good.text).toContain('Registered with')
    await outsider.query(`update ngo_profiles set status = 'inactive' where id = $1`, [profile.id])
    await expect.poll(async () => (await badge(profile.id, {}, { lang: 'en' })).text, HEARD).toContain('Registration status: see the registry')
    const neutral = await badge(profile.id, {}, { lang: 'en' })
    expect(neutral.text).not.toContain('Registered with')
    expect(neutral.text).not.toContain(`/profile/${profile.id}`)
    expect(neutral.headers.get('etag')).not.toBe(good.headers.get('etag'))
    expect((await badge(profile.id, { 'if-none-match': good.headers.get('etag')! }, { lang: 'en' })).status).toBe(200)
  })

  it('is not found for an id that names no profile, and refuses a language it does not know', async () => {
    expect((await badge(999_999)).status).toBe(404)
    expect((await badge(clerk.profileId, {}, { lang: 'fr' })).status).toBe(400)
  })
})

describe('the emblem', () => {
  const upload = (headers: Record<string, string>, bytes: Uint8Array, name = 'emblem.png', type = 'image/png') => {
    const form = new FormData()
    form.set('image', new File([new Uint8Array(bytes)], name, { type }))
    return call(emblemRoute.POST, { method: 'POST', headers, body: form })
  }

  it('is uploaded by the super administrator, stored as a PNG, and printed on the next certificate', async () => {
    const response = await upload(admin.headers, await jpegBytes(900, 700), 'emblem.jpg', 'image/jpeg')
    expect(response.status, JSON.stringify(response.json)).toBe(200)
    const [row] = await db.select().from(municipalityEmblem)
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.file_id))
    expect(file).toMatchObject({ purpose: 'emblem', mime_type: 'image/png', uploaded_by: admin.viewer.id })
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, 'municipality_emblem'))
    expect(entry).toMatchObject({ action: 'create', actor_user_id: admin.viewer.id })

    const answer = await certificateRoute.POST(new Request('http://localhost/api/ngo/x/certificate', { method: 'POST', headers: clerk.headers }), { params: Promise.resolve({ id: String(clerk.profileId) }) })
    const pdf = Buffer.from(await answer.arrayBuffer())
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/)
    expect(readQrCode(pdfPagePng(pdf))).toMatch(/\/verify\//)
  })

  it('refuses, writing nothing, a file over 2 MB, an SVG, a PDF, text, no file, and anyone but the super administrator', async () => {
    const before = await rowCounts()
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(2 * 1024 * 1024)])
    expect(await upload(admin.headers, big)).toMatchObject({ status: 413, json: { message: UPLOAD_MESSAGES.tooLarge } })
    expect(await upload(admin.headers, SVG_IMAGE, 'emblem.svg', 'image/svg+xml')).toMatchObject({ status: 415, json: { message: UPLOAD_MESSAGES.emblemType } })
    expect(await upload(admin.headers, pdfBytes(), 'emblem.pdf', 'application/pdf')).toMatchObject({ status: 415, json: { message: UPLOAD_MESSAGES.emblemType } })
    expect(await upload(admin.headers, Buffer.from('just some words'), 'emblem.png')).toMatchObject({ status: 415, json: { message: UPLOAD_MESSAGES.emblemType } })
    expect((await call(emblemRoute.POST, { method: 'POST', headers: admin.headers, body: new FormData() })).status).toBe(400)
    expect((await upload(clerk.headers, await pngBytes())).status).toBe(403)
    expect((await upload({}, await pngBytes())).status).toBe(401)
    expect(await rowCounts()).toEqual(before)
  })

  it('is removed by the super administrator; a second removal is not found', async () => {
    expect((await call(emblemRoute.DELETE, { method: 'DELETE', headers: clerk.headers })).status).toBe(403)
    expect((await call(emblemRoute.DELETE, { method: 'DELETE', headers: admin.headers })).status).toBe(200)
    expect(await db.select().from(municipalityEmblem)).toEqual([])
    expect(await call(emblemRoute.DELETE, { method: 'DELETE', headers: admin.headers })).toMatchObject({ status: 404, json: { message: CERTIFICATE_MESSAGES.noEmblem } })
  })
})

describe('two requests at once', () => {
  it('make one certificate', async () => {
    const owner = await signedIn()
    const { profile } = await createProfile(owner.user, { name: 'एकैचोटि संस्था' }, { verified: true })
    const viewer = viewerOf(owner.user, profile.id)
    const results = await Promise.all([issueCertificate(viewer, profile.id), issueCertificate(viewer, profile.id), issueCertificate(viewer, profile.id)])
    expect(new Set(results.map((result) => result.certificate.id)).size).toBe(1)
    expect(await db.select().from(certificates).where(eq(certificates.profile_id, profile.id))).toHaveLength(1)
    await db.delete(ngoProfiles).where(eq(ngoProfiles.id, profile.id))
  })
})
