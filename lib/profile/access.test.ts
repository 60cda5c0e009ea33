import { describe, expect, it } from 'vitest'
import { isPublic, parseRouteId } from './access'

describe('parseRouteId', () => {
  it('accepts positive integers only; anything else is not found', () => {
    expect(parseRouteId('12')).toBe(12)
    for (const raw of ['0', '-1', '1.5', '1e3', 'abc', '', undefined, '2147483648', '०१', ' 1']) {
      expect(() => parseRouteId(raw), String(raw)).toThrow(expect.objectContaining({ status: 404, message: 'Profile Not Found' }))
    }
    expect(() => parseRouteId('x', 'Audit Report Not Found')).toThrow('Audit Report Not Found')
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
