import type { MetadataRoute } from 'next'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'

// The web app manifest: a phone that adds the portal to its home screen shows
// its name and icon (app/icon.svg) and opens the home page.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: DEFAULT_LABELS['Municipality NGO Profile'].nepali,
    short_name: 'NGO प्रोफाइल',
    description: DEFAULT_LABELS['NGO profiles of the municipality'].nepali,
    lang: 'ne',
    start_url: '/',
    display: 'standalone',
    background_color: '#f4f6f9',
    theme_color: '#0b4f8a',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  }
}
