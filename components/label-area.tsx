// The labels of one area for the client components below (decision 041):
// a page or layout puts this around its client part, and the nested provider
// adds the area's labels to the shell's that the root layout gives.
import type { ReactNode } from 'react'
import { I18nProvider } from '@/components/i18n-provider'
import { getAreaLabels } from '@/lib/i18n/server'
import type { AreaName } from '@/lib/i18n/areas'

export async function LabelArea({ name, children }: { name: AreaName; children: ReactNode }) {
  return <I18nProvider {...await getAreaLabels(name)}>{children}</I18nProvider>
}
