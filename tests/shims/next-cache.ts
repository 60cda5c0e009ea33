// Test stand-in for next/cache: no data cache outside a Next server.
export function unstable_cache<T extends (...args: never[]) => unknown>(fn: T): T {
  return fn
}
export function revalidateTag() {}
export function revalidatePath() {}
export function updateTag() {}
