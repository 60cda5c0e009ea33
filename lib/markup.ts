// Markup made on the server that the page's HTML carries once (decision 108).
// A read-only table or list made as markup (decision 105) went to the browser
// twice: in the HTML and again, escaped, in the page's flight data. On a load
// of the page, where React makes the HTML from the flight data in the same
// process, the flight data carries only the markup's name and the HTML the
// markup; the browser keeps what the HTML showed. Every other render (the
// client router's, a server action's) carries the markup itself.
import { processRegistry } from '@/lib/versioned'

/**
 * Set by the proxy when Next answers the request with the page's HTML; a
 * value sent by a client is dropped by the entry and by the proxy.
 */
export const DOCUMENT_RENDER_HEADER = 'x-portal-document-render'

/**
 * The markup of this process's renders by name, for their HTML: a render
 * puts its markup in just before React writes the HTML, so the last 2 000
 * (a few megabytes of the largest tables) are far more than the renders
 * under way at once.
 */
export const markupRegistry = processRegistry<string>('markup', 2_000)
