// When the SMS cannot leave, the person gets a clear error and no code is
// left behind to count against their limits. The failure here is real: the
// console provider's outbox is made unwritable.
import { afterEach, describe, expect, it } from 'vitest'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { getEnv, resetEnvCache } from '@/lib/env'
import { createUser, uniqueMobile } from '@/tests/factories'
import { call } from '@/tests/http'
import { codeRows, messagesTo, userByMobile } from './auth-support'

const original = process.env.SMS_OUTBOX_FILE

function breakTheOutbox() {
  // A path under a regular file: creating its folder fails with ENOTDIR.
  process.env.SMS_OUTBOX_FILE = '/etc/hostname/sms-outbox.jsonl'
  resetEnvCache()
}

afterEach(() => {
  if (original === undefined) delete process.env.SMS_OUTBOX_FILE
  else process.env.SMS_OUTBOX_FILE = original
  resetEnvCache()
})

describe('SMS delivery failures', () => {
  it('answers 503 to a resend, keeps no code row, and the next try works at once', async () => {
    const user = await createUser({ verified: false })
    breakTheOutbox()
    const failed = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })
    expect(failed.status).toBe(503)
    expect(failed.json.message).toBe('The SMS could not be sent. Please try again in a minute.')
    expect(await codeRows(user.mobile)).toHaveLength(0)

    afterEachRestore()
    const retried = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })
    expect(retried.status).toBe(200)
    expect(messagesTo(user.mobile)).toHaveLength(1)
  })

  it('answers 503 to a registration whose code cannot be sent, without counting it', async () => {
    const mobile = uniqueMobile()
    breakTheOutbox()
    const failed = await call(register, {
      method: 'POST',
      body: { dao_registration_no: '7/081', name: 'Test NGO', mobile, email: 'a@example.org', password: 'a-good-long-password' },
    })
    expect(failed.status).toBe(503)
    expect(await codeRows(mobile)).toHaveLength(0)
    // The pending account stays; registering again sends the code.
    expect((await userByMobile(mobile))!.verified_at).toBeNull()
    afterEachRestore()
    const again = await call(register, {
      method: 'POST',
      body: { dao_registration_no: '7/081', name: 'Test NGO', mobile, email: 'a@example.org', password: 'a-good-long-password' },
    })
    expect(again.status).toBe(201)
    expect(messagesTo(mobile)).toHaveLength(1)
  })

  it('answers 503 to a password-reset request that cannot be sent', async () => {
    const user = await createUser()
    breakTheOutbox()
    const failed = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile, message: 'Reset PIN : ' } })
    expect(failed.status).toBe(503)
    expect(await codeRows(user.mobile)).toHaveLength(0)
  })

  it('writes the outbox as JSON lines {to, body, purpose, at}', async () => {
    const user = await createUser({ verified: false })
    await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })
    const [line] = messagesTo(user.mobile)
    expect(Object.keys(line!)).toEqual(['to', 'body', 'purpose', 'at'])
    expect(getEnv().SMS_OUTBOX_FILE).toMatch(/sms-outbox\.jsonl$/)
  })
})

function afterEachRestore() {
  if (original === undefined) delete process.env.SMS_OUTBOX_FILE
  else process.env.SMS_OUTBOX_FILE = original
  resetEnvCache()
}
