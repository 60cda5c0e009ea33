// The anchor of each section of the profile editor, apart from the task
// list's rules (tasks.ts): the editor's sections carry it at first load
// without the renewal schemas and zod (decision 104).

/** The id of an editor section's element, from its title: the task list links to it. */
export function sectionAnchor(title: string): string {
  return `section-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}
