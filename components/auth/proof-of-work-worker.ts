// The solver the sign-up page's proof of work runs in a web worker: the ALTCHA
// package's own PBKDF2 worker, bundled by Next with the portal's files and
// served from the portal's address, so nothing is fetched from elsewhere and
// the page's Content-Security-Policy (worker-src 'self') lets it run.
import 'altcha/workers/pbkdf2'
