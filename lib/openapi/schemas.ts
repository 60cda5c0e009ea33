// The request schemas the API reference describes: the very zod objects the
// route handlers parse, imported from their domain modules (never copied), so
// the published document changes when a handler's input does. The key of each
// entry is the name the schema is exported under.
import { z } from 'zod'
import { auditLogQuery } from '@/lib/audit/schemas'
import { loginSchema, recoverSchema, registerSchema, verificationCodeSchema, verificationSchema } from '@/lib/auth/schemas'
import {
  documentConfigInput,
  financialYearInput,
  idParams,
  optionCreateInput,
  optionMergeInput,
  optionTypeQuery,
  optionUpdateInput,
  organizationalStructureConfigInput,
  organizationTypeInput,
  rulesRegulationsPlanConfigInput,
  translationCreateInput,
  translationQuery,
  translationUpdateInput,
} from '@/lib/content/schemas'
import { countsQuery, dashboardExportQuery } from '@/lib/dashboard/schemas'
import { STORAGE_KEY_PATTERN } from '@/lib/files/storage'
import {
  annualBudgetBody,
  associateBody,
  auditReportBody,
  documentBody,
  id,
  organizationalStructureBody,
  profileCreateBody,
  profileListQuery,
  profileStatusBody,
  profileUpdateBody,
  rulesRegulationsPlanBody,
  subjectiveManpowerBody,
} from '@/lib/profile/schemas'
import { claimDecisionBody, downloadLanguageQuery, profileExportQuery } from '@/lib/register/schemas'

export const REQUEST_SCHEMAS = {
  // auth
  loginSchema,
  registerSchema,
  verificationCodeSchema,
  verificationSchema,
  recoverSchema,
  // profiles and their sections
  profileListQuery,
  profileCreateBody,
  profileUpdateBody,
  profileStatusBody,
  organizationalStructureBody,
  subjectiveManpowerBody,
  annualBudgetBody,
  associateBody,
  rulesRegulationsPlanBody,
  documentBody,
  auditReportBody,
  // reference content
  optionTypeQuery,
  optionCreateInput,
  optionUpdateInput,
  optionMergeInput,
  financialYearInput,
  translationQuery,
  translationCreateInput,
  translationUpdateInput,
  documentConfigInput,
  organizationalStructureConfigInput,
  rulesRegulationsPlanConfigInput,
  organizationTypeInput,
  // the register: exports, the import's template, claims
  profileExportQuery,
  downloadLanguageQuery,
  claimDecisionBody,
  // dashboard
  countsQuery,
  dashboardExportQuery,
  // action log
  auditLogQuery,
} as const

export type RequestSchemaName = keyof typeof REQUEST_SCHEMAS

/**
 * Path parameters. `profileRouteId` is the id schema parseRouteId
 * (lib/profile/access.ts) checks profile and report ids with; `fileId` is the
 * storage key pattern readStoredFile checks.
 */
export const PATH_PARAMETER_SCHEMAS = {
  profileRouteId: id,
  contentId: idParams.shape.id,
  fileId: z.string().regex(STORAGE_KEY_PATTERN),
} as const

export type PathParameterSchemaName = keyof typeof PATH_PARAMETER_SCHEMAS

/**
 * GET /api/lang reads its two query values by hand (no zod schema); this
 * describes what it does with them.
 */
export const languageQuery = z.object({
  lang: z.enum(['ne', 'en']).optional().describe('The interface language; anything other than en means Nepali.'),
  next: z.string().optional().describe('A path on this site to go to afterwards; another host is ignored and / is used.'),
})
