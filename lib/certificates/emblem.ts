// The municipality's emblem, printed on every registration certificate
// (decision 096): uploaded by the super administrator on /content/emblem
// through the portal's upload checks (2 MB, the type read from the bytes,
// no SVG, no PDF) and stored re-encoded as a PNG; at most one.
import { eq } from 'drizzle-orm'
import { municipalityEmblem } from '@/db/schema'
import { badRequest, forbidden, notFound } from '@/lib/api/errors'
import type { MultipartForm } from '@/lib/api/route'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { CERTIFICATE_MESSAGES } from '@/lib/certificates/schemas'
import { db } from '@/lib/db'
import { getFileStorage } from '@/lib/files/storage'
import { fileUrl, MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES, storeFile, UPLOAD_MESSAGES } from '@/lib/files/upload'
import { isSuperAdmin } from '@/lib/profile/access'

/** The emblem's form (POST /api/ngo/emblem): one image. */
export const EMBLEM_FORM: MultipartForm = {
  kind: 'multipart',
  name: 'EmblemForm',
  maxBytes: MAX_UPLOAD_BODY_BYTES,
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  encoding: { image: { contentType: 'image/png, image/jpeg, image/webp' } },
  fields: {
    type: 'object',
    required: ['image'],
    additionalProperties: false,
    properties: {
      image: { type: 'string', contentMediaType: 'application/octet-stream', description: `The emblem, at most ${MAX_UPLOAD_BYTES} bytes: PNG, JPEG or WebP (stored as PNG)` },
    },
  },
}

export type Emblem = { file_id: string; url: string; updated_at: string }

/** The emblem in force, or null. */
export async function getEmblem(): Promise<Emblem | null> {
  const [row] = await db.select({ file_id: municipalityEmblem.file_id, updated_at: municipalityEmblem.updated_at }).from(municipalityEmblem).where(eq(municipalityEmblem.id, 1))
  return row ? { file_id: row.file_id, url: fileUrl(row.file_id)!, updated_at: row.updated_at.toISOString() } : null
}

/** The emblem's PNG bytes for a certificate, or null when there is none (or its bytes are missing: a certificate without it beats none). */
export async function readEmblemImage(): Promise<Buffer | null> {
  const emblem = await getEmblem()
  return emblem ? getFileStorage().get(emblem.file_id) : null
}

/** The one image of the form, and nothing else. */
function emblemImage(form: FormData): File {
  for (const key of new Set(form.keys())) if (key !== 'image') throw badRequest(`Unexpected field ${key.slice(0, 40)}`, { [key.slice(0, 40)]: 'not expected' })
  const images = form.getAll('image')
  if (images.length !== 1 || typeof images[0] === 'string' || images[0].size === 0) throw badRequest(UPLOAD_MESSAGES.emblemType, { image: 'required' })
  return images[0]
}

/** Stores a new emblem and puts it in force, in one transaction; a refused image writes nothing. */
export async function saveEmblem(viewer: Viewer, form: FormData): Promise<Emblem> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const image = emblemImage(form)
  const updatedAt = new Date()
  const stored = await storeFile(viewer, { purpose: 'emblem', file: image, fileName: 'emblem', profileId: null }, async (tx, file) => {
    const [before] = await tx.select().from(municipalityEmblem).where(eq(municipalityEmblem.id, 1)).for('update')
    const row = { id: 1, file_id: file.fileID, updated_by: viewer.id, updated_at: updatedAt }
    await tx.insert(municipalityEmblem).values(row).onConflictDoUpdate({ target: municipalityEmblem.id, set: { file_id: row.file_id, updated_by: row.updated_by, updated_at: row.updated_at } })
    await recordAudit(tx, { actor: viewer, action: before ? 'update' : 'create', entity: 'municipality_emblem', entityId: 1, before: before ?? null, after: row })
  })
  return { file_id: stored.fileID, url: stored.url!, updated_at: updatedAt.toISOString() }
}

/** Takes the emblem off the certificates (its file stays, named by the action log). */
export async function removeEmblem(viewer: Viewer): Promise<void> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(municipalityEmblem).where(eq(municipalityEmblem.id, 1)).for('update')
    if (!before) throw notFound(CERTIFICATE_MESSAGES.noEmblem)
    await tx.delete(municipalityEmblem).where(eq(municipalityEmblem.id, 1))
    await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'municipality_emblem', entityId: 1, before })
  })
}
