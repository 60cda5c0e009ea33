// Accounts: registration with SMS verification, sign-in, recovery and
// sign-out (spec sections 2-8; docs/architecture.md, Sign-in, sessions and codes). Every function takes
// `now` so tests can move the clock instead of waiting.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { users } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { forgetAttempts, takeAttempt } from '@/lib/attempts'
import { recordAudit } from '@/lib/audit/log'
import { assertCanSend, consumeCode, discardCode, hasLiveCode, reserveCode, supersedeOlderCodes, type CodePurpose } from '@/lib/auth/codes'
import { DEVICE_MAX_FAILURES, findDevice, forgetDevices, issueDevice, takeDeviceTry } from '@/lib/auth/devices'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { assertPasswordAllowed, hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '@/lib/auth/password'
import {
  codePurposeOf,
  sameRegistrationNo,
  type LoginInput,
  type RecoverInput,
  type RegisterInput,
  type VerificationCodeInput,
  type VerificationInput,
} from '@/lib/auth/schemas'
import { changesHeard } from '@/lib/cache'
import { createSession, revokeUserSessions, SESSION_LIFETIME_SECONDS, type Viewer } from '@/lib/auth/session'
import { CODE_ENTRY_RULES, SIGN_IN_RULES } from '@/lib/auth/sign-in-limit'
import { db } from '@/lib/db'
import { afterClaim, claimOnVerification } from '@/lib/profile/claims'
import { findRegisteredProfiles, type RegisteredProfile } from '@/lib/profile/duplicates'
import { alreadyRegisteredSms, resetSms, sendSms, verificationSms, type SmsPurpose } from '@/lib/sms'
import { assertProofOfWork } from '@/lib/auth/proof-of-work'
import { logger } from '@/lib/log'
import { assertSmsBudgetLeft, countRegistration, countSmsRequest, refundSmsBudget, spendSmsBudget, type SmsBudget } from '@/lib/sms/budget'

/** When it happens (tests move the clock) and the client address the limits count it for (lib/api/client-address.ts). */
type RequestContext = { now?: Date; clientAddress: string }

/** What the API tells about a signed-in person (docs/architecture.md, API contract: `GET auth/me`). */
export type AccountSummary = Pick<Viewer, 'id' | 'name' | 'mobile' | 'email' | 'role' | 'dao_registration_no' | 'ngo_profile_id'>

export function summarizeViewer(viewer: Viewer): AccountSummary {
  const { id, name, mobile, email, role, dao_registration_no, ngo_profile_id } = viewer
  return { id, name, mobile, email, role, dao_registration_no, ngo_profile_id }
}

type PlannedSms = {
  codeId: number
  mobile: string
  purpose: CodePurpose
  body: string | null
  smsPurpose: SmsPurpose
  budget: SmsBudget
  /** When the budget is spent, send nothing and answer as if sent, because a refusal here would tell the number's state (see requestCode). */
  quietWhenSpent?: boolean
}

/**
 * Sends what a transaction planned, out of its SMS budget. When the budget is
 * spent the code row goes and the person gets the budget's 429;
 * when the SMS cannot leave, the code row goes (it must not count against the
 * limits), the budget gets its place back and the person gets a clear 503.
 */
async function deliver(plan: PlannedSms, now: Date) {
  if (plan.body !== null) {
    try {
      await spendSmsBudget(plan.budget, now)
    } catch (error) {
      await discardCode(plan.codeId)
      if (plan.quietWhenSpent && error instanceof ApiError && error.status === 429) {
        logger.warn('SMS not sent: its daily budget is spent', { budget: plan.budget, purpose: plan.purpose })
        return
      }
      throw error
    }
    try {
      await sendSms({ to: plan.mobile, body: plan.body, purpose: plan.smsPurpose })
    } catch {
      await discardCode(plan.codeId)
      await refundSmsBudget(plan.budget, now)
      throw new ApiError(503, AUTH_MESSAGES.smsFailed, { retryAfterSeconds: 60 })
    }
  }
  await supersedeOlderCodes(plan.codeId, plan.mobile, plan.purpose, now)
}

/** Every code request and registration counts per client address and network, and none is served once its budget is spent. */
async function admitSmsRequest(clientAddress: string, budget: SmsBudget, now: Date) {
  await countSmsRequest(clientAddress, now)
  await assertSmsBudgetLeft(budget, now)
}

/**
 * Registration creates an unverified user and sends a verification code.
 * So that sign-up cannot be used to find out which numbers have accounts, the
 * answer is the same whatever the number's state:
 * - new number: the account is created, a code is sent;
 * - registered but never verified: the latest registration's details replace
 *   the pending ones (only the phone's holder can verify them), a code is sent;
 * - verified account: nothing changes, and the SMS tells the phone's holder
 *   that the number already has an account and how to recover it.
 * The send limits apply to all three alike.
 *
 * `possible_duplicates` warns of a second registration of one organisation
 * (decision 094): the published profiles with this DAO registration number,
 * however it is written. It depends on the DAO number only, never on the
 * mobile, so it tells nothing about the number's state either.
 */
export async function registerAccount(input: RegisterInput, { now = new Date(), clientAddress }: RequestContext): Promise<{ mobile: string; possible_duplicates: RegisteredProfile[] }> {
  assertPasswordAllowed(input.password)
  // Before anything is counted: a sign-up refused for want of a proof of work costs nothing and sends nothing.
  await assertProofOfWork(input.altcha, now)
  await admitSmsRequest(clientAddress, 'registration', now)
  await countRegistration(now)
  // A cheap look first, so a flood of sign-ups for one number costs no hashing;
  // reserveCode checks again under the lock.
  await assertCanSend(input.mobile, now)
  const password_hash = await hashPassword(input.password)
  const plan = await db.transaction(async (tx): Promise<PlannedSms> => {
    const { id: codeId, code } = await reserveCode(tx, input.mobile, 'verify', now)
    const [existing] = await tx
      .select({ id: users.id, verified_at: users.verified_at, name: users.name, email: users.email, dao_registration_no: users.dao_registration_no })
      .from(users)
      .where(eq(users.mobile, input.mobile))
      .for('update')
    const details = { name: input.name, email: input.email, dao_registration_no: input.dao_registration_no }
    if (!existing) {
      const [created] = await tx
        .insert(users)
        .values({ ...details, mobile: input.mobile, role: 'user', password_hash, verified_at: null, created_at: now, updated_at: now })
        .returning({ id: users.id })
      await recordAudit(tx, { actor: null, action: 'register', entity: 'user', entityId: created!.id, after: { ...details, mobile: input.mobile, role: 'user' } })
    } else if (!existing.verified_at) {
      await tx.update(users).set({ ...details, password_hash, updated_at: now }).where(and(eq(users.id, existing.id), isNull(users.verified_at)))
      await recordAudit(tx, {
        actor: null,
        action: 'register_again',
        entity: 'user',
        entityId: existing.id,
        before: { name: existing.name, email: existing.email, dao_registration_no: existing.dao_registration_no },
        after: details,
      })
    }
    const verified = Boolean(existing?.verified_at)
    return {
      codeId,
      mobile: input.mobile,
      purpose: 'verify',
      body: verified ? alreadyRegisteredSms(input.lang) : verificationSms(code, input.lang),
      smsPurpose: verified ? 'notice' : 'verify',
      budget: 'registration',
    }
  })
  await deliver(plan, now)
  return { mobile: input.mobile, possible_duplicates: await findRegisteredProfiles(input.dao_registration_no) }
}

/**
 * A new code (`POST auth/verification-code`). The answer, the limits and the
 * stored row are the same whether or not the number has an account; only an
 * account that needs the code is sent an SMS (a verify code to an unverified
 * account, a reset code to any account). The sign-in limits never refuse it.
 * A reset code asked for with a device token of the number's account (one that
 * has not used up its tries) counts against that device's own send limits, so
 * strangers asking for codes to the number cannot keep its holder from a reset.
 * A reset code of a verified account
 * comes out of the reserved reset budget; a reset code of an account never
 * verified verifies it as a resent code would, so it comes out of the resend
 * budget (else whoever registered numbers could spend the resets' reserve),
 * and when that budget is spent nothing is sent and the answer stays the
 * same, so it tells nothing about the number.
 */
export async function requestCode(
  input: VerificationCodeInput,
  { now = new Date(), clientAddress, deviceToken }: RequestContext & { deviceToken?: string },
): Promise<{ mobile: string; purpose: CodePurpose }> {
  const purpose = codePurposeOf(input.message)
  await admitSmsRequest(clientAddress, purpose === 'reset' ? 'reset' : 'resend', now)
  const device = purpose === 'reset' ? await findDevice(deviceToken, input.mobile, now) : null
  const ownLimits = device !== null && device.failures < DEVICE_MAX_FAILURES ? device.id : undefined
  const plan = await db.transaction(async (tx): Promise<PlannedSms> => {
    const { id: codeId, code } = await reserveCode(tx, input.mobile, purpose, now, ownLimits)
    const [account] = await tx.select({ verified_at: users.verified_at }).from(users).where(eq(users.mobile, input.mobile))
    let body: string | null = null
    if (purpose === 'reset' && account) body = resetSms(code, input.lang)
    if (purpose === 'verify' && account && !account.verified_at) body = verificationSms(code, input.lang)
    const budget: SmsBudget = purpose === 'reset' && account?.verified_at ? 'reset' : 'resend'
    return { codeId, mobile: input.mobile, purpose, body, smsPurpose: purpose, budget, quietWhenSpent: purpose === 'reset' && budget === 'resend' }
  })
  await deliver(plan, now)
  return { mobile: input.mobile, purpose }
}

/** `POST auth/verification`: the code marks the mobile verified. */
export async function verifyMobile(input: VerificationInput, { now = new Date(), clientAddress }: RequestContext): Promise<{ mobile: string }> {
  await takeAttempt('code', input.mobile, clientAddress, CODE_ENTRY_RULES, AUTH_MESSAGES.tooManyCodes, now)
  // The transaction returns instead of throwing, so a wrong try stays counted.
  const verified = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, input.mobile, 'verify', input.mpin, now))) return false
    const [user] = await tx
      .update(users)
      .set({ verified_at: now, updated_at: now })
      .where(and(eq(users.mobile, input.mobile), isNull(users.verified_at)))
      .returning({ id: users.id, role: users.role, mobile: users.mobile })
    if (!user) return { claim: null, user: null }
    await recordAudit(tx, { actor: { id: user.id, role: user.role }, action: 'verify_mobile', entity: 'user', entityId: user.id, after: { verified_at: now } })
    // The mobile is proved: a profile no account owns may now become this person's.
    return { claim: await claimOnVerification(tx, user.id), user }
  })
  if (!verified) throw new ApiError(400, AUTH_MESSAGES.invalidCode, { errors: { mpin: AUTH_MESSAGES.invalidCode } })
  await forgetAttempts('code', input.mobile, clientAddress)
  if (verified.user) await afterClaim(verified.claim, verified.user, input.lang)
  return { mobile: input.mobile }
}

/** `POST auth/recover`: a reset code sets a new password and ends every session of the account. */
export async function recoverAccount(input: RecoverInput, { now = new Date(), clientAddress }: RequestContext): Promise<{ mobile: string }> {
  // Checked before the code is used, so a refused password does not burn it.
  assertPasswordAllowed(input.password)
  await takeAttempt('code', input.mobile, clientAddress, CODE_ENTRY_RULES, AUTH_MESSAGES.tooManyCodes, now)
  // No live code, nothing to hash for: answer at once.
  if (!(await hasLiveCode(db, input.mobile, 'reset', now))) throw new ApiError(400, AUTH_MESSAGES.invalidCode, { errors: { mpin: AUTH_MESSAGES.invalidCode } })
  const password_hash = await hashPassword(input.password)
  const recovered = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, input.mobile, 'reset', input.mpin, now))) return false
    const [before] = await tx.select({ verified_at: users.verified_at }).from(users).where(eq(users.mobile, input.mobile)).for('update')
    const [user] = await tx
      .update(users)
      // The code proves the phone is theirs, which is what verification proves too.
      .set({ password_hash, verified_at: sql`coalesce(${users.verified_at}, ${now.toISOString()}::timestamptz)`, updated_at: now })
      .where(eq(users.mobile, input.mobile))
      .returning({ id: users.id, role: users.role, mobile: users.mobile })
    if (!user) return false
    await revokeUserSessions(user.id, tx)
    // Every device is unknown again: a stolen token loses even its few tries. Signing in issues a fresh one.
    await forgetDevices(tx, user.id)
    // The phone's holder proved who they are: every sign-in and code limit of the mobile is lifted.
    await forgetAttempts('sign-in', input.mobile, undefined, tx)
    await forgetAttempts('code', input.mobile, undefined, tx)
    await recordAudit(tx, { actor: { id: user.id, role: user.role }, action: 'reset_password', entity: 'user', entityId: user.id })
    // A reset code verifies a never-verified mobile too, and so may claim a profile as verification does.
    return { claim: before && !before.verified_at ? await claimOnVerification(tx, user.id) : null, user }
  })
  // The old tokens and cookies are refused from the next request on, by this instance too.
  await changesHeard()
  if (!recovered) throw new ApiError(400, AUTH_MESSAGES.invalidCode, { errors: { mpin: AUTH_MESSAGES.invalidCode } })
  await afterClaim(recovered.claim, recovered.user, input.lang)
  return { mobile: input.mobile }
}

export type SignInResult = {
  user: AccountSummary
  access_token: string
  /** A second session for the browser's cookie, revoked together with the token. */
  cookieToken: string
  expiresInSeconds: number
  /** This client's new device token for the account (lib/auth/devices.ts), replacing the one it sent. */
  device_token: string
  deviceMaxAgeSeconds: number
}

/**
 * `POST auth/login`. User mode (an NGO: role user or admin) needs the DAO
 * registration number; Admin mode (`super_admin: true`) is for super_admin.
 * An unknown mobile, a wrong password, a wrong registration number and the
 * wrong mode all get the same answer, after the same amount of hashing work,
 * and all count towards the limits of that mobile (lib/auth/sign-in-limit.ts):
 * the try is counted before the password is checked. A client that sends a
 * device token of this account counts on its token instead, so nobody else's
 * failures keep it out; once its token has used up its tries it counts like
 * any other client.
 */
export async function signIn(
  input: LoginInput,
  { now = new Date(), userAgent = null, clientAddress, deviceToken }: RequestContext & { userAgent?: string | null; deviceToken?: string },
): Promise<SignInResult> {
  const device = await findDevice(deviceToken, input.mobile, now)
  const knownDevice = device !== null && (await takeDeviceTry(device.id))
  if (!knownDevice) await takeAttempt('sign-in', input.mobile, clientAddress, SIGN_IN_RULES, AUTH_MESSAGES.locked, now)
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      role: users.role,
      dao_registration_no: users.dao_registration_no,
      profile_id: users.profile_id,
      verified_at: users.verified_at,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(eq(users.mobile, input.mobile))
  const passwordMatches = await verifyPassword(user?.password_hash ?? UNUSABLE_PASSWORD_HASH, input.password)
  const modeMatches = user ? (input.super_admin ? user.role === 'super_admin' : user.role === 'user' || user.role === 'admin') : false
  const registrationMatches = input.super_admin || sameRegistrationNo(user?.dao_registration_no, input.dao_registration_no)
  if (!user || !passwordMatches || !modeMatches || !registrationMatches) throw new ApiError(401, AUTH_MESSAGES.invalidCredentials)
  if (!knownDevice) await forgetAttempts('sign-in', input.mobile, clientAddress)
  // Only someone who knows the password learns that the number is not verified yet.
  if (!user.verified_at) throw new ApiError(403, AUTH_MESSAGES.notVerified)

  const signedIn = await db.transaction(async (tx) => {
    const token = await createSession(user.id, { kind: 'token', userAgent, executor: tx, now })
    const cookie = await createSession(user.id, { kind: 'cookie', userAgent, executor: tx, now })
    await recordAudit(tx, { actor: { id: user.id, role: user.role }, action: 'sign_in', entity: 'session', entityId: token.sessionId })
    // The token sent (trusted or used up) is replaced, so its count of wrong tries starts again.
    const issued = await issueDevice(tx, user.id, device?.id ?? null, now)
    return {
      user: {
        id: user.id,
        name: user.name,
        mobile: user.mobile,
        email: user.email,
        role: user.role,
        dao_registration_no: user.dao_registration_no,
        ngo_profile_id: user.profile_id,
      },
      access_token: token.token,
      cookieToken: cookie.token,
      expiresInSeconds: SESSION_LIFETIME_SECONDS,
      device_token: issued.token,
      deviceMaxAgeSeconds: issued.maxAgeSeconds,
    }
  })
  // The People section of the person's NGO shows this sign-in from the next page on.
  await changesHeard()
  return signedIn
}

/** `GET auth/logout`: ends every session of the person, token and cookie alike. */
export async function signOut(viewer: Viewer | null) {
  if (!viewer) return
  await db.transaction(async (tx) => {
    await revokeUserSessions(viewer.id, tx)
    await recordAudit(tx, { actor: { id: viewer.id, role: viewer.role }, action: 'sign_out', entity: 'session', entityId: viewer.sessionId })
  })
  await changesHeard()
}
