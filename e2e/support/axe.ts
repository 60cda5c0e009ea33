// axe-core as every spec runs it: in the page itself (its "legacy" mode) and
// asked for the violations only. The default mode ran the rules in the page
// and then handed every element's result, passes included, to a second page
// to finish: over the API reference's 16 000 elements that took 72 s,
// against 19 s this way, with the same violations found. What the default
// adds is the content of frames, from other origins too; the portal's one
// frame shows a PDF (components/profile/file-body.tsx), which axe cannot read.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
}
