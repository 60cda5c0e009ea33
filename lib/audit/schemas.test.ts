import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_QUERY_MESSAGES, auditLogQuery } from '@/lib/audit/schemas'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'

const messages = Object.values(AUDIT_LOG_QUERY_MESSAGES) as string[]

describe('the action log query messages', () => {
  it('each has a Nepali label, so the action log page says what is wrong in Nepali too', () => {
    for (const message of messages) expect(DEFAULT_LABELS[message]?.nepali, message).toMatch(/\p{Script=Devanagari}/u)
  })

  it('are the only messages a bad filter gets', () => {
    const bad: Record<string, string>[] = [
      { page: '0' },
      { page: 'x' },
      { page: '401' },
      { profile: 'x'.repeat(201) },
      { actor: 'abc' },
      { entity: 'Bad-Name' },
      { action: '1x' },
      { from: '2080-13-40' },
      { to: 'yesterday' },
      { from: '2081-02-01', to: '2081-01-01' },
    ]
    for (const query of bad) {
      const parsed = auditLogQuery.safeParse(query)
      expect(parsed.success, JSON.stringify(query)).toBe(false)
      for (const issue of parsed.error!.issues) expect(messages, JSON.stringify(query)).toContain(issue.message)
    }
  })
})
