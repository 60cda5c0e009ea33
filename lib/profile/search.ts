// Free-text profile search (`q` of the profile list): names in Nepali and
// English, acronym, location and programmes. Whole words and word prefixes
// match through a text-search index (which also covers Devanagari); misspelt
// words match through trigram word similarity (pg_trgm). Both use the GIN
// indexes on `profileSearchDocument` declared in db/schema.ts.
import { sql, type SQL } from 'drizzle-orm'
import { ngoProfiles, profileSearchDocument } from '@/db/schema'

/** How alike a misspelt word must be to a word of the profile (pg_trgm's default is 0.6). */
export const WORD_SIMILARITY_THRESHOLD = 0.5

const document = profileSearchDocument(ngoProfiles)
const names = sql`coalesce(${ngoProfiles.name}, '') || ' ' || coalesce(${ngoProfiles.name_en}, '') || ' ' || coalesce(${ngoProfiles.name_acronym}, '')`

/** The words of a query, without the characters text-search syntax gives a meaning to. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 20)
}

/** `word1:* & word2:*`: every word, each as a prefix; null when the text has no word. */
export function prefixQuery(text: string): string | null {
  const words = searchWords(text)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

export type ProfileSearch = { where: SQL; rank: SQL<number> }

/** The condition and the ranking of a free-text search. */
export function profileSearch(text: string): ProfileSearch {
  const q = text.normalize('NFC').trim()
  const prefix = prefixQuery(q)
  const similar = sql`${q} <% (${document})`
  const similarity = sql`2 * word_similarity(${q}, ${names}) + word_similarity(${q}, ${document})`
  if (!prefix) return { where: similar, rank: sql<number>`(${similarity})` }
  const tsquery = sql`to_tsquery('simple'::regconfig, ${prefix})`
  const words = sql`to_tsvector('simple'::regconfig, ${document}) @@ ${tsquery}`
  return {
    where: sql`(${words} or ${similar})`,
    rank: sql<number>`(${similarity} + (case when to_tsvector('simple'::regconfig, ${names}) @@ ${tsquery} then 1 else 0 end) + ts_rank(to_tsvector('simple'::regconfig, ${document}), ${tsquery}))`,
  }
}

/** Sets, for the current transaction only, how tolerant the trigram match is. */
export const setSimilarityThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`
