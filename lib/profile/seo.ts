// What search engines and link previews read about a public profile and the
// home page: the title, a short description, and schema.org data for an NGO,
// the site and the municipality. Pure: the pages pass the profile, the site's
// address and its place.
import type { Language } from '@/lib/i18n/shared'
import { isWebAddress } from './web-address'

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

/** Where the registry is: the city and province of its NGOs (ADDRESS_LOCALITY, ADDRESS_REGION). */
export type SitePlace = { locality: string; region: string }

export function sitePlace(env: { ADDRESS_LOCALITY: string; ADDRESS_REGION: string }): SitePlace {
  return { locality: env.ADDRESS_LOCALITY, region: env.ADDRESS_REGION }
}

/** schema.org PostalAddress of the registry's place, with a street address when there is one. */
function postalAddress(place: SitePlace, street?: string): Record<string, unknown> {
  const address: Record<string, unknown> = { '@type': 'PostalAddress' }
  if (street) address.streetAddress = street
  if (place.locality.trim()) address.addressLocality = place.locality.trim()
  if (place.region.trim()) address.addressRegion = place.region.trim()
  address.addressCountry = 'NP'
  return address
}

/** Open Graph's locale of a page and of its twin in the other language. */
export function openGraphLocale(language: Language): { locale: string; alternateLocale: string } {
  return language === 'en' ? { locale: 'en_US', alternateLocale: 'ne_NP' } : { locale: 'ne_NP', alternateLocale: 'en_US' }
}

/** schema.org NGO (https://schema.org/NGO); empty facts are left out. */
export function profileJsonLd(profile: SeoProfile, siteUrl: string, place: SitePlace): Record<string, unknown> {
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
  // Every NGO of the registry is in its city: the address names it even without a street.
  data.address = postalAddress(place, collapse(profile.location) || undefined)
  if (collapse(profile.phone)) data.telephone = collapse(profile.phone)
  if (collapse(profile.email)) data.email = collapse(profile.email)
  if (profile.dao_registration_date) data.foundingDate = profile.dao_registration_date
  if (isWebAddress(profile.website)) data.sameAs = [profile.website]
  return data
}

/** What the home page says about itself: the site (with its search) and the municipality that runs it. */
export type HomeFacts = { siteUrl: string; address: string; name: string; description: string; municipality: string; language: Language; place: SitePlace }

/** schema.org WebSite (with a SearchAction on the home list's `q`) and the GovernmentOrganization that publishes it. */
export function homeJsonLd(facts: HomeFacts): Record<string, unknown> {
  const municipality = `${facts.siteUrl}/#municipality`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${facts.siteUrl}/#website`,
        url: facts.siteUrl + facts.address,
        name: facts.name,
        description: facts.description,
        inLanguage: facts.language,
        publisher: { '@id': municipality },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${facts.siteUrl}${facts.address}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      { '@type': 'GovernmentOrganization', '@id': municipality, name: facts.municipality, url: facts.siteUrl + facts.address, address: postalAddress(facts.place) },
    ],
  }
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
