import { describe, expect, it } from 'vitest'
import { smsSegments } from '@/lib/sms/segments'
import { maskMobile } from './mask'
import { INVITATION_MAX_TRIES, INVITATIONS_PER_DAY, INVITATIONS_WAITING, PEOPLE_MESSAGES } from './messages'
import { acceptInvitationBody, invitationBody } from './schemas'
import { handoverSms, invitationSms } from './sms'

describe('the SMS of an NGO’s people', () => {
  it('carry the 8-digit code in the language of the page that asked, Nepali without one', () => {
    expect(invitationSms('01234567')).toContain('कोड 01234567')
    expect(invitationSms('01234567')).toBe(invitationSms('01234567', 'ne'))
    expect(invitationSms('01234567', 'en')).toContain('Code 01234567, 48 hours')
    expect(invitationSms('01234567', 'en')).not.toMatch(/[\u0900-\u097F]/)
    expect(invitationSms('01234567').replace('01234567', '').replace('SMS', '')).not.toMatch(/[A-Za-z]/)
  })

  it('name the page as it reads and cost at most two parts (one in English)', () => {
    expect(invitationSms('01234567')).toContain('"मेरो प्रोफाइल"')
    expect(invitationSms('01234567', 'en')).toContain('My Profile')
    expect(smsSegments(invitationSms('99999999', 'en'))).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(smsSegments(invitationSms('99999999')).segments).toBeLessThanOrEqual(2)
    expect(smsSegments(handoverSms()).segments).toBeLessThanOrEqual(2)
  })

  it('accept nothing but an 8-digit code', () => {
    for (const code of ['1234567', '123456789', '1234567a', '12345678 example.org']) expect(() => invitationSms(code)).toThrow()
  })
})

describe('the inputs of an NGO’s people', () => {
  it('invite a mobile, with Nepali digits and +977 read as the stored number', () => {
    expect(invitationBody.parse({ mobile: '+९७७९८४१०००००१' })).toEqual({ mobile: '9841000001', role: 'user' })
    expect(invitationBody.safeParse({ mobile: '01-5521234' }).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.mobileOnly)
    expect(invitationBody.safeParse({ mobile: '9841000001', role: 'super_admin' }).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.roleInvalid)
  })

  it('read a code typed in Nepali digits or with spaces around it', () => {
    expect(acceptInvitationBody.parse({ code: ' ०१२३४५६७ ' })).toEqual({ code: '01234567' })
    expect(acceptInvitationBody.safeParse({ code: '0123456' }).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.codeFormat)
    expect(acceptInvitationBody.safeParse({}).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.codeRequired)
  })

  it('say the limits the code holds', () => {
    expect(PEOPLE_MESSAGES.perDay).toContain(`at most ${INVITATIONS_PER_DAY} invitations a day`)
    expect(PEOPLE_MESSAGES.waiting).toContain(`At most ${INVITATIONS_WAITING} invitations`)
    expect(INVITATION_MAX_TRIES).toBe(5)
  })
})

describe('maskMobile', () => {
  it('shows the first and last three digits only', () => {
    expect(maskMobile('9841234567')).toBe('984••••567')
    expect(maskMobile('015521234')).toBe('015•••234')
    expect(maskMobile('12345')).toBe('•••••')
  })
})
