// The page Content-Security-Policy, shared by the proxy (a fresh nonce per
// rendered page) and the kept pages of lib/cache/pages.ts (script hashes).
export function contentSecurityPolicy(scriptSources: string, isHttps: boolean) {
  const isDevelopment = process.env.NODE_ENV === 'development'
  return [
    "default-src 'self'",
    `script-src ${scriptSources}${isDevelopment ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (progress bars, chart sizes) are harmless; scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The sign-up's proof of work solves in web workers of the portal's own files
    // (components/auth/proof-of-work-island.ts). Named here because workers would
    // otherwise fall under script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    // The document viewer frames a copy of a PDF held in memory (components/profile/file-viewer.tsx).
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

export const HSTS = 'max-age=31536000; includeSubDomains'
