// Inputs of the register's import, exports and claims, one zod schema each.
// No I/O here: the pages import these too.
import { z } from 'zod'
import { LANGUAGES } from '@/lib/i18n/shared'
import { profileListQuery } from '@/lib/profile/schemas'
import { REGISTER_MESSAGES } from '@/lib/register/messages'

const languageField = z.enum(LANGUAGES, { error: 'lang must be ne or en' }).optional()

/** The header's language of a download; without it, Nepali (the portal's default). */
export const downloadLanguageQuery = z.object({ lang: languageField })

/**
 * The admin list's export: the list's own query (page and limit are read and
 * left aside: the export holds every page) and the header's language.
 */
export const profileExportQuery = profileListQuery.extend({ lang: languageField })
export type ProfileExportQuery = z.infer<typeof profileExportQuery>

/**
 * The import form's text field. Without `confirm` the file is only checked
 * (a dry run); with the fingerprint the dry run gave (`file.sha256`) the same
 * file is imported.
 */
export const importFormFields = z.object({
  confirm: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{64}$/, REGISTER_MESSAGES.fileChanged)
    .optional(),
})
export type ImportFormFields = z.infer<typeof importFormFields>

export const CLAIM_DECISIONS = ['approve', 'refuse'] as const
export const claimDecisionBody = z.object({
  decision: z.enum(CLAIM_DECISIONS, { error: 'decision must be approve or refuse' }),
})
export type ClaimDecision = z.infer<typeof claimDecisionBody>['decision']
