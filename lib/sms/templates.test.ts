import { describe, expect, it } from 'vitest'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { reminderSms } from '@/lib/reminders/message'
import { smsSegments } from './segments'
import { alreadyRegisteredSms, claimPendingSms, resetSms, verificationSms } from './templates'

describe('SMS templates', () => {
  it('are Nepali texts carrying the code', () => {
    expect(verificationSms('012345')).toMatch(/^एनजीओ प्रोफाइल: प्रमाणीकरण कोड 012345 /)
    expect(resetSms('987654')).toContain('पासवर्ड फेर्ने कोड 987654')
    expect(alreadyRegisteredSms()).toContain('यो नम्बरमा खाता छ')
  })

  it('are wholly Nepali, and name the sign-in page\'s button as it reads', () => {
    for (const text of [verificationSms('012345'), resetSms('987654'), alreadyRegisteredSms()]) expect(text).not.toMatch(/[A-Za-z]/)
    expect(alreadyRegisteredSms()).toContain(`"${DEFAULT_LABELS['Forgot password?'].nepali}"`)
  })

  it('speak English, wholly, when the page that asked was English', () => {
    expect(verificationSms('012345', 'en')).toBe('NGO Profile: verification code 012345 (10 minutes). Do not share it.')
    expect(resetSms('987654', 'en')).toContain('password reset code 987654')
    expect(alreadyRegisteredSms('en')).toContain(`"${'Forgot password?'}"`)
    expect(claimPendingSms('en')).toContain('reviewing your request')
    for (const text of [verificationSms('012345', 'en'), resetSms('987654', 'en'), alreadyRegisteredSms('en'), claimPendingSms('en')]) {
      expect(text).not.toMatch(/[\u0900-\u097F]/)
      expect(smsSegments(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 })
      expect(text.length).toBeLessThanOrEqual(160)
    }
  })

  it('stay Nepali when no language is named (the legacy API)', () => {
    expect(verificationSms('012345')).toBe(verificationSms('012345', 'ne'))
    expect(alreadyRegisteredSms()).toBe(alreadyRegisteredSms('ne'))
    expect(claimPendingSms()).toBe(claimPendingSms('ne'))
  })

  it('accept nothing but a 6-digit code', () => {
    expect(() => verificationSms('12345')).toThrow()
    expect(() => resetSms('12345a')).toThrow()
    expect(() => verificationSms('123456 visit example.org')).toThrow()
  })

  it('each fit one UCS-2 segment of 70 characters', () => {
    for (const text of [verificationSms('000000'), resetSms('999999'), alreadyRegisteredSms()]) {
      expect(smsSegments(text), text).toMatchObject({ encoding: 'UCS-2', segments: 1 })
      expect(text.length).toBeLessThanOrEqual(70)
    }
  })

  it('a renewal reminder costs what the README says: 2 segments, 3 with a long document name', () => {
    expect(smsSegments(reminderSms('संस्था नवीकरण प्रमाणपत्र', '2026-12-30', 7)).segments).toBe(2)
    expect(smsSegments(reminderSms('कर चुक्ता प्रमाणपत्र (आन्तरिक राजस्व कार्यालय, ललितपुर)', '2026-12-30', 30)).segments).toBe(3)
  })
})

describe('SMS segments', () => {
  it('count GSM-7 text by 160 and 153, UCS-2 text by 70 and 67', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', characters: 160, segments: 1 })
    expect(smsSegments('a'.repeat(161)).segments).toBe(2)
    expect(smsSegments('{'.repeat(80)).characters).toBe(160)
    expect(smsSegments('क'.repeat(70))).toEqual({ encoding: 'UCS-2', characters: 70, segments: 1 })
    expect(smsSegments('क'.repeat(71)).segments).toBe(2)
    expect(smsSegments('क'.repeat(135)).segments).toBe(3)
  })
})
