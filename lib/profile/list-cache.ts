// The super administrator's profile list (GET /api/ngo/profile with a token),
// kept in memory per query until any change (lib/db/change-listener.ts,
// decision 015); one read per query at a time.
import { keptMap } from '@/lib/db/change-listener'

const lists = keptMap<Promise<unknown>>('profile-lists', 500)

/** The list for this key: the kept one when nothing changed since it was read, else `read()`, kept for the next request. */
export function keptProfileList<T>(key: string, read: () => Promise<T>): Promise<T> {
  const kept = lists.get(key)
  if (kept) return kept as Promise<T>
  const mark = lists.mark()
  const value = read()
  lists.keep(key, value, mark)
  value.catch(() => lists.forget(key, value))
  return value
}
