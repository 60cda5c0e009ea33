// The script chunks a page fetches, to hold code that is meant to come later
// (a section's editor, the document viewer's body: decision 104) out of the
// first load.
import { expect, type Locator, type Page, type Request } from '@playwright/test'

export const CHUNK = /\/_next\/static\/chunks\/[^?]+\.js(\?|$)/

/** Every script chunk the page requests from now on, by path. */
export function watchChunks(page: Page): Set<string> {
  const chunks = new Set<string>()
  page.on('request', (request: Request) => {
    if (CHUNK.test(request.url())) chunks.add(new URL(request.url()).pathname)
  })
  return chunks
}

/** The next chunk the page requests that is not among `known`. */
export function nextNewChunk(page: Page, known: Set<string>): Promise<Request> {
  return page.waitForRequest((request) => CHUNK.test(request.url()) && !known.has(new URL(request.url()).pathname))
}

/**
 * Holds every script chunk the page requests from now on, as a slow line
 * would, while the test uses the HTML the server sent; the answer lets them go.
 */
export async function holdChunks(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(CHUNK, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Resolves once React has taken `control` over: the page's code has run and hydrated it. */
export async function hydrated(control: Locator): Promise<void> {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true)
}
