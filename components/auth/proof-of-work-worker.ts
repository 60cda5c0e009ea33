// The solver the sign-up's proof of work runs in web workers: altcha-lib's
// own, with PBKDF2 from the browser's Web Crypto. Built by
// scripts/build-islands.mjs into a file of the portal's own, so nothing is
// fetched from elsewhere and the page policy (worker-src 'self') lets it run.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
