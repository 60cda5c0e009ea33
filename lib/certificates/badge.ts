// The badge an NGO puts on its own website (decision 097): an SVG at a
// stable address (/api/ngo/{id}/badge) that reads "Registered with <the
// municipality>" only while the NGO is in good standing, and otherwise a
// neutral "Registration status: see the registry" with no mark, never a
// claim. Drawn once per NGO, language and Kathmandu day, and dropped when
// the NGO, its standing or the labels change; browsers and the sites that
// show it keep it an hour at most.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ngoProfiles } from '@/db/schema'
import { notFound } from '@/lib/api/errors'
import { kathmanduToday } from '@/lib/calendar'
import { cached, TAGS } from '@/lib/cache'
import { isGoodStanding, standingNow } from '@/lib/certificates/content'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { dataLang } from '@/lib/i18n/local-name'
import { getTranslate } from '@/lib/i18n/server'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import { isPublic, PROFILE_NOT_FOUND } from '@/lib/profile/access'
import { profilePath } from '@/lib/profile/seo'
import { getProfileRenewal } from '@/lib/renewals/standings'

/** How long a browser or a site's cache may keep a badge: a change shows within the hour. */
export const BADGE_MAX_AGE_SECONDS = 3600

export type Badge = { svg: string; etag: string; good: boolean }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character])

/** At most `length` characters, an ellipsis when cut (whole characters, never half a pair). */
function shorten(text: string, length: number) {
  const characters = [...text.trim()]
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : characters.join('')
}

export type BadgeDrawing = { good: boolean; name: string; municipality: string; href: string; language: Language; t: Translate }

/** The SVG of a badge. No I/O. */
export function badgeSvg({ good, name, municipality, href, language, t }: BadgeDrawing): string {
  const headline = good ? t('Registered with {municipality}').replace('{municipality}', municipality) : t('Registration status: see the registry')
  const title = `${headline}: ${name}`
  // A name in the other script says so (lib/i18n/local-name.ts).
  const nameLang = dataLang(language, name)
  const width = 320
  const height = 48
  const ink = good ? '#14532d' : '#334155'
  const frame = good ? '#1e7b34' : '#94a3b8'
  const mark = good
    ? `<circle cx="24" cy="24" r="14" fill="#1e7b34"/><path d="M17 24.5l5 5 9-10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<circle cx="24" cy="24" r="13" fill="none" stroke="#94a3b8" stroke-width="2"/><path d="M24 17v1M24 22v9" stroke="#64748b" stroke-width="3" stroke-linecap="round"/>`
  const font = language === 'ne' ? "'Noto Sans Devanagari','Mukta','Noto Sans',sans-serif" : "'Noto Sans','Segoe UI',Arial,sans-serif"
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(title)}" lang="${language}">` +
    `<title>${escape(title)}</title>` +
    `<a href="${escape(href)}" target="_top">` +
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="6" fill="#ffffff" stroke="${frame}"/>` +
    mark +
    `<text x="46" y="21" font-family="${font}" font-size="12.5" font-weight="700" fill="${ink}">${escape(shorten(headline, 44))}</text>` +
    `<text x="46" y="37" font-family="${font}" font-size="11" fill="#475569"${nameLang ? ` lang="${nameLang}"` : ''}>${escape(shorten(name, 48))}</text>` +
    `</a></svg>`
  )
}

async function readBadge(profileId: number, language: Language, today: string, now: Date): Promise<Badge | null> {
  const [profile] = await db
    .select({ status: ngoProfiles.status, is_verified: ngoProfiles.is_verified, name: ngoProfiles.name, name_en: ngoProfiles.name_en })
    .from(ngoProfiles)
    .where(eq(ngoProfiles.id, profileId))
  if (!profile) return null
  const renewal = await getProfileRenewal(profileId, now)
  const good = isGoodStanding(standingNow(profile, renewal.current), today)
  const env = getEnv()
  // A profile the public cannot see has no page to link to: the registry's home instead.
  const href = `${env.SITE_URL}${pathIn(language, isPublic(profile) ? profilePath(profileId) : '/')}`
  const svg = badgeSvg({
    good,
    name: language === 'en' && profile.name_en ? profile.name_en : profile.name,
    municipality: language === 'en' ? env.FOOTER_MUNICIPALITY_EN : env.FOOTER_MUNICIPALITY,
    href,
    language,
    t: await getTranslate(language),
  })
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`, good }
}

// Keyed by the Kathmandu day: a renewal turns late at midnight without a write.
const keptBadge = cached(
  (profileId: number, language: Language, today: string) => readBadge(profileId, language, today, new Date()),
  'certificate-badge',
  (profileId) => [TAGS.profile(profileId), TAGS.labels],
  { maxEntries: 10_000 },
)

/** An NGO's badge as of `now`; an id that names no profile is not found. */
export async function getBadge(profileId: number, language: Language, now?: Date): Promise<Badge> {
  const badge = now ? await readBadge(profileId, language, kathmanduToday(now), now) : await keptBadge(profileId, language, kathmanduToday())
  if (!badge) throw notFound(PROFILE_NOT_FOUND)
  return badge
}

/** Whether an If-None-Match header names this ETag (a list, weak or not, or *). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })
}

/** The snippet an NGO copies onto its website: its badge, linking to its page in the registry. */
export function badgeSnippet(profileId: number, language: Language, alt: string): string {
  const site = getEnv().SITE_URL
  const badge = `${site}/api/ngo/${profileId}/badge${language === 'en' ? '?lang=en' : ''}`
  return `<a href="${escape(`${site}${pathIn(language, profilePath(profileId))}`)}"><img src="${escape(badge)}" alt="${escape(alt)}" width="320" height="48"></a>`
}
