// Shared steps of the content-management specs: signing in as each role,
// choosing the language, NGO profiles as fixtures, and the axe check.
import { randomInt } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { E2E_PORT, E2E_SUPER_ADMIN, SAME_ORIGIN } from './support/constants'
import { codeSentTo } from './support/clerk'
import { withE2eDatabase } from './support/database'
import { axe } from './support/axe'

export const BASE_URL = `http://localhost:${E2E_PORT}`
const NGO_PASSWORD = 'bagmati-river-bank-42'

export { useLanguage } from './support/language'

export async function signInAsSuperAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    headers: SAME_ORIGIN,
    data: { mobile: E2E_SUPER_ADMIN.mobile, password: E2E_SUPER_ADMIN.password, super_admin: true },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A registered, verified NGO account signed in on `page`: a person of no NGO yet (user), or the NGO admin of a new profile (admin, decision 092). */
export async function signInAsNgo(page: Page, role: 'user' | 'admin') {
  const mobile = `985${String(randomInt(1_000_000, 10_000_000))}`
  const dao = `${randomInt(100, 999)}/${role}`
  const registered = await page.request.post('/api/auth/register', {
    headers: SAME_ORIGIN,
    data: { dao_registration_no: dao, name: `Content ${role}`, mobile, email: 'content@example.org', password: NGO_PASSWORD },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const code = await codeSentTo(mobile)
  expect((await page.request.post('/api/auth/verification', { headers: SAME_ORIGIN, data: { mobile, mpin: code } })).status()).toBe(200)
  // Naming the person as a profile's contact admin makes them its NGO admin (the members migration's trigger).
  if (role === 'admin') await withE2eDatabase((client) => client.query(`insert into ngo_profiles (name, dao_registration_no, user_id) select $2, $3, id from users where mobile = $1`, [mobile, `संस्था ${mobile}`, dao]))
  const signedIn = await page.request.post('/api/auth/login', { headers: SAME_ORIGIN, data: { dao_registration_no: dao, mobile, password: NGO_PASSWORD } })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
}

export type ProfileFixture = {
  name: string
  name_en: string
  location: string
  phone: string
  contact_person_name: string
  head_person_name: string
  dao_registration_no: string
  status: 'new_registration' | 'active' | 'inactive'
  is_verified: boolean
  is_complete: boolean
  optionNames?: string[]
}

/** Profiles written straight to the database; returns their ids in the order given. */
export async function insertProfiles(fixtures: ProfileFixture[]): Promise<number[]> {
  return withE2eDatabase(async (client) => {
    const ids: number[] = []
    for (const fixture of fixtures) {
      const { rows } = await client.query<{ id: number }>(
        `insert into ngo_profiles (name, name_en, location, phone, contact_person_name, head_person_name, dao_registration_no, status, is_verified, is_complete)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          fixture.name,
          fixture.name_en,
          fixture.location,
          fixture.phone,
          fixture.contact_person_name,
          fixture.head_person_name,
          fixture.dao_registration_no,
          fixture.status,
          fixture.is_verified,
          fixture.is_complete,
        ],
      )
      const id = rows[0].id
      ids.push(id)
      for (const optionName of fixture.optionNames ?? []) {
        await client.query(`insert into profile_options (profile_id, option_id) select $1, id from options where name = $2 on conflict do nothing`, [id, optionName])
      }
    }
    return ids
  })
}

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  // What a person reads is the page at rest: let opening animations (a dialog
  // fading in) end first, or colours are measured half-transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // A client navigation swaps the document title as the new page's metadata
  // streams in; a title that never comes is still reported below.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined)
  // A toast being dismissed (aria-hidden, fading out for 0.2 s) is on its way
  // out, not read: its dismissal may start after the wait above, mid-scan.
  const results = await axe(page).exclude('[data-toast-type][aria-hidden="true"]').analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious, JSON.stringify(serious.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target) })), null, 1)).toEqual([])
}
