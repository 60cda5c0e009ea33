// What search engines and link previews read about a public profile: the
// title, a short description, and schema.org data for an NGO. Pure: the page
// passes the profile and the site's address.

/** The profile fields the page's metadata is made from. */
export type SeoProfile = {
  id: number
  name: string
  name_en: string | null
  name_acronym: string | null
  location: string | null
  phone: string | null
  email: string | null
  website: string | null
  vision: string | null
  mission: string | null
  program_area: string | null
  logo: string | null
  dao_registration_date: string | null
}

export const DESCRIPTION_LENGTH = 160

const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** Cut at a word boundary so the result, with its ellipsis, is at most `length` characters. */
export function trimText(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = collapse(text)
  if (flat.length <= length) return flat
  const cut = flat.slice(0, length - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

/** 'नाम — Name in English', or the one name there is. */
export function profileTitle(profile: Pick<SeoProfile, 'name' | 'name_en'>): string {
  const name = collapse(profile.name)
  const english = collapse(profile.name_en)
  return english && english !== name ? `${name} — ${english}` : name
}

/** The vision, else the program area, else the mission; failing all, who and where. */
export function profileDescription(profile: SeoProfile): string {
  const statement = [profile.vision, profile.program_area, profile.mission].map(collapse).find((text) => text !== '')
  if (statement) return trimText(statement)
  const who = [collapse(profile.name_en) || collapse(profile.name), collapse(profile.location)].filter(Boolean).join(', ')
  return trimText(who)
}

export function profilePath(profileId: number): string {
  return `/profile/${profileId}`
}

export function logoUrl(siteUrl: string, logo: string | null): string | null {
  return logo ? `${siteUrl}/api/files/${encodeURIComponent(logo)}` : null
}

const isWebAddress = (value: string | null): value is string => !!value && /^https?:\/\//i.test(value)

/** schema.org NGO (https://schema.org/NGO); empty facts are left out. */
export function profileJsonLd(profile: SeoProfile, siteUrl: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': `${siteUrl}${profilePath(profile.id)}#organization`,
    name: collapse(profile.name),
    url: `${siteUrl}${profilePath(profile.id)}`,
  }
  const alternateNames = [profile.name_en, profile.name_acronym].map(collapse).filter((name) => name !== '' && name !== data.name)
  if (alternateNames.length === 1) data.alternateName = alternateNames[0]
  else if (alternateNames.length > 1) data.alternateName = alternateNames
  const logo = logoUrl(siteUrl, profile.logo)
  if (logo) data.logo = logo
  const description = profileDescription(profile)
  if (description) data.description = description
  if (collapse(profile.location)) data.address = { '@type': 'PostalAddress', streetAddress: collapse(profile.location), addressCountry: 'NP' }
  if (collapse(profile.phone)) data.telephone = collapse(profile.phone)
  if (collapse(profile.email)) data.email = collapse(profile.email)
  if (profile.dao_registration_date) data.foundingDate = profile.dao_registration_date
  if (isWebAddress(profile.website)) data.sameAs = [profile.website]
  return data
}

/**
 * JSON for an inline <script type="application/ld+json">: `<` is escaped so
 * no text of the profile can close the script element; `>`, `&` and the two
 * line separators JavaScript treats as line ends are escaped as well.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
