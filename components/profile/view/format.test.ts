import { describe, expect, it } from 'vitest'
import { EMPTY, textOrEmpty } from './format'

describe('profile page text', () => {
  it('writes empty text as the empty mark', () => {
    expect(textOrEmpty('  ')).toBe(EMPTY)
    expect(textOrEmpty(null)).toBe(EMPTY)
    expect(textOrEmpty(' a\nb ')).toBe('a\nb')
  })
})
