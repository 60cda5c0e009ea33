// Cached reads of the dashboard aggregates (decision 012), kept until a
// committed change of what they count (TAGS.dashboard, lib/cache/changes.ts);
// the counts are also keyed by the day, so the month windows move at midnight
// in Kathmandu.
import { cached, TAGS } from '@/lib/cache'
import { kathmanduToday } from './dates'
import { getFunds } from './funds'
import { getWardGaps } from './gaps'
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

const DASHBOARD = [TAGS.dashboard]

const cachedCounts = cached((type: CountsType, today: string) => countProfiles(type, today), 'dashboard-counts', DASHBOARD)
const cachedTotal = cached(() => countAllProfiles(), 'dashboard-total', DASHBOARD)
const cachedFiscalYears = cached(() => countByRegistrationFiscalYear(), 'dashboard-fiscal-years', DASHBOARD)
const cachedOptions = cached(() => countByOption(), 'dashboard-options', DASHBOARD)
const cachedTribes = cached(() => countByTribe(), 'dashboard-tribes', DASHBOARD)
const cachedHumanResource = cached(() => sumHumanResource(), 'dashboard-human-resource', DASHBOARD)
const cachedStructure = cached(() => sumOrganizationalStructure(), 'dashboard-organizational-structure', DASHBOARD)

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
  const [counts, graph, scopes, humanResource, structure, wardGaps, funds] = await Promise.all([
    getProfileCounts(countsType, now),
    getRegistrationGraph(),
    getScopeAndGroupTotals(),
    getHumanResource(),
    getOrganizationalStructure(),
    // Each kept under a tag of its own (decision 098, 100): not recomputed with the figures above.
    getWardGaps(),
    getFunds(),
  ])
  return {
    counts,
    registrationFiscalYear: graph.registrationFiscalYear,
    thematicScope: scopes.thematicScope,
    targetGroup: scopes.targetGroup,
    tribe: scopes.tribe,
    humanResource: humanResource.humanResource,
    organizationalStructure: structure.organizationalStructure[0],
    wardGaps,
    funds,
  }
}

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>
export { COUNTS_TYPES, countsQuery, isCountsType, type CountsType } from './schemas'
