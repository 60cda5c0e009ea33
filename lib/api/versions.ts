// Saves that carry the version they were based on (decision 059). A read
// returns a version (in `data` and as an ETag); a save sends it back as
// `base_version` in the body or as `If-Match`, and a save based on an older
// version is refused with 409 and changes nothing, so two people editing the
// same thing cannot silently undo each other. A save that names no version
// (an older client) is taken as before: the last write wins.
import { ApiError, badRequest } from '@/lib/api/errors'
import { BASE_VERSION_INVALID, isVersion } from '@/lib/api/base-version'

export const IF_MATCH_INVALID = 'If-Match must be one ETag a read returned, such as "3"'
export const VERSIONS_DIFFER_MESSAGE = 'If-Match and base_version name different versions'
/** The 409 of a save based on an older version; `data.changed_at` says when the newer one was saved. */
export const STALE_VERSION_MESSAGE = 'Failed : Someone else saved a change since you opened it'

/** The ETag of a version: `"3"`. */
export function versionTag(version: number): string {
  return `"${version}"`
}

/**
 * The version a save is based on: `If-Match` (one ETag of ours; `*` names
 * none) and/or `base_version`; undefined when neither is sent. Both sent and
 * different is a mistake of the client, not a conflict.
 */
export function baseVersionOf(request: Request, bodyValue: unknown): number | undefined {
  if (bodyValue !== undefined && bodyValue !== null && !isVersion(bodyValue)) throw badRequest(BASE_VERSION_INVALID, { base_version: BASE_VERSION_INVALID })
  const bodyVersion = bodyValue ?? undefined
  const header = request.headers.get('if-match')?.trim()
  let fromHeader: number | undefined
  if (header && header !== '*') {
    const match = /^(?:W\/)?"(\d{1,10})"$/.exec(header)
    const version = match ? Number(match[1]) : NaN
    if (!isVersion(version)) throw badRequest(IF_MATCH_INVALID, { 'if-match': IF_MATCH_INVALID })
    fromHeader = version
  }
  if (fromHeader !== undefined && bodyVersion !== undefined && fromHeader !== bodyVersion) {
    throw badRequest(VERSIONS_DIFFER_MESSAGE, { base_version: VERSIONS_DIFFER_MESSAGE })
  }
  return fromHeader ?? bodyVersion
}

export type StoredVersion = { version: number; changed_at: Date | string | null }

/** 409 for a save based on `base` when `stored` is newer; nothing when it is not (or no base was sent). */
export function assertBasedOnLatest(base: number | undefined, stored: StoredVersion) {
  if (base === undefined || base >= stored.version) return
  const changedAt = stored.changed_at instanceof Date ? stored.changed_at.toISOString() : stored.changed_at
  throw new ApiError(409, STALE_VERSION_MESSAGE, { data: { version: stored.version, changed_at: changedAt } })
}
