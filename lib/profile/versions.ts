// The version of each section of a profile (decision 059). A section's read
// carries its version; a save names the version it was based on and is
// refused (409) when someone saved that section since, so two people editing
// the same section cannot silently undo each other, while two people editing
// different sections never conflict.
//
// One profile counts its saves once across its sections: a save gives the
// sections it wrote one more than the profile's highest version. So the
// highest version is also "the profile as of this read" (the ETag of a
// profile's read), and a save based on it conflicts exactly when a section it
// writes changed after that read.
import { eq, sql } from 'drizzle-orm'
import { profileSectionVersions } from '@/db/schema'
import { assertBasedOnLatest, type StoredVersion } from '@/lib/api/versions'
import { db, type Executor } from '@/lib/db'
import type { ProfileSaveInput } from '@/lib/profile/schemas'

/**
 * The sections of the editor, each saved on its own (the profile's own row is
 * written by four of them). The documents and the audit reports are saved a
 * row at a time; each row's save moves its section's version, so the editor
 * sends the version its previous row's save answered when it saves the next.
 */
export const PROFILE_SECTIONS = [
  'profile',
  'vision',
  'program',
  'logo',
  'organizational-structure',
  'subjective-manpower-detail',
  'annual-budget',
  'associate',
  'rules-regulations-plan',
  'documents',
  'audit-reports',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

export type SectionVersion = { version: number; changed_at: string | null }
export type SectionVersions = Record<ProfileSection, SectionVersion>

/**
 * Which section of the editor writes which fields of the profile's own row.
 * Everything else (names, contacts, registrations, dates, the profile-level
 * structure counts) is the profile section's.
 */
const ROW_FIELD_SECTIONS: Partial<Record<keyof ProfileSaveInput, ProfileSection>> = {
  vision: 'vision',
  mission: 'vision',
  goal: 'vision',
  objectives: 'vision',
  program_area: 'program',
  thematic_scope: 'program',
  major_programs: 'program',
  target_group: 'program',
  major_achievements: 'program',
  major_challenges: 'program',
  subjective_works: 'program',
  target_group_categories: 'program',
  logo: 'logo',
}

/** The sections a profile save writes: those of the keys it sends. */
export function sectionsOfProfileSave(input: ProfileSaveInput): ProfileSection[] {
  const sections = new Set<ProfileSection>()
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'update_dao_registration_no' || key === 'base_version') continue
    sections.add(ROW_FIELD_SECTIONS[key as keyof ProfileSaveInput] ?? 'profile')
  }
  return [...sections]
}

/**
 * Every section's version; 0 for a section never saved with versions. Read
 * before the data it goes with (never after): a change committed between the
 * two reads then pairs newer data with an older version, which can only make
 * a later save conflict needlessly, never let it overwrite unseen data.
 */
export async function readSectionVersions(executor: Executor, profileId: number): Promise<SectionVersions> {
  const rows = await executor
    .select({ section: profileSectionVersions.section, version: profileSectionVersions.version, changed_at: profileSectionVersions.changed_at })
    .from(profileSectionVersions)
    .where(eq(profileSectionVersions.profile_id, profileId))
  const versions = Object.fromEntries(PROFILE_SECTIONS.map((section) => [section, { version: 0, changed_at: null }])) as SectionVersions
  for (const row of rows) {
    if ((PROFILE_SECTIONS as readonly string[]).includes(row.section)) {
      versions[row.section as ProfileSection] = { version: row.version, changed_at: row.changed_at.toISOString() }
    }
  }
  return versions
}

/** A section's read with the version a save sends back; the version is read first (see readSectionVersions). */
export async function withSectionVersion<Data>(profileId: number, section: ProfileSection, read: () => Promise<Data>): Promise<Data & { version: number }> {
  const versions = await readSectionVersions(db, profileId)
  return { ...(await read()), version: versions[section].version }
}

/** The profile as of a read: its highest section version. */
export function profileVersion(versions: SectionVersions): number {
  return Math.max(0, ...Object.values(versions).map((entry) => entry.version))
}

/**
 * Inside a save's transaction, with the profile's row locked (so saves of one
 * profile take turns): refuses a save based on an older version of any
 * section it writes (409, nothing written), then gives those sections the
 * profile's next version. A save without a base (an older client) is taken.
 */
export async function claimSectionVersions(executor: Executor, profileId: number, sections: ProfileSection[], base: number | undefined): Promise<number> {
  const versions = await readSectionVersions(executor, profileId)
  const written = sections.map((section) => versions[section])
  const newest = written.reduce<StoredVersion>((latest, entry) => (entry.version > latest.version ? entry : latest), { version: 0, changed_at: null })
  assertBasedOnLatest(base, newest)
  const next = profileVersion(versions) + 1
  if (sections.length > 0) {
    await executor
      .insert(profileSectionVersions)
      .values(sections.map((section) => ({ profile_id: profileId, section, version: next, changed_at: sql`now()` })))
      .onConflictDoUpdate({
        target: [profileSectionVersions.profile_id, profileSectionVersions.section],
        set: { version: next, changed_at: sql`now()` },
      })
  }
  return next
}
