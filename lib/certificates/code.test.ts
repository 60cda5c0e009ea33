import { describe, expect, it } from 'vitest'
import { certificateCode, certificateIdOf, certificateKey, CODE_LENGTH } from '@/lib/certificates/code'

const key = certificateKey('a-test-secret-of-the-portal-0123456789abcdef')
const otherKey = certificateKey('another-installation-secret-0123456789abcdef')

/** The code with the character at `index` replaced by another of the alphabet. */
function withCharacterChanged(code: string, index: number): string {
  const replacement = code[index] === 'A' ? 'B' : 'A'
  return code.slice(0, index) + replacement + code.slice(index + 1)
}

describe('the code of a certificate', () => {
  it('is 19 URL-safe characters and names its certificate', () => {
    for (const id of [1, 17, 4_096, 2_147_483_647]) {
      const code = certificateCode(id, key)
      expect(code).toMatch(/^[A-Za-z0-9_-]{19}$/)
      expect(code).toHaveLength(CODE_LENGTH)
      expect(certificateIdOf(code, key)).toBe(id)
    }
  })

  it('differs from certificate to certificate', () => {
    expect(certificateCode(1, key)).not.toBe(certificateCode(2, key))
    // The signature is not the id's bytes: neighbouring ids share no signature.
    expect(certificateCode(1, key).slice(6)).not.toBe(certificateCode(2, key).slice(6))
  })

  it('names nothing once any character is changed', () => {
    const code = certificateCode(42, key)
    for (let index = 0; index < code.length; index++) expect(certificateIdOf(withCharacterChanged(code, index), key)).toBeNull()
  })

  it('names nothing when it is shortened or lengthened', () => {
    const code = certificateCode(42, key)
    for (let length = 0; length < code.length; length++) expect(certificateIdOf(code.slice(0, length), key)).toBeNull()
    expect(certificateIdOf(`${code}A`, key)).toBeNull()
    expect(certificateIdOf(`${code}=`, key)).toBeNull()
  })

  it('names nothing under another key: a code of another installation, or one made up', () => {
    expect(certificateIdOf(certificateCode(42, otherKey), key)).toBeNull()
    expect(certificateIdOf(certificateCode(42, key), otherKey)).toBeNull()
    expect(certificateIdOf('AAAAAAAAAAAAAAAAAAA', key)).toBeNull()
  })

  it('refuses characters outside the URL-safe alphabet', () => {
    const code = certificateCode(42, key)
    expect(certificateIdOf(code.replace(/.$/, '+'), key)).toBeNull()
    expect(certificateIdOf(code.replace(/^./, '/'), key)).toBeNull()
    expect(certificateIdOf(` ${code.slice(1)}`, key)).toBeNull()
  })

  it('is made only for a real id', () => {
    expect(() => certificateCode(0, key)).toThrow(RangeError)
    expect(() => certificateCode(1.5, key)).toThrow(RangeError)
    expect(() => certificateCode(2 ** 31, key)).toThrow(RangeError)
  })
})
