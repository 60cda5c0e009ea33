// Cached reads of the dashboard aggregates (DESIGN.md section 7). Every write
// that changes a profile, its options or its organisational structure
// invalidates CACHE_TAGS.dashboard; the counts are also keyed by the day, so
// the month windows move at midnight in Kathmandu.
import { CACHE_TAGS, cached } from '@/lib/cache'
import { kathmanduToday } from './dates'
import type { CountsType } from './schemas'
import {
  countAllProfiles,
  countByOption,
  countByRegistrationFiscalYear,
  countByTribe,
  countProfiles,
  sumHumanResource,
  sumOrganizationalStructure,
} from './statistics'

const TAGS = [CACHE_TAGS.dashboard]

const cachedCounts = cached((type: CountsType, today: string) => countProfiles(type, today), 'dashboard-counts', TAGS)
const cachedTotal = cached(() => countAllProfiles(), 'dashboard-total', TAGS)
const cachedFiscalYears = cached(() => countByRegistrationFiscalYear(), 'dashboard-fiscal-years', TAGS)
const cachedOptions = cached(() => countByOption(), 'dashboard-options', TAGS)
const cachedTribes = cached(() => countByTribe(), 'dashboard-tribes', TAGS)
const cachedHumanResource = cached(() => sumHumanResource(), 'dashboard-human-resource', TAGS)
const cachedStructure = cached(() => sumOrganizationalStructure(), 'dashboard-organizational-structure', TAGS)

/** `GET ngo/dashboard/counts?type=T` */
export function getProfileCounts(type: CountsType, now: Date = new Date()) {
  return cachedCounts(type, kathmanduToday(now))
}

/** `GET ngo/dashboard/ngo` */
export function getProfileTotal() {
  return cachedTotal()
}

/** `GET ngo/dashboard/ngo-graph` */
export async function getRegistrationGraph() {
  return { registrationFiscalYear: await cachedFiscalYears() }
}

/** `GET ngo/dashboard/targetgroup-thematicscope` */
export async function getScopeAndGroupTotals() {
  const [byOption, tribe] = await Promise.all([cachedOptions(), cachedTribes()])
  return { thematicScope: byOption.thematicScope, targetGroup: byOption.targetGroup, tribe }
}

/** `GET ngo/dashboard/human-resource` */
export async function getHumanResource() {
  return { humanResource: await cachedHumanResource() }
}

/** `GET ngo/dashboard/organizational-structure`: the spec's list whose first element holds the totals. */
export async function getOrganizationalStructure() {
  return { organizationalStructure: [await cachedStructure()] }
}

/** Everything the dashboard page shows, read in parallel. */
export async function getDashboard(countsType: CountsType, now: Date = new Date()) {
  const [counts, graph, scopes, humanResource, structure] = await Promise.all([
    getProfileCounts(countsType, now),
    getRegistrationGraph(),
    getScopeAndGroupTotals(),
    getHumanResource(),
    getOrganizationalStructure(),
  ])
  return {
    counts,
    registrationFiscalYear: graph.registrationFiscalYear,
    thematicScope: scopes.thematicScope,
    targetGroup: scopes.targetGroup,
    tribe: scopes.tribe,
    humanResource: humanResource.humanResource,
    organizationalStructure: structure.organizationalStructure[0],
  }
}

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>
export { COUNTS_TYPES, countsQuery, isCountsType, type CountsType } from './schemas'
