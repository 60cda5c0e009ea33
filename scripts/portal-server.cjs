// The production entry: Next's standalone server.js with an observer and one handler in front.
// Copied beside server.js by scripts/copy-standalone-assets.mjs, run as
// `node portal.js`. Every request is observed first (its id, the access log
// and the request metrics: lib/system/access-log.ts); the id goes out in
// X-Request-Id, within a kept page's own header list or set before Next
// answers. Kept public pages (lib/cache/pages.ts `serveKeptPage`,
// installed at server start by instrumentation-node.ts) are answered with
// their compressed copy before Next sees the request; every other request,
// and every one the handler declines, goes to Next.
//
// Requests Next handles pass the admission control first (lib/system/admission.ts:
// a bounded number at once per kind, the excess answered 503 at once), and an
// answer of 500 is held back while it is asked whether the database is away
// (lib/system/outage-guard.ts: then 503). The server cuts off clients that
// send their headers or body too slowly (server-limits.cjs, decision 057).
//
// Next gives route handlers a web Request without the socket, so the socket's
// address travels to them in one header (lib/api/client-address.ts, decision
// 022). It is written here for every request, replacing any value a client
// sent under that name, so only this entry can set it.
//
// What Next answers is compressed here (lib/system/compression.ts, decision
// 106), not by Next: a rendered page a turn of its writes at a time.
'use strict'
const http = require('node:http')
const { SERVER_OPTIONS, watchBodyProgress } = require('./server-limits.cjs')

const FRONT_HANDLER_KEY = Symbol.for('ngo-portal.front-handler')
const PEER_ADDRESS_HEADER = 'x-portal-peer-address'
const REQUEST_ID_HEADER = 'x-request-id'
// lib/markup.ts `DOCUMENT_RENDER_HEADER`.
const DOCUMENT_RENDER_HEADER = 'x-portal-document-render'
// lib/system/access-log.ts `observeRequest`: the request id, the access log and the request metrics.
const OBSERVER_KEY = Symbol.for('ngo-portal.request-observer')
// lib/system/admission.ts and lib/system/outage-guard.ts.
const ADMISSION_KEY = Symbol.for('ngo-portal.admission')
const GUARD_KEY = Symbol.for('ngo-portal.outage-guard')
// lib/system/compression.ts.
const COMPRESSION_KEY = Symbol.for('ngo-portal.compression')
const createServer = http.createServer

// Next's server.js creates exactly one HTTP server: wrap its request listener.
http.createServer = function portalServer(...args) {
  http.createServer = createServer
  const index = args.findIndex((argument) => typeof argument === 'function')
  if (index >= 0) {
    const nextListener = args[index]
    args[index] = function frontThenNext(request, response) {
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
      // Only the proxy says whether a render makes the page's HTML (lib/markup.ts).
      delete request.headers[DOCUMENT_RENDER_HEADER]
      watchBodyProgress(request, response)
      const observe = globalThis[OBSERVER_KEY]
      let requestId
      if (observe) {
        try {
          requestId = observe(request, response)
        } catch {
          // Logging must never stop a request.
        }
      }
      const front = globalThis[FRONT_HANDLER_KEY]
      try {
        if (front && front(request, response, requestId)) return
      } catch (error) {
        if (response.headersSent) {
          response.destroy(error)
          return
        }
      }
      if (requestId && !response.headersSent) response.setHeader(REQUEST_ID_HEADER, requestId)
      const handle = () => {
        const guard = globalThis[GUARD_KEY]
        if (guard) guard(request, response)
        const compress = globalThis[COMPRESSION_KEY]
        if (compress) compress(request, response)
        return nextListener.call(this, request, response)
      }
      const admit = globalThis[ADMISSION_KEY]
      return admit ? admit(request, response, handle) : handle()
    }
    // Next passes no options: the server's own deadlines for slow clients.
    if (index === 0) args.unshift({ ...SERVER_OPTIONS })
  }
  return createServer.apply(this, args)
}

require('./server.js')
