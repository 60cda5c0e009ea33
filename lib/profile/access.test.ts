import { describe, expect, it } from 'vitest'
import { auditReportParams, isPublic, profileParams } from './access'

describe('profileParams', () => {
  it('accepts positive integers only; anything else names no profile', () => {
    expect(profileParams.parse({ id: '12' })).toEqual({ id: 12 })
    for (const raw of ['0', '-1', '1.5', '1e3', 'abc', '', undefined, '2147483648', '०१', ' 1', '01']) {
      const parsed = profileParams.safeParse({ id: raw })
      expect(parsed.success, String(raw)).toBe(false)
      expect(parsed.error?.issues[0]?.message, String(raw)).toBe('Profile Not Found')
    }
    expect(auditReportParams.safeParse({ id: '1', reportId: 'x' }).error?.issues[0]?.message).toBe('Audit Report Not Found')
  })
})

describe('isPublic', () => {
  it('is verified and active, nothing less', () => {
    expect(isPublic({ status: 'active', is_verified: true })).toBe(true)
    expect(isPublic({ status: 'active', is_verified: false })).toBe(false)
    expect(isPublic({ status: 'inactive', is_verified: true })).toBe(false)
    expect(isPublic({ status: 'new_registration', is_verified: true })).toBe(false)
  })
})
