import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '@/lib/client/api'
import { isRefusalTheFormShows, SectionError } from './section-error'

describe('a failed save is shown once', () => {
  it('leaves a refusal of the typed values to the summary and the fields', () => {
    expect(isRefusalTheFormShows(new SectionError('Name is required', { name: 'Name is required' }))).toBe(true)
    expect(isRefusalTheFormShows(new ApiRequestError('Invalid input', 400, { phone: 'Invalid phone' }))).toBe(true)
    expect(isRefusalTheFormShows(new ApiRequestError('Invalid input', 422))).toBe(true)
  })

  it('keeps the toast for what the form cannot show', () => {
    expect(isRefusalTheFormShows(new TypeError('Failed to fetch'))).toBe(false)
    expect(isRefusalTheFormShows(new ApiRequestError('Internal Server Error', 500))).toBe(false)
    expect(isRefusalTheFormShows(new ApiRequestError('Too many requests', 429))).toBe(false)
  })
})
