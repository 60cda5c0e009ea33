import os from 'node:os'
import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
// Outside the checkout, fresh for every run (serve.ts empties it).
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `ngo-portal-e2e-${E2E_PORT}`)
export const E2E_SUPER_ADMIN = { mobile: '9851000000', password: 'e2e-super-admin-password' }
export const SMS_OUTBOX_FILE = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl')
/**
 * What a page of the portal sends with a write: specs that write through
 * `page.request` (sharing the browser's session cookie) send it too, as the
 * origin rule asks (lib/api/origin.ts).
 */
export const SAME_ORIGIN = { origin: `http://localhost:${E2E_PORT}` }
export const E2E_METRICS_TOKEN = 'e2e-metrics-scraper-token-0123456789'
