// The messages of the duplicates list and of merges (decisions 094, 095):
// English for API callers, and label keys the pages show in the viewer's
// language (lib/i18n/labels/duplicates.ts gives each its Nepali). `{name}`
// and `{value}` stand for what the message is about. No I/O here: client
// code imports it.
export const DUPLICATE_MESSAGES = {
  listed: 'Possible duplicates',
  samePair: 'Choose two different profiles',
  pairNotFound: 'These two profiles are not listed as possible duplicates',
  dismissed: 'Marked as two different organisations',
  // the merge
  mergedIntoItself: 'A profile cannot be merged into itself',
  alreadyMerged: 'This profile was already merged into another one',
  keptWasMerged: 'The profile to keep was itself merged into another one',
  /** The tables come in `data.tables`. */
  unknownTable: 'The merge does not know every table that names profiles: nothing was merged',
  merged: 'Profiles merged',
} as const
