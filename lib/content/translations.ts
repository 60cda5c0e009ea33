// Translations of interface labels. They are never deleted (the code refers
// to each English key), and the English key never changes once created.
// Pages read the dictionary through a cache tagged `translations`, so a change
// shows on the next page load.
import { eq, sql } from 'drizzle-orm'
import { translations } from '@/db/schema'
import { badRequest, conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { changesHeard } from '@/lib/cache'
import type { TranslationCreateInput, TranslationUpdateInput } from '@/lib/content/schemas'
import { assertEditBasedOnLatest, runWrite, type VersionedEdit } from '@/lib/content/write-support'

export const TRANSLATION_TAKEN = 'Translation Already Exist'
export const ENGLISH_READ_ONLY = 'English text cannot be changed'

const columns = { id: translations.id, english: translations.english, nepali: translations.nepali, hint: translations.hint, version: translations.version }

export type TranslationRow = { id: number; english: string; nepali: string; hint: string | null }

export async function createTranslation(viewer: Viewer, input: TranslationCreateInput): Promise<TranslationRow> {
  const row = await runWrite(
    async (tx) => {
      const [taken] = await tx.select({ id: translations.id }).from(translations).where(eq(translations.english, input.english)).limit(1)
      if (taken) throw conflict(TRANSLATION_TAKEN)
      const [created] = await tx.insert(translations).values(input).returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'translation', entityId: created.id, after: created })
      return created
    },
    { duplicate: TRANSLATION_TAKEN },
  )
  await changesHeard()
  return row
}

export async function updateTranslation(viewer: Viewer, id: number, input: TranslationUpdateInput, edit: VersionedEdit = {}): Promise<TranslationRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(columns).from(translations).where(eq(translations.id, id)).for('update')
      if (!before) throw notFound('Translation Not Found')
      await assertEditBasedOnLatest(tx, translations, id, edit.baseVersion, before.version)
      if (input.english !== undefined && input.english !== before.english) throw badRequest(ENGLISH_READ_ONLY, { english: ENGLISH_READ_ONLY })
      const [after] = await tx
        .update(translations)
        .set({ version: sql`${translations.version} + 1`, nepali: input.nepali, hint: input.hint, updated_at: new Date() })
        .where(eq(translations.id, id))
        .returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'translation', entityId: id, before, after })
      return after
    },
    { duplicate: TRANSLATION_TAKEN },
  )
  await changesHeard()
  return row
}
