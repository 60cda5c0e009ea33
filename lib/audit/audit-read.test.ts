import { describe, expect, it } from 'vitest'
import { changedFields } from './action-log'
import { statusChangeKind } from './history'
import { kathmanduDateTime, kathmanduDayStart } from './names'
import { ACTION_LOG_MAX_PAGE, auditLogQuery } from './schemas'

describe('statusChangeKind', () => {
  it('names verifying, setting inactive and active again, and skips an entry that changed nothing', () => {
    expect(statusChangeKind({ status: 'new_registration', is_verified: false }, { status: 'active', is_verified: true })).toBe('verified')
    expect(statusChangeKind({ status: 'inactive', is_verified: false }, { status: 'active', is_verified: true })).toBe('verified')
    expect(statusChangeKind({ status: 'active', is_verified: true }, { status: 'inactive', is_verified: true })).toBe('set_inactive')
    expect(statusChangeKind({ status: 'inactive', is_verified: true }, { status: 'active', is_verified: true })).toBe('set_active')
    expect(statusChangeKind({ status: 'active', is_verified: true }, { status: 'active', is_verified: false })).toBe('unverified')
    expect(statusChangeKind({ status: 'active', is_verified: true }, { status: 'active', is_verified: true })).toBeNull()
    expect(statusChangeKind({ status: 'inactive', is_verified: true }, { status: 'inactive', is_verified: true })).toBeNull()
  })
})

describe('changedFields', () => {
  it('lists only the keys whose values differ, a key on one side counting as a change', () => {
    expect(changedFields({ name: 'A', phone: '1', same: [1, 2] }, { name: 'B', phone: '1', same: [1, 2], email: 'x@y.np' })).toEqual([
      { field: 'email', before: null, after: 'x@y.np' },
      { field: 'name', before: 'A', after: 'B' },
    ])
  })
  it('treats a created record as every field new and a deleted one as every field gone', () => {
    expect(changedFields(null, { name: 'A' })).toEqual([{ field: 'name', before: null, after: 'A' }])
    expect(changedFields({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: null }])
    expect(changedFields(null, null)).toEqual([])
  })
  it('compares lists of rows as one value', () => {
    expect(changedFields([{ subject: 'Law' }], [{ subject: 'Law' }])).toEqual([])
    expect(changedFields([], [{ subject: 'Law' }])).toEqual([{ field: '*', before: [], after: [{ subject: 'Law' }] }])
  })
})

describe('Kathmandu dates', () => {
  it('moves an instant to the Kathmandu wall clock (UTC+5:45)', () => {
    expect(kathmanduDateTime('2024-01-15T18:14:00Z')).toEqual({ date: '2024-01-15', time: '23:59' })
    expect(kathmanduDateTime('2024-01-15T18:15:00Z')).toEqual({ date: '2024-01-16', time: '00:00' })
    expect(kathmanduDateTime('not a date')).toBeNull()
  })
  it('starts a Kathmandu day at 18:15 UTC of the AD day before', () => {
    expect(kathmanduDayStart('2024-01-16').toISOString()).toBe('2024-01-15T18:15:00.000Z')
  })
})

describe('auditLogQuery', () => {
  it('accepts Nepali digits and blank filters', () => {
    expect(auditLogQuery.parse({ page: '२', actor: '९८५१', from: '२०८०-१०-०२', to: '', entity: 'ngo_profile', profile: ' ' })).toEqual({
      page: 2,
      actor: '9851',
      from: '2080-10-02',
      entity: 'ngo_profile',
    })
  })
  it('explains each bad filter', () => {
    const messages = (input: Record<string, string>) => auditLogQuery.safeParse(input).error?.issues.map((issue) => issue.message)
    expect(messages({ page: '0' })).toEqual([`page must be a whole number from 1 to ${ACTION_LOG_MAX_PAGE}`])
    expect(messages({ page: String(ACTION_LOG_MAX_PAGE + 1) })).toEqual([`page must be a whole number from 1 to ${ACTION_LOG_MAX_PAGE}`])
    expect(messages({ page: 'two' })).toHaveLength(1)
    expect(messages({ actor: '98-51' })).toEqual(['actor must be digits of a mobile number, or system'])
    expect(messages({ entity: 'ngo_profile; drop table users' })).toEqual(['entity must be a name such as ngo_profile'])
    expect(messages({ action: 'UPDATE' })).toEqual(['action must be a name such as update'])
    expect(messages({ from: '2080-13-01' })).toEqual(['from must be a Bikram Sambat date (YYYY-MM-DD)'])
    expect(messages({ to: '2080-1-1' })).toEqual(['to must be a Bikram Sambat date (YYYY-MM-DD)'])
    expect(messages({ from: '2080-10-02', to: '2080-10-01' })).toEqual(['from must not be after to'])
    expect(messages({ profile: 'x'.repeat(201) })).toEqual(['profile must be at most 200 characters'])
  })
})
