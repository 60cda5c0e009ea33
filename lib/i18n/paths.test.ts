import { describe, expect, it } from 'vitest'
import { pathIn, splitLanguage, switchLanguage } from '@/lib/i18n/paths'

describe('each language at its own address', () => {
  it('puts English pages under /en and leaves Nepali, the API and fragments alone', () => {
    expect(pathIn('ne', '/profile/12')).toBe('/profile/12')
    expect(pathIn('en', '/')).toBe('/en')
    expect(pathIn('en', '/?q=school&page=2')).toBe('/en?q=school&page=2')
    expect(pathIn('en', '/profile/12#audit')).toBe('/en/profile/12#audit')
    expect(pathIn('en', '/content/ngos?status=active')).toBe('/en/content/ngos?status=active')
    expect(pathIn('en', '/api/open/ngos.csv')).toBe('/api/open/ngos.csv')
    expect(pathIn('en', '#main')).toBe('#main')
    expect(pathIn('en', '//elsewhere.test')).toBe('//elsewhere.test')
  })

  it('reads the language an address names', () => {
    expect(splitLanguage('/en')).toEqual({ language: 'en', path: '/' })
    expect(splitLanguage('/en?q=x')).toEqual({ language: 'en', path: '/?q=x' })
    expect(splitLanguage('/en/login')).toEqual({ language: 'en', path: '/login' })
    expect(splitLanguage('/login')).toEqual({ language: 'ne', path: '/login' })
    // Only the segment `en`: a path that merely starts with the letters is Nepali.
    expect(splitLanguage('/english')).toEqual({ language: 'ne', path: '/english' })
  })

  it('switches a page to the other language keeping its query', () => {
    expect(switchLanguage('/profile/12?tab=documents', 'en')).toBe('/en/profile/12?tab=documents')
    expect(switchLanguage('/en/profile/12?tab=documents', 'ne')).toBe('/profile/12?tab=documents')
    expect(switchLanguage('/en?q=school', 'ne')).toBe('/?q=school')
    expect(switchLanguage('/en', 'en')).toBe('/en')
  })
})
