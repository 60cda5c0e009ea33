// Cached reads for public pages (DESIGN.md section 7). Every cached read has a
// tag; the write that changes its data invalidates the tag, and the next page
// load reads fresh data.
import { revalidateTag, unstable_cache } from 'next/cache'
import { logger } from '@/lib/log'
import { forgetPages } from '@/lib/page-cache'
import { dataChanged } from '@/lib/db/change-listener'

export const CACHE_TAGS = {
  translations: 'translations',
  reference: 'reference',
  dashboard: 'dashboard',
  profileList: 'profile-list',
  profile: (id: number) => `profile-${id}`,
} as const

export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: string[],
): (...args: Args) => Promise<Result> {
  const wrapped = unstable_cache(read, [key], { tags, revalidate: 3600 })
  return async (...args: Args) => {
    try {
      return await wrapped(...args)
    } catch (error) {
      // Outside a Next server (scripts, tests) there is no cache: read directly.
      if (error instanceof Error && /incrementalCache|static generation store|outside a request/i.test(error.message)) return read(...args)
      throw error
    }
  }
}

const PROFILE_TAG = /^profile-([0-9]+)$/

/** The kept pages that show data of these tags: a profile's page, the home page, or every page (labels, reference content). */
export function pagesShowing(tags: string[]): string[] | 'all' {
  const paths = new Set<string>()
  for (const tag of tags) {
    const profile = PROFILE_TAG.exec(tag)
    if (profile) paths.add(`/profile/${profile[1]}`)
    else if (tag === CACHE_TAGS.dashboard || tag === CACHE_TAGS.profileList) paths.add('/')
    else return 'all'
  }
  return [...paths]
}

/** Marks tagged data stale; the next read waits for fresh data. */
export function invalidate(...tags: string[]) {
  // The kept HTML pages (lib/page-cache.ts) that show this data go too.
  forgetPages(pagesShowing(tags))
  // So does everything kept until a change (the super administrator's lists, signed-in viewers).
  dataChanged()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next server there is nothing to invalidate.
      logger.debug('cache invalidation skipped', { tag, reason: (error as Error).message })
    }
  }
}
