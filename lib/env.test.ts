import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { envSchema, getAuthSecret, getEnv, resetEnvCache } from '@/lib/env'

const saved = { ...process.env }

afterEach(() => {
  process.env = { ...saved }
  resetEnvCache()
})

describe('settings', () => {
  it('lists every setting in .env.example', () => {
    const example = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8')
    const documented = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]))
    const missing = Object.keys(envSchema.shape).filter((key) => key !== 'NODE_ENV' && !documented.has(key))
    expect(missing).toEqual([])
  })

  it('has defaults for the quick start', () => {
    process.env = { PATH: saved.PATH } as unknown as NodeJS.ProcessEnv
    const env = getEnv()
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe(path.resolve('.data'))
    expect(env.SMS_PROVIDER).toBe('console')
    expect(env.SITE_URL).toBe('http://localhost:3000')
  })

  it('refuses a bad value with a clear message', () => {
    process.env = { PATH: saved.PATH, PORT: 'eighty' } as unknown as NodeJS.ProcessEnv
    expect(() => getEnv()).toThrow(/PORT/)
  })

  it('keeps files in a folder by default, and asks for the bucket of FILE_STORAGE=s3', () => {
    process.env = { PATH: saved.PATH } as unknown as NodeJS.ProcessEnv
    expect(getEnv()).toMatchObject({ FILE_STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true })
    resetEnvCache()
    process.env = { PATH: saved.PATH, FILE_STORAGE: 's3' } as unknown as NodeJS.ProcessEnv
    expect(() => getEnv()).toThrow(/S3_BUCKET: required when FILE_STORAGE=s3/)
    resetEnvCache()
    process.env = { PATH: saved.PATH, FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' } as unknown as NodeJS.ProcessEnv
    expect(() => getEnv()).toThrow(/go together/)
    resetEnvCache()
    process.env = { PATH: saved.PATH, FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' } as unknown as NodeJS.ProcessEnv
    expect(() => getEnv()).toThrow(/S3_ENDPOINT/)
    resetEnvCache()
    process.env = { PATH: saved.PATH, FILE_STORAGE: 'bucket' } as unknown as NodeJS.ProcessEnv
    expect(() => getEnv()).toThrow(/FILE_STORAGE/)
    resetEnvCache()
    process.env = { PATH: saved.PATH, FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' } as unknown as NodeJS.ProcessEnv
    expect(getEnv()).toMatchObject({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: false })
    resetEnvCache()
    // docker-compose passes a setting left out of .env as an empty string: the default.
    process.env = { PATH: saved.PATH, FILE_STORAGE: 'local', S3_REGION: '', S3_ENDPOINT: '', S3_BUCKET: '', S3_FORCE_PATH_STYLE: '' } as unknown as NodeJS.ProcessEnv
    expect(getEnv()).toMatchObject({ FILE_STORAGE: 'local', S3_REGION: 'us-east-1', S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: true })
  })

  it('refuses to start in production with DATABASE_URL and no secret', () => {
    process.env = { PATH: saved.PATH, NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' } as unknown as NodeJS.ProcessEnv
    expect(() => getAuthSecret()).toThrow(/AUTH_SECRET is not set/)
  })

  it('refuses a short or default secret', () => {
    process.env = { PATH: saved.PATH, AUTH_SECRET: 'short' } as unknown as NodeJS.ProcessEnv
    expect(() => getAuthSecret()).toThrow(/at least 32/)
    resetEnvCache()
    process.env = { PATH: saved.PATH, NODE_ENV: 'production', AUTH_SECRET: 'change-me-change-me-change-me-change-me' } as unknown as NodeJS.ProcessEnv
    expect(() => getAuthSecret()).toThrow(/default value/)
  })

  it('generates a secret once for the quick start and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'env-test-'))
    process.env = { PATH: saved.PATH, DATA_DIR: dir } as unknown as NodeJS.ProcessEnv
    const first = getAuthSecret()
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(getAuthSecret()).toBe(first)
    expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
