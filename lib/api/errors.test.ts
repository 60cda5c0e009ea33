import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, isDatabaseUnavailable, toErrorResponse } from '@/lib/api/errors'

describe('the one error path', () => {
  it('answers an ApiError with its status and message', async () => {
    const response = toErrorResponse(new ApiError(409, "Failed: DAO Registration No. Doestn't Match"))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: "Failed: DAO Registration No. Doestn't Match" })
  })

  it('adds Retry-After to rate-limit errors', async () => {
    const response = toErrorResponse(new ApiError(429, 'Too many requests', { retryAfterSeconds: 42.2 }))
    expect(response.headers.get('Retry-After')).toBe('43')
  })

  it('answers a zod failure with 400 and field errors', async () => {
    const result = z.object({ name: z.string({ message: 'Name is required' }) }).safeParse({})
    const response = toErrorResponse(result.error)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.errors).toEqual({ name: 'Name is required' })
    expect(body.message).toContain('Name is required')
  })

  it('answers 503 while the database is unreachable', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: error }))).toBe(true)
    const response = toErrorResponse(error)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
  })

  it('hides the details of an unknown fault', async () => {
    const originalWrite = process.stderr.write
    process.stderr.write = () => true // the fault is logged; keep the test output clean
    try {
      const response = toErrorResponse(new TypeError('secret internals at /app/lib/x.ts:10'))
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(text).not.toContain('internals')
      expect(text).not.toContain('.ts')
    } finally {
      process.stderr.write = originalWrite
    }
  })
})
