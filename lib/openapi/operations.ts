// Every operation of the REST API under /api: one entry per exported method of
// each app/api/**/route.ts (a test keeps the two in step). Query and body
// schemas are named from REQUEST_SCHEMAS, which holds the handlers' own zod
// objects; the OpenAPI document and the reference page are built from this list.
import type { PathParameterSchemaName, RequestSchemaName } from '@/lib/openapi/schemas'

export const TAGS = [
  { name: 'Auth', description: 'Accounts, sign-in and verification codes' },
  { name: 'Profiles', description: 'NGO profiles: list, read, create, update, status' },
  { name: 'Profile sections', description: 'The table sections of a profile' },
  { name: 'Documents and audit reports', description: 'Registration documents, audit reports and uploads' },
  { name: 'Dashboard', description: 'Public aggregate figures' },
  { name: 'Reference content', description: 'Options, document types, financial years, labels and other content the super administrator manages' },
  { name: 'Register', description: 'The register in and out of spreadsheets: import, exports, claims of imported profiles' },
  { name: 'Action log', description: 'The record of every change, for the super administrator' },
  { name: 'Open data', description: 'Downloads of the public registry and this description of the API' },
  { name: 'System', description: 'Health and interface language' },
] as const

export type Tag = (typeof TAGS)[number]['name']

/**
 * Who may call an operation:
 * - public: anyone; a signed-in viewer may see more (an own unverified profile)
 * - signed-in: any signed-in person
 * - owner: the NGO user who owns the profile named in the path
 * - super_admin: the super administrator only
 */
export type Access = 'public' | 'signed-in' | 'owner' | 'super_admin'
export const ACCESS_LEVELS: readonly Access[] = ['public', 'signed-in', 'owner', 'super_admin']

export type HttpMethod = 'get' | 'post' | 'put' | 'delete'

export type PathParameter = { name: string; schema: PathParameterSchemaName; description: string }

/** A response that is not the JSON envelope: a file, a stream, a redirect. */
export type RawResponse = { contentTypes: string[]; description: string; headers?: Record<string, string> }

export type Operation = {
  method: HttpMethod
  /** OpenAPI form: /api/ngo/{id}/annual-budget */
  path: string
  /** The route file that serves it, relative to the project root. */
  file: string
  tag: Tag
  summary: string
  description?: string
  access: Access
  /** More about who may call it, when the access level alone does not say it all. */
  accessNote?: string
  pathParameters?: PathParameter[]
  /** A query schema from REQUEST_SCHEMAS, parsed from the query string. */
  query?: RequestSchemaName
  /** A JSON body schema from REQUEST_SCHEMAS. */
  body?: RequestSchemaName
  /** A multipart/form-data body (uploads): described by hand, the handler reads form fields. */
  multipart?: 'upload' | 'import'
  /** 200 or 201 with {message, data}, data holding these keys; or a raw response. */
  success: { status: 200 | 201 | 303; description: string; dataKeys?: string[]; raw?: RawResponse }
  /** Error statuses this operation can return with the error envelope. */
  errors: number[]
}

const PROFILE_ID: PathParameter = { name: 'id', schema: 'profileRouteId', description: 'The NGO profile id' }
const CONTENT_ID: PathParameter = { name: 'id', schema: 'contentId', description: 'The id of the row to change' }

// Every handler wrapped in handle() may fail with 500 (a fault, logged) or 503 (database unavailable).
const SERVER = [500, 503]
// A `token` header that is bad, expired or revoked is a 401 even where signing in is optional.
const OPTIONAL_VIEWER = [401, ...SERVER]
const SUPER_ADMIN_WRITE = [400, 401, 403, ...SERVER]
const OWNER_WRITE = [400, 401, 403, 404, ...SERVER]

function profileSection(
  segment: string,
  summary: { read: string; write: string },
  body: RequestSchemaName,
  rowsKey: string,
  readKeys: string[] = [rowsKey],
): Operation[] {
  const path = `/api/ngo/{id}/${segment}`
  const file = `app/api/ngo/[id]/${segment}/route.ts`
  return [
    {
      method: 'get',
      path,
      file,
      tag: 'Profile sections',
      summary: summary.read,
      access: 'public',
      accessNote: 'Rows of a verified, active profile are public; otherwise only its owner and the super administrator read them.',
      pathParameters: [PROFILE_ID],
      success: { status: 200, description: 'The rows', dataKeys: readKeys },
      errors: [404, ...OPTIONAL_VIEWER],
    },
    {
      method: 'put',
      path,
      file,
      tag: 'Profile sections',
      summary: summary.write,
      description: 'Replaces every row: send the rows as a JSON array, or as {"rows": [...]}. Blank rows are skipped.',
      access: 'owner',
      pathParameters: [PROFILE_ID],
      body,
      success: { status: 200, description: 'The saved rows and the new completeness flags', dataKeys: [rowsKey, 'completeness'] },
      errors: OWNER_WRITE,
    },
  ]
}

function referenceList(options: {
  segment: string
  tag?: Tag
  listSummary: string
  createSummary: string
  updateSummary: string
  deleteSummary: string | null
  body: RequestSchemaName
  updateBody?: RequestSchemaName
  listKey: string
  itemKey: string
  query?: RequestSchemaName
  listDataKeys?: string[]
}): Operation[] {
  const path = `/api/ngo/${options.segment}`
  const file = `app/api/ngo/${options.segment}/route.ts`
  const itemPath = `${path}/{id}`
  const itemFile = `app/api/ngo/${options.segment}/[id]/route.ts`
  const tag = options.tag ?? 'Reference content'
  const operations: Operation[] = [
    {
      method: 'get',
      path,
      file,
      tag,
      summary: options.listSummary,
      access: 'public',
      query: options.query,
      success: { status: 200, description: 'The list', dataKeys: options.listDataKeys ?? [options.listKey] },
      errors: options.query ? [400, ...SERVER] : SERVER,
    },
    {
      method: 'post',
      path,
      file,
      tag,
      summary: options.createSummary,
      access: 'super_admin',
      body: options.body,
      success: { status: 201, description: 'Created', dataKeys: [options.itemKey] },
      errors: [...SUPER_ADMIN_WRITE, 409],
    },
    {
      method: 'put',
      path: itemPath,
      file: itemFile,
      tag,
      summary: options.updateSummary,
      access: 'super_admin',
      pathParameters: [CONTENT_ID],
      body: options.updateBody ?? options.body,
      success: { status: 200, description: 'Updated', dataKeys: [options.itemKey] },
      errors: [...SUPER_ADMIN_WRITE, 404, 409],
    },
  ]
  if (options.deleteSummary) {
    operations.push({
      method: 'delete',
      path: itemPath,
      file: itemFile,
      tag,
      summary: options.deleteSummary,
      description: 'Only a row no NGO profile uses can be deleted (409 otherwise).',
      access: 'super_admin',
      pathParameters: [CONTENT_ID],
      success: { status: 200, description: 'Deleted', dataKeys: [options.itemKey] },
      errors: [...SUPER_ADMIN_WRITE, 404, 409],
    })
  }
  return operations
}

export const OPERATIONS: Operation[] = [
  // ------------------------------------------------------------------ auth
  {
    method: 'post',
    path: '/api/auth/register',
    file: 'app/api/auth/register/route.ts',
    tag: 'Auth',
    summary: 'Create an NGO user account and send a verification code',
    access: 'public',
    body: 'registerSchema',
    success: { status: 201, description: 'Account created, code sent', dataKeys: ['mobile'] },
    errors: [400, 409, 429, ...SERVER],
  },
  {
    method: 'post',
    path: '/api/auth/verification',
    file: 'app/api/auth/verification/route.ts',
    tag: 'Auth',
    summary: 'Verify a mobile number with its 6-digit code',
    access: 'public',
    body: 'verificationSchema',
    success: { status: 200, description: 'Verified', dataKeys: ['mobile'] },
    errors: [400, ...SERVER],
  },
  {
    method: 'post',
    path: '/api/auth/verification-code',
    file: 'app/api/auth/verification-code/route.ts',
    tag: 'Auth',
    summary: 'Send a new verification or password-reset code',
    description: 'A message starting with "Reset PIN" asks for a password-reset code. The SMS text is always the portal\'s own.',
    access: 'public',
    body: 'verificationCodeSchema',
    success: { status: 200, description: 'Code sent', dataKeys: ['mobile', 'purpose'] },
    errors: [400, 429, ...SERVER],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    file: 'app/api/auth/login/route.ts',
    tag: 'Auth',
    summary: 'Sign in (NGO user, or super administrator with super_admin: true)',
    description: 'Returns data.access_token for the token header and sets the session cookie. Five failures in 15 minutes lock the account for 15 minutes.',
    access: 'public',
    body: 'loginSchema',
    success: { status: 200, description: 'Signed in', dataKeys: ['access_token', 'expires_in', 'user'] },
    errors: [400, 401, 403, 409, 429, ...SERVER],
  },
  {
    method: 'get',
    path: '/api/auth/logout',
    file: 'app/api/auth/logout/route.ts',
    tag: 'Auth',
    summary: 'End every session of the signed-in person and clear the session cookie',
    access: 'public',
    accessNote: 'Without a valid session it only clears the cookie.',
    success: { status: 200, description: 'Signed out' },
    errors: SERVER,
  },
  {
    method: 'get',
    path: '/api/auth/me',
    file: 'app/api/auth/me/route.ts',
    tag: 'Auth',
    summary: 'The signed-in person (session check)',
    access: 'signed-in',
    success: { status: 200, description: 'The signed-in person', dataKeys: ['user'] },
    errors: [401, ...SERVER],
  },
  {
    method: 'post',
    path: '/api/auth/recover',
    file: 'app/api/auth/recover/route.ts',
    tag: 'Auth',
    summary: 'Set a new password with a reset code; ends every session of the account',
    access: 'public',
    body: 'recoverSchema',
    success: { status: 200, description: 'Password changed', dataKeys: ['mobile'] },
    errors: [400, ...SERVER],
  },

  // ------------------------------------------------------------------ profiles
  {
    method: 'get',
    path: '/api/ngo/profile',
    file: 'app/api/ngo/profile/route.ts',
    tag: 'Profiles',
    summary: 'List NGO profiles',
    description: 'The public sees verified, active profiles; the super administrator sees all and may filter by status, completeness and verification.',
    access: 'public',
    query: 'profileListQuery',
    success: { status: 200, description: 'A page of profiles', dataKeys: ['ngoProfiles', 'total', 'page', 'limit'] },
    errors: [400, ...OPTIONAL_VIEWER],
  },
  {
    method: 'post',
    path: '/api/ngo/profile',
    file: 'app/api/ngo/profile/route.ts',
    tag: 'Profiles',
    summary: "Create the signed-in NGO user's profile",
    description: 'An NGO user owns at most one profile. A DAO registration number that differs from the account\'s is refused with 409 unless update_dao_registration_no is true.',
    access: 'signed-in',
    accessNote: 'NGO user accounts only (role user or admin).',
    body: 'profileCreateBody',
    success: { status: 201, description: 'Created', dataKeys: ['profile', 'refetch'] },
    errors: [400, 401, 403, 409, ...SERVER],
  },
  {
    method: 'get',
    path: '/api/ngo/profile/{id}',
    file: 'app/api/ngo/profile/[id]/route.ts',
    tag: 'Profiles',
    summary: 'One NGO profile',
    access: 'public',
    accessNote: 'Public fields of a verified, active profile; the owner and the super administrator see every field and any status.',
    pathParameters: [PROFILE_ID],
    success: { status: 200, description: 'The profile', dataKeys: ['profile'] },
    errors: [404, ...OPTIONAL_VIEWER],
  },
  {
    method: 'put',
    path: '/api/ngo/profile/{id}',
    file: 'app/api/ngo/profile/[id]/route.ts',
    tag: 'Profiles',
    summary: "Update the signed-in NGO user's own profile",
    description: 'Keys left out keep their value; null or an empty text clears a field.',
    access: 'owner',
    pathParameters: [PROFILE_ID],
    body: 'profileUpdateBody',
    success: { status: 200, description: 'Saved', dataKeys: ['profile', 'refetch'] },
    errors: [...OWNER_WRITE, 409],
  },
  {
    method: 'put',
    path: '/api/ngo/profile/{id}/status',
    file: 'app/api/ngo/profile/[id]/status/route.ts',
    tag: 'Profiles',
    summary: 'Verify a profile (active) or set it inactive',
    access: 'super_admin',
    pathParameters: [PROFILE_ID],
    body: 'profileStatusBody',
    success: { status: 200, description: 'Status changed', dataKeys: ['profile'] },
    errors: [...SUPER_ADMIN_WRITE, 404],
  },
  {
    method: 'get',
    path: '/api/ngo/{id}/profile-complete',
    file: 'app/api/ngo/[id]/profile-complete/route.ts',
    tag: 'Profiles',
    summary: 'Which sections of a profile are complete (1 or 0 each) and whether all are',
    access: 'public',
    accessNote: 'As for the profile: public while verified and active, otherwise its owner and the super administrator.',
    pathParameters: [PROFILE_ID],
    success: { status: 200, description: 'The completeness flags' },
    errors: [404, ...OPTIONAL_VIEWER],
  },
  {
    method: 'get',
    path: '/api/ngo/{id}/target-group-or-thematic-scope',
    file: 'app/api/ngo/[id]/target-group-or-thematic-scope/route.ts',
    tag: 'Profiles',
    summary: "The profile's thematic scopes and target groups",
    access: 'public',
    accessNote: 'As for the profile: public while verified and active, otherwise its owner and the super administrator.',
    pathParameters: [PROFILE_ID],
    success: { status: 200, description: 'The options', dataKeys: ['subjective_works', 'target_group_categories'] },
    errors: [404, ...OPTIONAL_VIEWER],
  },

  // ------------------------------------------------------------------ profile sections
  ...profileSection(
    'organizational-structure',
    { read: 'Current organizational structure rows with group totals', write: 'Replace the current organizational structure rows' },
    'organizationalStructureBody',
    'currentOrganizationalStructures',
    ['currentOrganizationalStructures', 'organizationalStructure'],
  ),
  ...profileSection(
    'subjective-manpower-detail',
    { read: 'Subjective manpower rows', write: 'Replace the subjective manpower rows' },
    'subjectiveManpowerBody',
    'subjectiveManpowerDetails',
  ),
  ...profileSection('annual-budget', { read: 'Annual budget rows', write: 'Replace the annual budget rows' }, 'annualBudgetBody', 'annualBudgets'),
  ...profileSection(
    'associate',
    { read: 'Associate, partnership firm and office key person rows', write: 'Replace the key person rows' },
    'associateBody',
    'associatePartnershipfirmOfficeKeypersons',
  ),
  ...profileSection(
    'rules-regulations-plan',
    { read: 'The rules, regulations and plans checklist', write: 'Replace the rules, regulations and plans checklist' },
    'rulesRegulationsPlanBody',
    'rulesRegulationsPlans',
  ),

  // ------------------------------------------------------------------ documents, audit reports, files
  {
    method: 'get',
    path: '/api/ngo/{id}/documents',
    file: 'app/api/ngo/[id]/documents/route.ts',
    tag: 'Documents and audit reports',
    summary: "The profile's documents with their validity",
    access: 'signed-in',
    accessNote: "Any signed-in person for a verified, active profile; otherwise its owner and the super administrator.",
    pathParameters: [PROFILE_ID],
    success: { status: 200, description: 'The documents' },
    errors: [401, 404, ...SERVER],
  },
  {
    method: 'put',
    path: '/api/ngo/{id}/document',
    file: 'app/api/ngo/[id]/document/route.ts',
    tag: 'Documents and audit reports',
    summary: 'Create or replace the document of one document type',
    description: 'Upload the file first (POST /api/ngo/upload with id set to the profile id) and send its fileID as file.',
    access: 'owner',
    pathParameters: [PROFILE_ID],
    body: 'documentBody',
    success: { status: 200, description: 'Saved' },
    errors: OWNER_WRITE,
  },
  {
    method: 'get',
    path: '/api/ngo/{id}/audit-reports',
    file: 'app/api/ngo/[id]/audit-reports/route.ts',
    tag: 'Documents and audit reports',
    summary: "The profile's audit reports",
    access: 'signed-in',
    accessNote: "Any signed-in person for a verified, active profile; otherwise its owner and the super administrator.",
    pathParameters: [PROFILE_ID],
    success: { status: 200, description: 'The audit reports' },
    errors: [401, 404, ...SERVER],
  },
  {
    method: 'post',
    path: '/api/ngo/{id}/audit-report',
    file: 'app/api/ngo/[id]/audit-report/route.ts',
    tag: 'Documents and audit reports',
    summary: 'Add an audit report',
    description: 'Upload the PDF first (POST /api/ngo/upload with id set to audit-report/{year}) and send its fileID as file.',
    access: 'owner',
    pathParameters: [PROFILE_ID],
    body: 'auditReportBody',
    success: { status: 201, description: 'Created' },
    errors: OWNER_WRITE,
  },
  {
    method: 'put',
    path: '/api/ngo/{id}/audit-report/{reportId}',
    file: 'app/api/ngo/[id]/audit-report/[reportId]/route.ts',
    tag: 'Documents and audit reports',
    summary: "Change an audit report's year or file",
    access: 'owner',
    pathParameters: [PROFILE_ID, { name: 'reportId', schema: 'profileRouteId', description: 'The audit report id' }],
    body: 'auditReportBody',
    success: { status: 200, description: 'Saved' },
    errors: OWNER_WRITE,
  },
  {
    method: 'post',
    path: '/api/ngo/upload',
    file: 'app/api/ngo/upload/route.ts',
    tag: 'Documents and audit reports',
    summary: 'Upload a logo, document or audit report',
    description:
      'At most 2 MB. The type is read from the bytes: logos PNG, JPEG or WebP (re-encoded); documents those or PDF; audit reports PDF only. Returns data.fileID to send with the profile, document or audit report.',
    access: 'signed-in',
    accessNote: 'NGO user accounts only (role user or admin); a document upload needs the caller to own the profile.',
    multipart: 'upload',
    success: { status: 201, description: 'Stored', dataKeys: ['fileID'] },
    errors: [400, 401, 403, 404, 413, 415, 507, ...SERVER],
  },
  {
    method: 'get',
    path: '/api/files/{fileID}',
    file: 'app/api/files/[fileID]/route.ts',
    tag: 'Documents and audit reports',
    summary: 'An uploaded file',
    description: 'Answers 304 to an If-None-Match that matches its ETag.',
    access: 'public',
    accessNote: 'Logos are public. Documents and audit reports need a signed-in viewer who may read the profile.',
    pathParameters: [{ name: 'fileID', schema: 'fileId', description: 'The fileID an upload returned' }],
    success: {
      status: 200,
      description: 'The file, with Content-Disposition and X-Content-Type-Options: nosniff',
      raw: { contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'], description: 'The bytes of the file', headers: { ETag: 'The SHA-256 of the bytes' } },
    },
    errors: [401, 404, ...SERVER],
  },

  // ------------------------------------------------------------------ dashboard
  {
    method: 'get',
    path: '/api/ngo/dashboard/ngo',
    file: 'app/api/ngo/dashboard/ngo/route.ts',
    tag: 'Dashboard',
    summary: 'Number of NGO profiles in the registry',
    access: 'public',
    success: { status: 200, description: 'The total' },
    errors: SERVER,
  },
  {
    method: 'get',
    path: '/api/ngo/dashboard/counts',
    file: 'app/api/ngo/dashboard/counts/route.ts',
    tag: 'Dashboard',
    summary: 'Profile counts: the total and the 3, 6, 9 and 12 month windows',
    access: 'public',
    query: 'countsQuery',
    success: { status: 200, description: 'The counts', dataKeys: ['type'] },
    errors: [400, ...SERVER],
  },
  {
    method: 'get',
    path: '/api/ngo/dashboard/ngo-graph',
    file: 'app/api/ngo/dashboard/ngo-graph/route.ts',
    tag: 'Dashboard',
    summary: 'Profiles per registration fiscal year',
    access: 'public',
    success: { status: 200, description: 'The graph data' },
    errors: SERVER,
  },
  {
    method: 'get',
    path: '/api/ngo/dashboard/targetgroup-thematicscope',
    file: 'app/api/ngo/dashboard/targetgroup-thematicscope/route.ts',
    tag: 'Dashboard',
    summary: 'Profiles per thematic scope and target group, people per caste group',
    access: 'public',
    success: { status: 200, description: 'The totals' },
    errors: SERVER,
  },
  {
    method: 'get',
    path: '/api/ngo/dashboard/human-resource',
    file: 'app/api/ngo/dashboard/human-resource/route.ts',
    tag: 'Dashboard',
    summary: 'Men, women, LGBTQI people and people with disability',
    access: 'public',
    success: { status: 200, description: 'The totals' },
    errors: SERVER,
  },
  {
    method: 'get',
    path: '/api/ngo/dashboard/organizational-structure',
    file: 'app/api/ngo/dashboard/organizational-structure/route.ts',
    tag: 'Dashboard',
    summary: 'People per organizational structure group',
    access: 'public',
    success: { status: 200, description: 'The totals' },
    errors: SERVER,
  },

  // ------------------------------------------------------------------ reference content
  ...referenceList({
    segment: 'target-group-or-thematic-scope',
    listSummary: 'List target group or thematic scope options',
    createSummary: 'Add an option',
    updateSummary: 'Rename, hide or show an option',
    deleteSummary: 'Delete an unused option',
    body: 'optionCreateInput',
    updateBody: 'optionUpdateInput',
    query: 'optionTypeQuery',
    listKey: 'options',
    listDataKeys: ['options', 'type'],
    itemKey: 'option',
  }),
  {
    method: 'post',
    path: '/api/ngo/merge/target-group-or-thematic-scope',
    file: 'app/api/ngo/merge/target-group-or-thematic-scope/route.ts',
    tag: 'Reference content',
    summary: 'Merge options into one named option',
    description: 'Profiles that used any of the merged options use the resulting one.',
    access: 'super_admin',
    body: 'optionMergeInput',
    success: { status: 200, description: 'Merged' },
    errors: [...SUPER_ADMIN_WRITE, 404, 409],
  },
  ...referenceList({
    segment: 'annual-budget-financial-year',
    listSummary: 'List financial years, newest first',
    createSummary: 'Add a financial year',
    updateSummary: 'Edit a financial year',
    deleteSummary: 'Delete an unused financial year',
    body: 'financialYearInput',
    listKey: 'financialYears',
    itemKey: 'financialYear',
  }),
  ...referenceList({
    segment: 'document/config',
    listSummary: 'List document types',
    createSummary: 'Add a document type',
    updateSummary: 'Edit a document type',
    deleteSummary: 'Delete an unused document type',
    body: 'documentConfigInput',
    listKey: 'documentConfigs',
    itemKey: 'documentConfig',
  }),
  ...referenceList({
    segment: 'organizational-structure/config',
    listSummary: 'List organizational structure rows (tribe, disability)',
    createSummary: 'Add an organizational structure row',
    updateSummary: 'Edit an organizational structure row',
    deleteSummary: 'Delete an unused organizational structure row',
    body: 'organizationalStructureConfigInput',
    listKey: 'organizationalStructureConfigs',
    itemKey: 'organizationalStructureConfig',
  }),
  ...referenceList({
    segment: 'rules-regulations-plan/config',
    listSummary: 'List rules, regulations and plans',
    createSummary: 'Add a rule, regulation or plan',
    updateSummary: 'Rename a rule, regulation or plan',
    deleteSummary: 'Delete an unused rule, regulation or plan',
    body: 'rulesRegulationsPlanConfigInput',
    listKey: 'rulesRegulationsPlanConfigs',
    itemKey: 'rulesRegulationsPlanConfig',
  }),
  ...referenceList({
    segment: 'organization-type',
    listSummary: 'List organization types',
    createSummary: 'Add an organization type',
    updateSummary: 'Rename an organization type',
    deleteSummary: 'Delete an unused organization type',
    body: 'organizationTypeInput',
    listKey: 'organizationTypes',
    itemKey: 'organizationType',
  }),
  ...referenceList({
    segment: 'translation',
    listSummary: 'The label dictionary (translate, hint) and a page of rows',
    createSummary: 'Add a label',
    updateSummary: "Change a label's Nepali text and hint",
    deleteSummary: null,
    body: 'translationCreateInput',
    updateBody: 'translationUpdateInput',
    query: 'translationQuery',
    listKey: 'translate',
    listDataKeys: ['translate', 'hint', 'rows', 'total'],
    itemKey: 'translation',
  }),

  // ------------------------------------------------------------------ action log
  {
    method: 'get',
    path: '/api/ngo/audit-log',
    file: 'app/api/ngo/audit-log/route.ts',
    tag: 'Action log',
    summary: 'One page of the action log, newest first',
    description: 'Every filter is optional; from and to are Bikram Sambat dates (YYYY-MM-DD).',
    access: 'super_admin',
    query: 'auditLogQuery',
    success: { status: 200, description: 'A page of log entries' },
    errors: [400, 401, 403, ...SERVER],
  },

  // ------------------------------------------------------------------ the register
  {
    method: 'post',
    path: '/api/ngo/import',
    file: 'app/api/ngo/import/route.ts',
    tag: 'Register',
    summary: 'Check (a dry run) or import a register of NGOs from a CSV or XLSX file',
    description:
      'Without confirm nothing is written: every row comes back as new, update (matched by DAO registration number) or error, with each error next to its cell. ' +
      'With confirm set to the dry run\'s data.file.sha256 the same file is imported in one transaction, all rows or none; new profiles are unverified and owned by no account. ' +
      'Messages are English label keys of lib/register/messages.ts.',
    access: 'super_admin',
    multipart: 'import',
    success: { status: 200, description: 'The dry run (file, columns, ignored_columns, summary, rows) or the import\'s counts', dataKeys: ['file'] },
    errors: [400, 401, 403, 409, 413, 415, ...SERVER],
  },
  ...(['csv', 'xlsx'] as const).map(
    (format): Operation => ({
      method: 'get',
      path: `/api/ngo/import/template.${format}`,
      file: `app/api/ngo/import/template.${format}/route.ts`,
      tag: 'Register',
      summary: `The import's template as ${format === 'csv' ? 'CSV' : 'an XLSX workbook'}: a header row of every column it reads`,
      access: 'super_admin',
      query: 'downloadLanguageQuery',
      success: {
        status: 200,
        description: 'The template',
        raw: { contentTypes: [format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], description: 'A header row in the chosen language' },
      },
      errors: [400, 401, 403, ...SERVER],
    }),
  ),
  ...(['csv', 'xlsx'] as const).map(
    (format): Operation => ({
      method: 'get',
      path: `/api/ngo/profile/export.${format}`,
      file: `app/api/ngo/profile/export.${format}/route.ts`,
      tag: 'Register',
      summary: `The admin list as its filters show it, every page, as ${format === 'csv' ? 'CSV (UTF-8 with BOM)' : 'an XLSX workbook'}`,
      description: 'Takes the list\'s own query (page and limit are left aside) and lang for the header. Streamed; the columns are the ones the import reads, dates in BS and AD.',
      access: 'super_admin',
      query: 'profileExportQuery',
      success: {
        status: 200,
        description: 'The list, streamed',
        raw: { contentTypes: [format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], description: 'One row per NGO', headers: { 'Content-Disposition': `attachment; filename="ngo-list-{date}.${format}"` } },
      },
      errors: [400, 401, 403, ...SERVER],
    }),
  ),
  {
    method: 'get',
    path: '/api/ngo/claims',
    file: 'app/api/ngo/claims/route.ts',
    tag: 'Register',
    summary: 'Claims of imported profiles that wait for review, oldest first',
    access: 'super_admin',
    success: { status: 200, description: 'The claims', dataKeys: ['claims'] },
    errors: [401, 403, ...SERVER],
  },
  {
    method: 'put',
    path: '/api/ngo/claims/{id}',
    file: 'app/api/ngo/claims/[id]/route.ts',
    tag: 'Register',
    summary: 'Approve or refuse a claim; the person is told by SMS',
    description: 'Approving gives the profile to the person and refuses every other claim of it. notified is false when an SMS could not be sent.',
    access: 'super_admin',
    pathParameters: [{ name: 'id', schema: 'profileRouteId', description: 'The claim id' }],
    body: 'claimDecisionBody',
    success: { status: 200, description: 'Decided', dataKeys: ['claim', 'notified'] },
    errors: [...SUPER_ADMIN_WRITE, 404, 409],
  },
  {
    method: 'get',
    path: '/api/ngo/dashboard/export.csv',
    file: 'app/api/ngo/dashboard/export.csv/route.ts',
    tag: 'Dashboard',
    summary: 'One table of the dashboard as CSV (UTF-8 with BOM)',
    access: 'public',
    query: 'dashboardExportQuery',
    success: { status: 200, description: 'The table', raw: { contentTypes: ['text/csv; charset=utf-8'], description: 'A header in the chosen language and one row per line of the table' } },
    errors: [400, ...SERVER],
  },

  // ------------------------------------------------------------------ open data
  {
    method: 'get',
    path: '/api/open/ngos.csv',
    file: 'app/api/open/ngos.csv/route.ts',
    tag: 'Open data',
    summary: 'The public fields of every verified, active profile as CSV',
    access: 'public',
    success: {
      status: 200,
      description: 'UTF-8 CSV with a byte order mark, streamed',
      raw: { contentTypes: ['text/csv; charset=utf-8'], description: 'One row per NGO', headers: { 'Content-Disposition': 'attachment; filename="ngos.csv"' } },
    },
    errors: SERVER,
  },
  {
    method: 'get',
    path: '/api/open/ngos.json',
    file: 'app/api/open/ngos.json/route.ts',
    tag: 'Open data',
    summary: 'The public fields of every verified, active profile as a JSON array',
    access: 'public',
    success: {
      status: 200,
      description: 'A JSON array, streamed',
      raw: { contentTypes: ['application/json; charset=utf-8'], description: 'One object per NGO' },
    },
    errors: SERVER,
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    file: 'app/api/openapi.json/route.ts',
    tag: 'Open data',
    summary: 'This API described as an OpenAPI 3.1 document',
    access: 'public',
    success: { status: 200, description: 'The OpenAPI document', raw: { contentTypes: ['application/json'], description: 'OpenAPI 3.1' } },
    errors: [],
  },

  // ------------------------------------------------------------------ system
  {
    method: 'get',
    path: '/api/health',
    file: 'app/api/health/route.ts',
    tag: 'System',
    summary: 'Health check: the version and the state of the database, file storage, SMS provider and change listener; 503 when one the portal needs is down',
    access: 'public',
    success: { status: 200, description: 'Healthy (or degraded: the change listener is not listening)', dataKeys: ['status', 'version', 'database', 'storage', 'sms', 'sms_provider', 'change_listener'] },
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/lang',
    file: 'app/api/lang/route.ts',
    tag: 'System',
    summary: 'Choose the interface language and go back to a page',
    access: 'public',
    success: {
      status: 303,
      description: 'Sets the lang cookie and redirects',
      raw: { contentTypes: [], description: 'No body', headers: { Location: 'The path to go to', 'Set-Cookie': 'lang=ne or lang=en' } },
    },
    errors: [],
  },
]

/** A stable operationId: the method and the path's words, camelCase. */
export function operationId(operation: Pick<Operation, 'method' | 'path'>): string {
  const words = operation.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  return [operation.method, ...words].map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('')
}
