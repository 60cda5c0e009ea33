// Where a redirect may send a person: only to a page of the portal itself.
// `next` is resolved the way a browser would resolve the Location header
// (tabs and line breaks dropped, backslashes read as slashes, `//host` as
// another host), and kept only when it stays on the portal's origin.

/** The path, query and hash of `next` when it stays on `base`'s origin; '/' otherwise. */
export function localPath(next: string | undefined, base: string): string {
  if (!next) return '/'
  const origin = new URL(base).origin
  let target: URL
  try {
    target = new URL(next, origin)
  } catch {
    return '/'
  }
  // A path that resolves to `//host` ('/.//host') would itself lead elsewhere.
  if (target.origin !== origin || target.pathname.startsWith('//')) return '/'
  return `${target.pathname}${target.search}${target.hash}`
}
