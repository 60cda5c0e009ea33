import { describe, expect, it } from 'vitest'
import { redact } from '@/lib/log'

describe('log redaction', () => {
  it('never lets secret-looking values through, however deep', () => {
    const planted = 'PLANTED-SECRET-VALUE-123456'
    const out = JSON.stringify(
      redact({ password: planted, nested: { access_token: planted, mpin: planted, list: [{ code: planted }] }, mobile: '9800000000' }),
    )
    expect(out).not.toContain(planted)
    expect(out).toContain('9800000000')
  })
})
