import { describe, expect, it } from 'vitest'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { alreadyRegisteredSms, resetSms, verificationSms } from './templates'

describe('SMS templates', () => {
  it('are Nepali texts carrying the code', () => {
    expect(verificationSms('012345')).toMatch(/^एनजीओ प्रोफाइल: .*प्रमाणीकरण कोड 012345 हो/)
    expect(resetSms('987654')).toContain('कोड 987654 हो')
    expect(alreadyRegisteredSms()).toContain('पहिले नै दर्ता')
  })

  it('are wholly Nepali, and name the sign-in page\'s button as it reads', () => {
    for (const text of [verificationSms('012345'), resetSms('987654'), alreadyRegisteredSms()]) expect(text).not.toMatch(/[A-Za-z]/)
    expect(alreadyRegisteredSms()).toContain(`"${DEFAULT_LABELS['Forgot password?'].nepali}"`)
  })

  it('accept nothing but a 6-digit code', () => {
    expect(() => verificationSms('12345')).toThrow()
    expect(() => resetSms('12345a')).toThrow()
    expect(() => verificationSms('123456 visit example.org')).toThrow()
  })
})
