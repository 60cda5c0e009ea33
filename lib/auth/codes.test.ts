import { describe, expect, it } from 'vitest'
import { generateCode } from './codes'
import { codePurposeOf } from './schemas'

describe('codes', () => {
  it('are 6 digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1990)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  })

  it('take their purpose from the message: Reset PIN asks for a reset code', () => {
    expect(codePurposeOf('Reset PIN : ')).toBe('reset')
    expect(codePurposeOf('  Reset PIN')).toBe('reset')
    expect(codePurposeOf(undefined)).toBe('verify')
    expect(codePurposeOf('Verify')).toBe('verify')
  })
})
