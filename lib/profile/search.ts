// Free-text profile search (`q` of the profile list): names in Nepali and
// English, acronym, location and programmes, read from the narrow
// profile_search table (db/schema.ts, kept by the triggers of migration 0005).
//
// Each word of the query matches as a prefix (`सशक्ति` finds `सशक्तिकरण`) or
// through the known words it resembles: search_words holds every word of every
// profile, and a nearest-neighbour scan of its trigram index finds the closest few, so `Himalyan`
// also looks for `himalayan` and `विकाश` for `विकास`. Every word of the query
// must match. Name matches rank above matches in the location or programmes.
import { sql, type SQL } from 'drizzle-orm'
import { profileSearch as searchTable } from '@/db/schema'
import type { Executor } from '@/lib/db'

/** How alike a misspelt word must be to a known word (pg_trgm similarity, 0–1). */
export const SIMILARITY_THRESHOLD = 0.4
/** How many known words stand in for one query word at most, the most alike first. */
export const ALTERNATIVES_PER_WORD = 8

/** The words of a query, without the characters text-search syntax gives a meaning to. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 20)
}

export type ProfileSearch = { where: SQL; rank: SQL<number>; listed: SQL }

/**
 * The statement that turns the words of a search into its text-search query:
 * for each word, the word as a prefix or one of its closest known words; all
 * words required. A word in Latin letters is looked up as its romanised key
 * too (ngo_roman_key, migration 0015), which the Devanagari words of the
 * profiles are indexed under: "mahila" finds महिला (decision 035). Run in the
 * database so the lowercasing is the one to_tsvector applied to the profiles,
 * and after `setSimilarityThreshold` in the same transaction.
 */
export function textQueryStatement(words: string[]): SQL {
  return sql`select string_agg(alternatives, ' & ' order by at) as query from (
    select at, '(' || string_agg(distinct term, ' | ') || ')' as alternatives
    from (
      select at, lower(typed) as w, case when lower(typed) ~ '^[a-z]+$' then ngo_roman_key(typed) else lower(typed) end as k
      from unnest(${sql.param(words)}::text[]) with ordinality as query_words(typed, at)
    ) as query_words,
    lateral (
      select quote_literal(w) || ':*' as term
      union all select quote_literal(k) || ':*' where k <> w
      union all (
        select quote_literal(word) from search_words
        where word % w and strpos(word, chr(92)) = 0
        order by word <-> w
        limit ${ALTERNATIVES_PER_WORD}
      )
      union all (
        select quote_literal(word) from search_words
        where k <> w and word % k and strpos(word, chr(92)) = 0
        order by word <-> k
        limit ${ALTERNATIVES_PER_WORD}
      )
    ) as terms
    group by at
  ) per_word`
}

/**
 * The condition and the ranking of a free-text search; the query must join
 * profile_search on the profile id. The known words are looked up once, here,
 * not in every place the query appears. A text without a word matches nothing.
 */
export async function profileSearch(executor: Executor, text: string): Promise<ProfileSearch> {
  const words = searchWords(text)
  const listed = sql`${searchTable.listed}`
  const nothing = { where: sql`false`, rank: sql<number>`0::real`, listed }
  if (!words.length) return nothing
  await executor.execute(setSimilarityThreshold)
  const { rows } = await executor.execute<{ query: string | null }>(textQueryStatement(words))
  if (!rows[0]?.query) return nothing
  const query = sql`${rows[0].query}::tsquery`
  return {
    where: sql`${searchTable.document} @@ ${query}`,
    rank: sql<number>`(2 * ts_rank(${searchTable.names}, ${query}) + ts_rank(${searchTable.document}, ${query}))`,
    listed,
  }
}

/** Sets, for the current transaction only, how alike a misspelt word must be. */
export const setSimilarityThreshold = sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`
