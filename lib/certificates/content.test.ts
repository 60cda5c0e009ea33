import { describe, expect, it } from 'vitest'
import { certificateContent, certificateSerial, contentFingerprint, isGoodStanding, standingNow } from '@/lib/certificates/content'
import type { Standing } from '@/lib/renewals/standing'

const profile = {
  name: ' क्षेत्रीय शिक्षा संस्था ',
  name_en: 'Regional Education Society',
  lmc_registration_no: '45/080',
  dao_registration_no: '1234/072',
  tax_registration_no: '',
  dao_registration_date: '2015-08-20',
}
const cycle = (standing: Standing, deadline = '2026-07-16') => ({ financial_year: '२०८२/८३', deadline, standing })

describe('what a certificate says', () => {
  it('keeps the names and numbers, trimmed, and an empty number as none', () => {
    expect(certificateContent(profile, null, '2026-11-28')).toEqual({
      name: 'क्षेत्रीय शिक्षा संस्था',
      name_en: 'Regional Education Society',
      lmc_registration_no: '45/080',
      dao_registration_no: '1234/072',
      tax_registration_no: null,
      registered_on: '2015-08-20',
      standing: null,
      issued_on: '2026-11-28',
    })
  })

  it('is the same certificate on another day, and while a late renewal only grows later', () => {
    const late = (days: number) => cycle({ kind: 'late', days, since: '2026-07-16' })
    expect(contentFingerprint(certificateContent(profile, late(1), '2026-07-17'))).toBe(contentFingerprint(certificateContent(profile, late(9), '2026-07-25')))
  })

  it('is another certificate when a name, a number or the standing changes', () => {
    const base = contentFingerprint(certificateContent(profile, cycle({ kind: 'due', by: '2026-07-16' }), '2026-06-01'))
    expect(contentFingerprint(certificateContent({ ...profile, name_en: 'Regional Education Society Nepal' }, cycle({ kind: 'due', by: '2026-07-16' }), '2026-06-01'))).not.toBe(base)
    expect(contentFingerprint(certificateContent({ ...profile, tax_registration_no: '601234567' }, cycle({ kind: 'due', by: '2026-07-16' }), '2026-06-01'))).not.toBe(base)
    expect(contentFingerprint(certificateContent(profile, cycle({ kind: 'renewed', on: '2026-06-02' }), '2026-06-02'))).not.toBe(base)
    expect(contentFingerprint(certificateContent(profile, cycle({ kind: 'late', days: 15, since: '2026-07-16' }), '2026-07-31'))).not.toBe(
      contentFingerprint(certificateContent(profile, cycle({ kind: 'overdue', days: 15, since: '2026-07-16' }), '2026-07-31')),
    )
  })

  it('has a serial of the BS year and the id', () => {
    expect(certificateSerial(2083, 17)).toBe('2083-00017')
    expect(certificateSerial(2083, 123456)).toBe('2083-123456')
  })
})

describe('good standing', () => {
  const active = { status: 'active', is_verified: true }
  const good = (standing: Standing, today = '2026-07-10') => isGoodStanding(standingNow(active, cycle(standing)), today)

  it('is registered before any cycle, renewed, not yet open, due, or waiting for review', () => {
    expect(isGoodStanding(standingNow(active, null), '2026-07-10')).toBe(true)
    expect(good({ kind: 'renewed', on: '2026-06-01' })).toBe(true)
    expect(good({ kind: 'not_started', starts: '2026-07-20', by: '2026-09-01' })).toBe(true)
    expect(good({ kind: 'due', by: '2026-07-16' })).toBe(true)
    expect(good({ kind: 'submitted', on: '2026-07-01' }, '2026-08-30')).toBe(true)
  })

  it('holds with changes requested only until the deadline day, and never when late, overdue or deactivated', () => {
    expect(good({ kind: 'changes_requested', on: '2026-07-01' }, '2026-07-16')).toBe(true)
    expect(good({ kind: 'changes_requested', on: '2026-07-01' }, '2026-07-17')).toBe(false)
    expect(good({ kind: 'late', days: 3, since: '2026-07-16' })).toBe(false)
    expect(good({ kind: 'overdue', days: 30, since: '2026-07-16' })).toBe(false)
    expect(isGoodStanding(standingNow({ status: 'inactive', is_verified: true }, cycle({ kind: 'renewed', on: '2026-06-01' })), '2026-07-10')).toBe(false)
    expect(isGoodStanding(standingNow({ status: 'new_registration', is_verified: false }, null), '2026-07-10')).toBe(false)
  })
})
