// Runs once when a server starts (see instrumentation-node.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node')
}
