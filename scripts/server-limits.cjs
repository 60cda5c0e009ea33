// How long the portal's own HTTP server waits for a client (decision 057).
// Copied beside Next's server.js with the production entry (portal.js), which
// creates the server with SERVER_OPTIONS and watches every body with
// watchBodyProgress; tests/integration/slow-clients.test.ts builds a server
// the same way.
//
// A person on a slow phone sends the headers of a request in one packet or
// two, well within seconds, and an upload at the speed of a 2G connection
// (10 kB/s and more). A socket that trickles its headers or body holds one of
// the server's connections for nothing: it is cut off.
'use strict'

/** The whole request line and headers must arrive within this. */
const HEADERS_TIMEOUT_MS = 10_000
/** The whole request, body included, must arrive within this (a 2 MB upload at 11 kB/s). */
const REQUEST_TIMEOUT_MS = 180_000
/** How often Node checks the two deadlines above (its default, 30 s, would let a slow header live 40 s). */
const CHECK_INTERVAL_MS = 1_000
/** A body must progress by BODY_MIN_BYTES in every window of BODY_WINDOW_MS (1 kB/s). */
const BODY_WINDOW_MS = 10_000
const BODY_MIN_BYTES = 10_240

const SERVER_OPTIONS = Object.freeze({
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: CHECK_INTERVAL_MS,
})

/** True when the request announces a body (a length above zero, or chunks). */
function hasBody(request) {
  const length = request.headers['content-length']
  if (length !== undefined) return Number(length) > 0
  return request.headers['transfer-encoding'] !== undefined
}

/**
 * Cuts the connection of a request whose body arrives slower than
 * BODY_MIN_BYTES per BODY_WINDOW_MS. A window in which the portal itself has
 * not read what arrived (the body waits in the request's buffer: the handler
 * is still busy before reading it) does not count against the client.
 */
function watchBodyProgress(request, response, limits = { windowMs: BODY_WINDOW_MS, minBytes: BODY_MIN_BYTES }) {
  if (!hasBody(request) || request.complete) return
  const socket = request.socket
  let last = socket.bytesRead
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) return stop()
    const now = socket.bytesRead
    const waitingForThePortal = request.readableLength > 0 || socket.isPaused()
    if (!waitingForThePortal && now - last < limits.minBytes) {
      stop()
      // Not an answer: the handler may still write one. Destroying the response
      // ends the socket and makes its later writes fail quietly.
      response.destroy()
      return
    }
    last = now
  }, limits.windowMs)
  timer.unref()
  function stop() {
    clearInterval(timer)
  }
  request.once('end', stop)
  request.once('close', stop)
}

module.exports = { SERVER_OPTIONS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, BODY_WINDOW_MS, BODY_MIN_BYTES, watchBodyProgress }
