import { describe, expect, it } from 'vitest'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { makeTranslate } from '@/lib/i18n/translate'
import { standingText } from '@/lib/renewals/standing-text'

const english = makeTranslate('en', {})
const nepali = makeTranslate('ne', Object.fromEntries(Object.entries(DEFAULT_LABELS).map(([key, label]) => [key, label.nepali])))

describe('the words of a standing', () => {
  it('reads in English with BS dates and Latin digits', () => {
    expect(standingText({ kind: 'due', by: '2026-07-16' }, '२०८२/८३', 'en', english)).toMatch(/^Renewal due by .*2083.*BS/)
    expect(standingText({ kind: 'renewed', on: '2026-07-01' }, '२०८२/८३', 'en', english)).toMatch(/^Renewed for 2082\/83 on /)
    expect(standingText({ kind: 'late', days: 1, since: '2026-07-16' }, '२०८२/८३', 'en', english)).toBe('Late: 1 day')
    expect(standingText({ kind: 'late', days: 3, since: '2026-07-16' }, '२०८२/८३', 'en', english)).toBe('Late: 3 days')
    expect(standingText({ kind: 'overdue', days: 15, since: '2026-07-16' }, '२०८२/८३', 'en', english)).toBe('Overdue: 15 days')
  })

  it('reads in Nepali with Nepali digits', () => {
    expect(standingText({ kind: 'due', by: '2026-07-16' }, '२०८२/८३', 'ne', nepali)).toMatch(/^.*२०८३.* भित्र नवीकरण गर्नुपर्ने$/)
    expect(standingText({ kind: 'renewed', on: '2026-07-01' }, '२०८२/८३', 'ne', nepali)).toMatch(/^२०८२\/८३ का लागि .* मा नवीकरण भयो$/)
    expect(standingText({ kind: 'late', days: 3, since: '2026-07-16' }, '२०८२/८३', 'ne', nepali)).toBe('ढिलो: ३ दिन')
    expect(standingText({ kind: 'overdue', days: 20, since: '2026-07-16' }, '२०८२/८३', 'ne', nepali)).toBe('म्याद नाघेको: २० दिन')
  })
})
