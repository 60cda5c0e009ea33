// What the proof of work's server side (lib/auth/proof-of-work.ts) and the
// sign-up page's widget must agree on. No I/O here: client code imports it.

/** PBKDF2 runs in every browser's Web Crypto, in the widget's workers. */
export const PROOF_OF_WORK_ALGORITHM = 'PBKDF2/SHA-256'
