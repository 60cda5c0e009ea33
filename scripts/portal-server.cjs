// The production entry: Next's standalone server.js with one handler in front.
// Copied beside server.js by scripts/copy-standalone-assets.mjs, run as
// `node portal.js`. Kept public pages (lib/cache/pages.ts `serveKeptPage`,
// installed at server start by instrumentation-node.ts) are answered with
// their compressed copy before Next sees the request; every other request,
// and every one the handler declines, goes to Next unchanged.
'use strict'
const http = require('node:http')

const FRONT_HANDLER_KEY = Symbol.for('ngo-portal.front-handler')
const createServer = http.createServer

// Next's server.js creates exactly one HTTP server: wrap its request listener.
http.createServer = function portalServer(...args) {
  http.createServer = createServer
  const index = args.findIndex((argument) => typeof argument === 'function')
  if (index >= 0) {
    const nextListener = args[index]
    args[index] = function frontThenNext(request, response) {
      const front = globalThis[FRONT_HANDLER_KEY]
      try {
        if (front && front(request, response)) return
      } catch (error) {
        if (response.headersSent) {
          response.destroy(error)
          return
        }
      }
      return nextListener.call(this, request, response)
    }
  }
  return createServer.apply(this, args)
}

require('./server.js')
