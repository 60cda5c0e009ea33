// Caching, in one place (decision 012). Domain code uses this module only:
// - `cached(read, name, tags)`: a read kept per arguments until a committed
//   change of the data its tags name;
// - `keptMap(name, size)`: values kept the same way (signed-in viewers);
// - `changesHeard()`: after a write, waits until this instance heard it;
// - `TAGS`: what data a kept thing shows (lib/cache/changes.ts maps each
//   table to the tags its changes empty).
// The kept public pages (of signed-out visitors) live in lib/cache/pages.ts,
// the connection that hears changes in lib/cache/listener.ts.
export { TAGS } from '@/lib/cache/changes'
export { changesHeard, startChangeListener, stopChangeListener } from '@/lib/cache/listener'
export { cached, cacheStatistics, changeMark, isListening, keptMap, type KeptMap } from '@/lib/cache/store'
