// The external funding bodies of the budgets, counted together when they are
// one body written differently (decision 100): the same after trimming,
// spaces, letter case and the script of the digits. Pure, so the dashboard,
// its CSV and the tests group them alike.
import { toLatinDigits } from '@/lib/calendar/digits'

/** What two spellings of one body have in common: ' UNICEF  Nepal ' and 'unicef nepal' are one. */
export function fundingBodyKey(spelling: string): string {
  return toLatinDigits(spelling.normalize('NFC')).trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The amount reported under one spelling, and in how many budget rows. */
export type Spelling = { spelling: string; amount: number; rows: number }

/** One body: named by its most common spelling, with every spelling's amount and rows together. */
export type FundingBody = { name: string; amount: number; rows: number; spellings: number }

/**
 * The spellings grouped into bodies, largest amount first (then by name), at
 * most `limit`; a body with nothing reported is left out. A body is named by the spelling most budget rows use; a tie
 * goes to the larger amount, then to the first in code-point order, so the
 * name never depends on the order the rows came in. Blank spellings name no body.
 */
export function largestFundingBodies(spellings: Spelling[], limit = 10): FundingBody[] {
  const groups = new Map<string, Spelling[]>()
  for (const entry of spellings) {
    const key = fundingBodyKey(entry.spelling)
    if (!key) continue
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  const bodies = [...groups.values()].map((group): FundingBody => {
    const named = [...group].sort((a, b) => b.rows - a.rows || b.amount - a.amount || (a.spelling.trim() < b.spelling.trim() ? -1 : a.spelling.trim() > b.spelling.trim() ? 1 : 0))[0]
    return {
      name: named.spelling.trim().replace(/\s+/g, ' '),
      amount: Math.round(group.reduce((sum, entry) => sum + entry.amount, 0) * 100) / 100,
      rows: group.reduce((sum, entry) => sum + entry.rows, 0),
      spellings: group.length,
    }
  })
  return bodies.filter((body) => body.amount > 0).sort((a, b) => b.amount - a.amount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, limit)
}
