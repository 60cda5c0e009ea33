// Development and test provider: prints each message and appends it as one
// JSON line {"to","body","purpose","at"} to the outbox file, where tests read codes.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { SmsMessage, SmsProvider } from './types'

export function createConsoleProvider(outboxFile: string): SmsProvider {
  return {
    name: 'console',
    missingSettings: () => [],
    async send(message: SmsMessage) {
      const line = JSON.stringify({ to: message.to, body: message.body, purpose: message.purpose, at: new Date().toISOString() })
      await fs.mkdir(path.dirname(outboxFile), { recursive: true })
      await fs.appendFile(outboxFile, line + '\n', { encoding: 'utf8', mode: 0o600 })
      process.stdout.write(`[sms] to ${message.to} (${message.purpose}): ${message.body}\n`)
    },
  }
}
