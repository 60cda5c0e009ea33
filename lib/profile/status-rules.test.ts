import { describe, expect, it } from 'vitest'
import { canSetProfileInactive, canVerifyProfile, statusLabel } from '@/lib/profile/status-rules'

describe('the super administrator status actions (spec section 4)', () => {
  it.each([
    ['new_registration', false, true, false],
    ['new_registration', true, true, false],
    ['inactive', true, true, false],
    ['inactive', false, true, false],
    ['active', false, true, false],
    ['active', true, false, true],
    [null, false, true, false],
    ['', true, true, false],
  ] as const)('status %s, verified %s: verify %s, set inactive %s', (status, verified, verify, inactive) => {
    expect(canVerifyProfile(status, verified)).toBe(verify)
    expect(canSetProfileInactive(status, verified)).toBe(inactive)
  })

  it('names an empty or unknown status In Active', () => {
    expect(statusLabel('active')).toBe('Active')
    expect(statusLabel('new_registration')).toBe('New Registration')
    expect(statusLabel('inactive')).toBe('In Active')
    expect(statusLabel(null)).toBe('In Active')
    expect(statusLabel('')).toBe('In Active')
  })
})
