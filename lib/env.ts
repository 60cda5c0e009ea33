// Every setting, read once and validated. `.env.example` lists each with its
// default; the quick start needs none of them.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import proxyaddr from 'proxy-addr'
import { z } from 'zod'

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))

/** An http(s) address; empty means the default. */
const httpUrl = (fallback: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.url({ protocol: /^https?$/ }).default(fallback))

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: optionalText,
  SITE_URL: optionalText,
  SUPER_ADMIN_MOBILE: optionalText,
  SUPER_ADMIN_PASSWORD: optionalText,
  SMS_PROVIDER: z.enum(['console', 'twilio', 'sparrow', 'aakash']).default('console'),
  SMS_OUTBOX_FILE: optionalText,
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM_NUMBER: optionalText,
  TWILIO_MESSAGING_SERVICE_SID: optionalText,
  SPARROW_TOKEN: optionalText,
  SPARROW_FROM: optionalText,
  SPARROW_BASE_URL: httpUrl('https://api.sparrowsms.com/v2'),
  AAKASH_AUTH_TOKEN: optionalText,
  AAKASH_BASE_URL: httpUrl('https://sms.aakashsms.com/sms/v3'),
  METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, 'must be at least 16 characters long'),
  UPLOAD_DIR: optionalText,
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) address such as http://minio:9000' }).optional()),
  // Compose passes unset settings as empty strings: those mean the default.
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '']).default('true').transform((value) => value !== 'false'),
  FOOTER_MUNICIPALITY: z.string().default('ललितपुर महानगरपालिका'),
  FOOTER_FEDERATION: z.string().default('गैरसरकारी संस्था महासंघ, ललितपुर'),
  FOOTER_DEVELOPER: z.string().default('नगर सूचना प्रविधि शाखा'),
  // The same names for English pages.
  FOOTER_MUNICIPALITY_EN: z.string().default('Lalitpur Metropolitan City'),
  FOOTER_FEDERATION_EN: z.string().default('NGO Federation, Lalitpur'),
  FOOTER_DEVELOPER_EN: z.string().default('Information Technology Section of the City'),
  // Where the registry's NGOs are, for search engines' structured data (schema.org addressLocality and addressRegion).
  ADDRESS_LOCALITY: z.string().default('Lalitpur'),
  ADDRESS_REGION: z.string().default('Bagmati Province'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  // Addresses (or CIDR ranges, or loopback, linklocal, uniquelocal) of the reverse
  // proxies whose X-Forwarded-For is believed; empty: none, the socket address counts.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine(isTrustList, 'must be IP addresses, CIDR ranges or loopback, linklocal, uniquelocal, separated by commas'),
  // The SMS budgets of decision 024: the day's total, and within it a budget
  // each for registrations, verification resends and password resets (the
  // last one reserved: nothing else may use it).
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).default(500),
  SMS_REGISTRATION_DAILY_LIMIT: z.coerce.number().int().min(0).default(300),
  SMS_RESEND_DAILY_LIMIT: z.coerce.number().int().min(0).default(100),
  SMS_RESET_DAILY_LIMIT: z.coerce.number().int().min(0).default(100),
  // The municipality's own sending (renewal reminders, notices to NGOs), in SMS parts a day (decision 091); apart from the public's budgets above.
  SMS_NOTICE_DAILY_LIMIT: z.coerce.number().int().min(0).default(2000),
  SMS_ADDRESS_HOURLY_LIMIT: z.coerce.number().int().min(1).default(10),
  SMS_NETWORK_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
  // Registrations across the portal in the last 10 minutes from which a sign-up needs a proof of work; 0: always.
  SMS_PROOF_OF_WORK_AFTER: z.coerce.number().int().min(0).default(20),
  // Requests served at once per kind, and the longest wait for a turn (lib/system/admission.ts, decision 056); 0: not limited.
  ADMISSION_PAGES: z.coerce.number().int().min(0).max(1000).default(3),
  ADMISSION_PREFETCHES: z.coerce.number().int().min(0).max(1000).default(1),
  ADMISSION_API_READS: z.coerce.number().int().min(0).max(1000).default(6),
  ADMISSION_API_WRITES: z.coerce.number().int().min(0).max(1000).default(3),
  ADMISSION_UPLOADS: z.coerce.number().int().min(0).max(1000).default(2),
  ADMISSION_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(500),
})

function isTrustList(entries: string[]): boolean {
  try {
    proxyaddr.compile(entries)
    return true
  } catch {
    return false
  }
}

export type Env = z.infer<typeof envSchema> & {
  DATA_DIR: string
  SMS_OUTBOX_FILE: string
  UPLOAD_DIR: string
  SITE_URL: string
}

let cached: Env | undefined

export function getEnv(): Env {
  if (cached) return cached
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const raw = parsed.data
  if (raw.FILE_STORAGE === 's3' && !raw.S3_BUCKET) throw new Error('Invalid configuration: S3_BUCKET: required when FILE_STORAGE=s3')
  if (!raw.S3_ACCESS_KEY_ID !== !raw.S3_SECRET_ACCESS_KEY) throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  if (raw.SMS_RESET_DAILY_LIMIT > raw.SMS_DAILY_LIMIT) throw new Error('Invalid configuration: SMS_RESET_DAILY_LIMIT: must not be more than SMS_DAILY_LIMIT, the day’s total it is reserved from')
  const dataDir = path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR)
  cached = {
    ...raw,
    DATA_DIR: dataDir,
    SMS_OUTBOX_FILE: raw.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl'),
    UPLOAD_DIR: path.resolve(/*turbopackIgnore: true*/ raw.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    SITE_URL: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
  }
  return cached
}

/** Forget the parsed settings (tests change process.env between files). */
export function resetEnvCache() {
  cached = undefined
}

/**
 * The signing secret. Set AUTH_SECRET in production; for the quick start one is
 * generated once and kept in DATA_DIR so sessions survive a restart.
 */
export function getAuthSecret(): string {
  const env = getEnv()
  if (env.AUTH_SECRET) {
    if (env.AUTH_SECRET.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.')
    if (env.NODE_ENV === 'production' && /change-me|changeme|secret/i.test(env.AUTH_SECRET)) {
      throw new Error('AUTH_SECRET still has a default value; set a random one (openssl rand -base64 48).')
    }
    return env.AUTH_SECRET
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && process.env.EMBEDDED_DATABASE !== '1') {
    throw new Error('AUTH_SECRET is not set. A production install with DATABASE_URL needs a random AUTH_SECRET (openssl rand -base64 48).')
  }
  const file = path.join(/*turbopackIgnore: true*/ env.DATA_DIR, 'auth-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(48).toString('base64url')
    fs.mkdirSync(env.DATA_DIR, { recursive: true })
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' })
    return fs.readFileSync(file, 'utf8').trim()
  }
}
