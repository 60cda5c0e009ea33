// Uploads (spec section 7, POST ngo/upload) and the files they become.
// A stored file always has both its stored_files row and its bytes: the row is
// inserted and the bytes written inside one transaction, and bytes written for a
// transaction that then fails are removed again.
import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ngoProfiles, storedFiles } from '@/db/schema'
import { ApiError, badRequest, notFound } from '@/lib/api/errors'
import { CONTROL_CHARACTERS } from '@/lib/api/input'
import type { MultipartForm } from '@/lib/api/route'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { db, type Executor } from '@/lib/db'
import { reencodeDocumentImage, reencodeEmblem, reencodeLogo } from '@/lib/files/images'
import { checkPdf, EXTENSIONS, isImageType, sniffFileType, type StoredType } from '@/lib/files/sniff'
import { getFileStorage, STORAGE_KEY_PATTERN } from '@/lib/files/storage'
import { logger } from '@/lib/log'
import { lockOwnProfile, mayReadPrivateFiles } from '@/lib/profile/access'

export { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES, PDF_MESSAGES, UPLOAD_MESSAGES } from '@/lib/files/limits'
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES, PDF_MESSAGES, UPLOAD_MESSAGES } from '@/lib/files/limits'

/** The upload form (POST /api/ngo/upload): read at most MAX_UPLOAD_BODY_BYTES, its fields checked by parseUploadForm. */
export const UPLOAD_FORM: MultipartForm = {
  kind: 'multipart',
  name: 'UploadForm',
  maxBytes: MAX_UPLOAD_BODY_BYTES,
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  encoding: { image: { contentType: 'image/png, image/jpeg, image/webp, application/pdf' } },
  fields: {
    type: 'object',
    required: ['image', 'id'],
    additionalProperties: false,
    properties: {
      image: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `The file, at most ${MAX_UPLOAD_BYTES} bytes: PNG, JPEG or WebP for a logo; those or PDF for a document; PDF for an audit report`,
      },
      id: {
        type: 'string',
        description: 'What the file is for: logo, the profile id (a document), or audit-report/{financial year}',
        examples: ['logo', '12', 'audit-report/2080-81'],
      },
      file_name: { type: 'string', maxLength: 200, description: 'The download name; a plain name, no slashes or control characters. Defaults to the name of the uploaded file.' },
    },
  },
}

export type FilePurpose = 'logo' | 'document' | 'audit_report' | 'emblem'

export type UploadTarget =
  | { purpose: 'logo' }
  | { purpose: 'document'; profileId: number }
  | { purpose: 'audit_report'; fiscalYear: string }

const UPLOAD_FIELDS = new Set(['image', 'id', 'file_name'])
const AUDIT_REPORT_TARGET = /^audit-report\/([0-9\u0966-\u096F][0-9\u0966-\u096F/-]{0,19})$/

/** `id`: the profile id (a document), `logo`, or `audit-report/{year}`. */
export function parseUploadTarget(value: string): UploadTarget {
  const text = value.trim()
  if (text === 'logo') return { purpose: 'logo' }
  const auditReport = AUDIT_REPORT_TARGET.exec(text)
  if (auditReport) return { purpose: 'audit_report', fiscalYear: auditReport[1] }
  if (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647) return { purpose: 'document', profileId: Number(text) }
  throw badRequest('id must be the profile id, logo or audit-report/{year}', { id: 'must be the profile id, logo or audit-report/{year}' })
}

/**
 * `file_name` only ever becomes the download name, never a path; a name that
 * tries to be one (slashes, '..', control characters) is refused outright.
 */
export function parseFileName(value: string): string | null {
  const text = value.normalize('NFC').trim()
  if (text === '') return null
  if (text.length > 200 || /[/\\]/.test(text) || CONTROL_CHARACTERS.test(text) || text.includes('..')) {
    throw badRequest('file_name is not a valid file name', { file_name: 'must be a plain file name' })
  }
  return text
}

export type UploadInput = { target: UploadTarget; image: File; fileName: string | null }

const TYPE_MESSAGES: Record<FilePurpose, string> = {
  logo: UPLOAD_MESSAGES.logoType,
  document: UPLOAD_MESSAGES.documentType,
  audit_report: UPLOAD_MESSAGES.auditReportType,
  emblem: UPLOAD_MESSAGES.emblemType,
}

export function typeMessage(purpose: FilePurpose) {
  return TYPE_MESSAGES[purpose]
}

/** The three fields of the upload form, and nothing else. */
export function parseUploadForm(form: FormData): UploadInput {
  const keys = new Set(form.keys())
  for (const key of keys) {
    if (!UPLOAD_FIELDS.has(key)) throw badRequest(`Unexpected field ${key.slice(0, 40)}`, { [key.slice(0, 40)]: 'not expected' })
  }
  const images = form.getAll('image')
  const ids = form.getAll('id')
  const names = form.getAll('file_name')
  if (ids.length !== 1 || typeof ids[0] !== 'string') throw badRequest('id is required', { id: 'required' })
  const target = parseUploadTarget(ids[0])
  if (images.length !== 1 || typeof images[0] === 'string' || images[0].size === 0) {
    throw badRequest(target.purpose === 'logo' ? UPLOAD_MESSAGES.logoType : UPLOAD_MESSAGES.missingFile, { image: 'required' })
  }
  if (names.length > 1 || (names.length === 1 && typeof names[0] !== 'string')) throw badRequest('file_name must be text', { file_name: 'must be text' })
  const image = images[0]
  if (image.size > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge)
  const fileName = names.length === 1 ? parseFileName(names[0] as string) : baseName(image.name)
  return { target, image, fileName }
}

/** Control and text-direction characters (a name like "report\u202Efdp.exe" that reads as another) go. */
function withoutControlCharacters(name: string): string {
  return name.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '').trim()
}

/** A client's own file name, reduced to its last segment without extension. */
function baseName(name: string): string | null {
  const last = name.split(/[/\\]/).pop() ?? ''
  const clean = withoutControlCharacters(last.replace(/\.[^.]*$/, '')).replace(/\.\./g, '').trim().slice(0, 200)
  return clean === '' ? null : clean
}

/** Sniffs, checks and re-encodes the bytes for their purpose. */
async function prepareBytes(purpose: FilePurpose, bytes: Uint8Array): Promise<{ data: Uint8Array; mimeType: StoredType }> {
  const message = typeMessage(purpose)
  const type = sniffFileType(bytes)
  if (type === 'application/pdf') {
    if (purpose === 'logo' || purpose === 'emblem') throw new ApiError(415, message)
    // Refused, never rewritten: renaming an action's names can break the PDF (decision 062).
    const check = checkPdf(bytes)
    if (!check.ok) throw new ApiError(415, check.reason === 'not-a-pdf' ? message : PDF_MESSAGES[check.reason])
    return { data: bytes, mimeType: type }
  }
  if (!isImageType(type) || purpose === 'audit_report') throw new ApiError(415, message)
  if (purpose === 'logo') return reencodeLogo(bytes, type, message)
  return purpose === 'emblem' ? reencodeEmblem(bytes, type, message) : reencodeDocumentImage(bytes, type, message)
}

/** The profile an upload is for: one the viewer is an admin or member of (lib/profile/access.ts), else not found. */
async function ownProfileId(executor: Executor, viewer: Viewer, profileId: number) {
  return (await lockOwnProfile(executor, viewer, profileId, { lock: false })).id
}

export function fileUrl(fileId: string | null) {
  return fileId ? `/api/files/${fileId}` : null
}

export async function storeUpload(viewer: Viewer, input: UploadInput) {
  const { target } = input
  const profileId =
    target.purpose === 'document' ? await ownProfileId(db, viewer, target.profileId) : viewer.ngo_profile_id ? await ownProfileId(db, viewer, viewer.ngo_profile_id) : null
  return storeFile(viewer, {
    purpose: target.purpose,
    file: input.image,
    fileName: input.fileName,
    profileId,
    audit: target.purpose === 'audit_report' ? { fiscal_year: target.fiscalYear } : undefined,
  })
}

export type StoredUpload = { fileID: string; url: string | null; mime_type: StoredType; size_bytes: number }

/**
 * Checks, re-encodes and stores a file: its bytes, its stored_files row and
 * the action log's entry, and whatever `alongside` writes, in one
 * transaction. Refused input (too large, another type) writes nothing.
 */
export async function storeFile(
  viewer: Viewer,
  input: { purpose: FilePurpose; file: Blob; fileName: string | null; profileId: number | null; audit?: Record<string, unknown> },
  alongside?: (tx: Executor, stored: StoredUpload) => Promise<void>,
): Promise<StoredUpload> {
  const original = new Uint8Array(await input.file.arrayBuffer())
  if (original.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge)
  const { data, mimeType } = await prepareBytes(input.purpose, original)

  const fileId = randomBytes(16).toString('hex')
  const row = {
    id: fileId,
    purpose: input.purpose,
    mime_type: mimeType,
    size_bytes: data.byteLength,
    sha256: createHash('sha256').update(data).digest('hex'),
    original_name: input.fileName,
    uploaded_by: viewer.id,
    profile_id: input.profileId,
  }
  const stored: StoredUpload = { fileID: fileId, url: fileUrl(fileId), mime_type: mimeType, size_bytes: data.byteLength }
  const storage = getFileStorage()
  let written = false
  try {
    await db.transaction(async (tx) => {
      // Bytes first: if the row or the commit then fails, the catch below removes them.
      await storage.put(fileId, data)
      written = true
      await tx.insert(storedFiles).values(row)
      await recordAudit(tx, { actor: viewer, action: 'upload', entity: 'stored_file', entityId: fileId, profileId: input.profileId, after: { ...row, ...input.audit } })
      await alongside?.(tx, stored)
    })
  } catch (error) {
    // Nothing is kept; a full or read-only storage becomes its answer on the error path (lib/api/errors.ts).
    if (written) await storage.delete(fileId).catch((cause) => logger.error('could not remove the bytes of a failed upload', { fileId, error: String(cause) }))
    throw error
  }
  return stored
}

/**
 * Links an uploaded file to a profile when a save names it: the file must have
 * the right purpose and be the viewer's own upload or already this profile's.
 */
export async function claimFile(executor: Executor, viewer: Viewer, fileId: string, target: { purpose: FilePurpose; profileId: number; field?: string }) {
  const [file] = await executor
    .select({ id: storedFiles.id, purpose: storedFiles.purpose, profile_id: storedFiles.profile_id, uploaded_by: storedFiles.uploaded_by })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .for('update')
  const usable =
    file && file.purpose === target.purpose && (file.profile_id === target.profileId || (file.profile_id === null && file.uploaded_by === viewer.id))
  if (!usable) throw badRequest(UPLOAD_MESSAGES.fileNotFound, { [target.field ?? 'file']: 'upload the file first' })
  if (file.profile_id === null) await executor.update(storedFiles).set({ profile_id: target.profileId }).where(eq(storedFiles.id, fileId))
}

export type ServedFile = { data: Buffer; mimeType: string; fileName: string; purpose: FilePurpose; sha256: string }

/** Logos and the municipality's emblem are shown to everyone. */
function isPublicPurpose(purpose: FilePurpose) {
  return purpose === 'logo' || purpose === 'emblem'
}

/**
 * Logos and the emblem are public. Documents and audit reports need a signed-in viewer, and
 * one who may read the profile: anyone signed in for a verified, active
 * profile; otherwise only its people and the super administrator, and the
 * uploader while the file belongs to no profile yet.
 */
export async function readStoredFile(viewer: Viewer | null, fileId: string): Promise<ServedFile> {
  if (!STORAGE_KEY_PATTERN.test(fileId)) throw notFound(UPLOAD_MESSAGES.fileNotFound)
  const [file] = await db
    .select({
      id: storedFiles.id,
      purpose: storedFiles.purpose,
      mime_type: storedFiles.mime_type,
      sha256: storedFiles.sha256,
      original_name: storedFiles.original_name,
      uploaded_by: storedFiles.uploaded_by,
      profile_id: storedFiles.profile_id,
      profile_status: ngoProfiles.status,
      profile_verified: ngoProfiles.is_verified,
    })
    .from(storedFiles)
    .leftJoin(ngoProfiles, eq(ngoProfiles.id, storedFiles.profile_id))
    .where(eq(storedFiles.id, fileId))
  if (!file) throw notFound(UPLOAD_MESSAGES.fileNotFound)
  if (!isPublicPurpose(file.purpose)) {
    if (!viewer) throw new ApiError(401, UPLOAD_MESSAGES.signInToView)
    // A file of a profile is its people's (asked in the database: a removed member is refused at once); one of no profile yet, its uploader's.
    const allowed =
      (file.profile_status === 'active' && file.profile_verified === true) ||
      (file.profile_id === null ? file.uploaded_by === viewer.id || viewer.role === 'super_admin' : await mayReadPrivateFiles(viewer, file.profile_id))
    if (!allowed) throw notFound(UPLOAD_MESSAGES.fileNotFound)
  }
  const data = await getFileStorage().get(file.id)
  if (!data) throw notFound(UPLOAD_MESSAGES.fileNotFound)
  const extension = EXTENSIONS[file.mime_type as StoredType] ?? 'bin'
  return { data, mimeType: file.mime_type, fileName: `${file.original_name ?? file.purpose}.${extension}`, purpose: file.purpose, sha256: file.sha256 }
}

/** Headers that make a browser show the file as what it is and nothing else. */
export function fileResponseHeaders(file: ServedFile): Headers {
  // Names stored before control and text-direction characters were refused are cleaned here.
  const fileName = withoutControlCharacters(file.fileName) || `file.${EXTENSIONS[file.mimeType as StoredType] ?? 'bin'}`
  const asciiName = fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || `file.${EXTENSIONS[file.mimeType as StoredType] ?? 'bin'}`
  // Images (re-encoded by the portal) are shown inline; a PDF is only ever an
  // attachment, so a browser never opens it as a page of the portal's origin
  // (the portal's viewers show it from a copy in memory, in a frame).
  const disposition = file.mimeType.startsWith('image/') ? 'inline' : 'attachment'
  return new Headers({
    'Content-Type': file.mimeType,
    'Content-Length': String(file.data.byteLength),
    'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    // Should a browser render it anyway, nothing in it may run or reach out.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    ETag: `"${file.sha256}"`,
    // A file id never changes its bytes, so logos and emblems can be cached for good; the
    // rest are private to signed-in viewers and never kept by any cache.
    'Cache-Control': isPublicPurpose(file.purpose) ? 'public, max-age=31536000, immutable' : 'private, no-store',
  })
}
