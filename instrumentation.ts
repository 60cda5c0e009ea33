// Runs once when a server starts (see instrumentation-node.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node')
}

// A request that failed for want of the database: the 500 it would answer becomes 503 (lib/system/outage-guard.ts).
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { noteRequestError } = await import('./lib/system/outage-guard')
  noteRequestError(error)
}
