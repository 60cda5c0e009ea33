import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { E2E_DATA_DIR, E2E_METRICS_TOKEN, E2E_PORT, E2E_SUPER_ADMIN } from './e2e/support/constants'
import { DEFAULT_CHROMIUM } from './scripts/e2e-prerequisites'

// End-to-end tests drive a production build (`npm start`) on its own embedded
// database in Debian's Chromium, its headless shell (scripts/e2e-prerequisites.ts).
// Never `npx playwright install`: no download host.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the specs share one portal and its database, and on a two-core
  // machine a second worker was slower, not faster (the browsers, the portal
  // and the checks already keep both cores busy).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'ne-NP',
    // A trace recorded for every test made the run a quarter slower (measured
    // on four specs); a failure still leaves its page snapshot and a
    // screenshot, and `npx playwright test --trace on` records one when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM lets `npm start` stop the web server and then the embedded database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      SUPER_ADMIN_MOBILE: E2E_SUPER_ADMIN.mobile,
      SUPER_ADMIN_PASSWORD: E2E_SUPER_ADMIN.password,
      SITE_URL: `http://localhost:${E2E_PORT}`,
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // Every spec registers its clerks from this one machine; the per-address SMS limit has its own tests.
      SMS_ADDRESS_HOURLY_LIMIT: '10000',
      SMS_NETWORK_HOURLY_LIMIT: '10000',
      // Likewise the proof of work asked of sign-ups while many arrive (sign-up-proof-of-work.spec.ts has its own portal for it).
      SMS_PROOF_OF_WORK_AFTER: '10000',
    },
  },
  outputDir: path.join('test-results', 'e2e'),
})
