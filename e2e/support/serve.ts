// The end-to-end server: `npm start` on a fresh data folder, so every run
// starts from an empty, migrated and seeded database.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { E2E_DATA_DIR } from './constants'

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true })
fs.mkdirSync(E2E_DATA_DIR, { recursive: true })
fs.chmodSync(E2E_DATA_DIR, 0o755)

const child = spawn('npx', ['tsx', 'scripts/start.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: E2E_DATA_DIR } })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
