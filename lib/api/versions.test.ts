import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { assertBasedOnLatest, baseVersionOf, IF_MATCH_INVALID, STALE_VERSION_MESSAGE, VERSIONS_DIFFER_MESSAGE, versionTag } from '@/lib/api/versions'
import { BASE_VERSION_INVALID } from '@/lib/api/base-version'

const request = (ifMatch?: string) => new Request('http://localhost/api/x', { method: 'PUT', headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } })

function thrown(run: () => unknown): ApiError {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('nothing thrown')
}

describe('the version a save is based on', () => {
  it('reads If-Match (strong or weak) and base_version; none of either is undefined, and * names none', () => {
    expect(baseVersionOf(request(), undefined)).toBeUndefined()
    expect(baseVersionOf(request('*'), undefined)).toBeUndefined()
    expect(baseVersionOf(request(versionTag(7)), undefined)).toBe(7)
    expect(baseVersionOf(request('W/"7"'), undefined)).toBe(7)
    expect(baseVersionOf(request(), 0)).toBe(0)
    expect(baseVersionOf(request('"4"'), 4)).toBe(4)
  })

  it('refuses a malformed If-Match, a bad base_version and two different versions with 400', () => {
    for (const header of ['7', '"a"', '"-1"', '"1", "2"', '"99999999999"']) expect(thrown(() => baseVersionOf(request(header), undefined)).message, header).toBe(IF_MATCH_INVALID)
    for (const value of ['7', -1, 1.5, true, {}]) expect(thrown(() => baseVersionOf(request(), value)).message).toBe(BASE_VERSION_INVALID)
    const differ = thrown(() => baseVersionOf(request('"3"'), 4))
    expect([differ.status, differ.message]).toEqual([400, VERSIONS_DIFFER_MESSAGE])
  })

  it('refuses only a base older than what is stored, with the newer version and its time', () => {
    expect(() => assertBasedOnLatest(undefined, { version: 9, changed_at: null })).not.toThrow()
    expect(() => assertBasedOnLatest(9, { version: 9, changed_at: null })).not.toThrow()
    const stale = thrown(() => assertBasedOnLatest(8, { version: 9, changed_at: new Date('2026-11-25T10:00:00.000Z') }))
    expect(stale.status).toBe(409)
    expect(stale.message).toBe(STALE_VERSION_MESSAGE)
    expect(stale.extra.data).toEqual({ version: 9, changed_at: '2026-11-25T10:00:00.000Z' })
  })
})
