import { describe, expect, it } from 'vitest'
import { DESCRIPTION_LENGTH, profileDescription, profileJsonLd, profileTitle, serializeJsonLd, trimText, type SeoProfile } from '@/lib/profile/seo'

const SITE = 'https://ngo.example.gov.np'

function profile(overrides: Partial<SeoProfile> = {}): SeoProfile {
  return {
    id: 7,
    name: 'ललितपुर सामुदायिक विकास केन्द्र',
    name_en: 'Lalitpur Community Development Centre',
    name_acronym: 'LCDC',
    location: 'Lalitpur-5, Pulchowk',
    phone: '01-5521234',
    email: 'info@lcdc.org.np',
    website: 'https://lcdc.org.np/',
    vision: 'A self-reliant community.',
    mission: 'Education and health for every household.',
    program_area: 'Literacy',
    logo: 'a'.repeat(32),
    dao_registration_date: '2015-08-20',
    ...overrides,
  }
}

describe('profile title and description', () => {
  it('puts the Nepali and the English name together, once when they are the same', () => {
    expect(profileTitle(profile())).toBe('ललितपुर सामुदायिक विकास केन्द्र — Lalitpur Community Development Centre')
    expect(profileTitle(profile({ name_en: null }))).toBe('ललितपुर सामुदायिक विकास केन्द्र')
    expect(profileTitle(profile({ name: 'Same', name_en: ' Same ' }))).toBe('Same')
  })

  it('describes by vision, else program area, else mission, else name and place', () => {
    expect(profileDescription(profile())).toBe('A self-reliant community.')
    expect(profileDescription(profile({ vision: '  ' }))).toBe('Literacy')
    expect(profileDescription(profile({ vision: null, program_area: null }))).toBe('Education and health for every household.')
    expect(profileDescription(profile({ vision: null, program_area: null, mission: null }))).toBe('Lalitpur Community Development Centre, Lalitpur-5, Pulchowk')
  })

  it('trims long text at a word boundary to at most 160 characters, line breaks flattened', () => {
    const long = `${'word '.repeat(60)}end`
    const trimmed = trimText(long)
    expect(trimmed.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH)
    expect(trimmed.endsWith('word…')).toBe(true)
    expect(trimText('line one\n\nline two')).toBe('line one line two')
    expect(trimText('x'.repeat(400))).toHaveLength(DESCRIPTION_LENGTH)
  })
})

const PLACE = { locality: 'Lalitpur', region: 'Bagmati Province' }

describe('schema.org data', () => {
  it('describes an NGO with its names, address (with the city and province), contacts, logo and founding date', () => {
    const data = profileJsonLd(profile(), SITE, PLACE)
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      '@id': `${SITE}/profile/7#organization`,
      name: 'ललितपुर सामुदायिक विकास केन्द्र',
      alternateName: ['Lalitpur Community Development Centre', 'LCDC'],
      url: `${SITE}/profile/7`,
      logo: `${SITE}/api/files/${'a'.repeat(32)}`,
      description: 'A self-reliant community.',
      address: { '@type': 'PostalAddress', streetAddress: 'Lalitpur-5, Pulchowk', addressLocality: 'Lalitpur', addressRegion: 'Bagmati Province', addressCountry: 'NP' },
      telephone: '01-5521234',
      email: 'info@lcdc.org.np',
      foundingDate: '2015-08-20',
      sameAs: ['https://lcdc.org.np/'],
    })
  })

  it('leaves out what the profile does not have, and never links a non-web address', () => {
    const data = profileJsonLd(profile({ name_en: null, name_acronym: null, logo: null, location: null, phone: '', email: null, website: 'javascript:alert(1)', dao_registration_date: null }), SITE, PLACE)
    for (const key of ['alternateName', 'logo', 'telephone', 'email', 'sameAs', 'foundingDate']) expect(data).not.toHaveProperty(key)
    // Without a street, the address still names the city and province.
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Lalitpur', addressRegion: 'Bagmati Province', addressCountry: 'NP' })
  })

  it('serializes so that no text can close the script element', () => {
    const hostile = profile({ name: '</script><script>alert(1)</script>', vision: 'a & b > c \u2028' })
    const json = serializeJsonLd(profileJsonLd(hostile, SITE, PLACE))
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
    expect(JSON.parse(json).description).toBe('a & b > c')
  })
})
