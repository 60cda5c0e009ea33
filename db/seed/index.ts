// Idempotent seeding of reference content. Each item is inserted at most once
// in the life of a database (recorded in seeded_items), so an item the
// administrator edited or deleted stays as they left it.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import * as schema from '@/db/schema'
import { currentFiscalYear, fiscalYearLabel, fiscalYearRange, toNepaliDigits } from '@/lib/calendar'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import {
  DOCUMENT_CONFIGS,
  FIRST_SEEDED_FISCAL_YEAR,
  ORGANIZATIONAL_STRUCTURE_CONFIGS,
  ORGANIZATION_TYPES,
  RENEWAL_REASONS,
  RULES_REGULATIONS_PLAN_CONFIGS,
  TARGET_GROUPS,
  THEMATIC_SCOPES,
  WARDS,
} from './reference-data'

type Db = NodePgDatabase<typeof schema>
type SeedItem = { key: string; insert: (tx: Db) => Promise<unknown> }

function fiscalYearItems(now: Date): SeedItem[] {
  const current = Number((currentFiscalYear(now) ?? '2082/83').slice(0, 4))
  const items: SeedItem[] = []
  for (let year = FIRST_SEEDED_FISCAL_YEAR; year <= current; year++) {
    const label = fiscalYearLabel(year)
    const range = fiscalYearRange(label)
    items.push({
      key: label,
      insert: (tx) =>
        tx
          .insert(schema.financialYears)
          .values({ financial_year: toNepaliDigits(label), from: range?.from ?? null, to: range?.to ?? null })
          .onConflictDoNothing(),
    })
  }
  return items
}

/**
 * A seeded item's English name for a database seeded before the items had
 * them: set where the row still has its seeded name (`seeded`) and no English
 * name, so an administrator's rename or own English name stays theirs.
 */
function englishName(key: string, table: PgTable, english: PgColumn, value: string, ...seeded: SQL[]): SeedItem {
  return { key, insert: (tx) => tx.execute(sql`update ${table} set ${sql.identifier(english.name)} = ${value} where ${and(...seeded, isNull(english))}`) }
}

function seedPlan(now: Date): Record<string, SeedItem[]> {
  return {
    organization_type: ORGANIZATION_TYPES.map((type) => ({
      key: type.type,
      insert: (tx) => tx.insert(schema.organizationTypes).values(type).onConflictDoNothing(),
    })),
    thematic_scope: THEMATIC_SCOPES.map((option) => ({
      key: option.name,
      insert: (tx) => tx.insert(schema.options).values({ ...option, type: 'thematic-scope' }).onConflictDoNothing(),
    })),
    target_group: TARGET_GROUPS.map((option) => ({
      key: option.name,
      insert: (tx) => tx.insert(schema.options).values({ ...option, type: 'target-group' }).onConflictDoNothing(),
    })),
    financial_year: fiscalYearItems(now),
    document_config: DOCUMENT_CONFIGS.map((config) => ({
      key: config.document_name,
      insert: (tx) => tx.insert(schema.documentConfigs).values(config).onConflictDoNothing(),
    })),
    organizational_structure_config: ORGANIZATIONAL_STRUCTURE_CONFIGS.map((config) => ({
      key: `${config.ethnicity}:${config.name}`,
      insert: (tx) => tx.insert(schema.organizationalStructureConfigs).values(config).onConflictDoNothing(),
    })),
    rules_regulations_plan_config: RULES_REGULATIONS_PLAN_CONFIGS.map((config) => ({
      key: config.name,
      insert: (tx) => tx.insert(schema.rulesRegulationsPlanConfigs).values(config).onConflictDoNothing(),
    })),
    ward: WARDS.map((ward) => ({
      key: String(ward.number),
      insert: (tx) => tx.insert(schema.wards).values(ward).onConflictDoNothing(),
    })),
    renewal_reason: RENEWAL_REASONS.map((reason) => ({
      key: reason.name,
      insert: (tx) => tx.insert(schema.renewalReasons).values(reason).onConflictDoNothing(),
    })),
    // A database seeded before the items had English names gets them once (englishName, below).
    organization_type_en: ORGANIZATION_TYPES.map((type) =>
      englishName(type.type, schema.organizationTypes, schema.organizationTypes.type_en, type.type_en, eq(schema.organizationTypes.type, type.type)),
    ),
    option_en: [...THEMATIC_SCOPES.map((option) => ({ ...option, type: 'thematic-scope' as const })), ...TARGET_GROUPS.map((option) => ({ ...option, type: 'target-group' as const }))].map((option) =>
      englishName(`${option.type}:${option.name}`, schema.options, schema.options.name_en, option.name_en, eq(schema.options.type, option.type), eq(schema.options.name, option.name)),
    ),
    document_config_en: DOCUMENT_CONFIGS.map((config) =>
      englishName(config.document_name, schema.documentConfigs, schema.documentConfigs.document_name_en, config.document_name_en, eq(schema.documentConfigs.document_name, config.document_name)),
    ),
    organizational_structure_config_en: ORGANIZATIONAL_STRUCTURE_CONFIGS.map((config) =>
      englishName(
        `${config.ethnicity}:${config.name}`,
        schema.organizationalStructureConfigs,
        schema.organizationalStructureConfigs.name_en,
        config.name_en,
        eq(schema.organizationalStructureConfigs.ethnicity, config.ethnicity),
        eq(schema.organizationalStructureConfigs.name, config.name),
      ),
    ),
    rules_regulations_plan_config_en: RULES_REGULATIONS_PLAN_CONFIGS.map((config) =>
      englishName(config.name, schema.rulesRegulationsPlanConfigs, schema.rulesRegulationsPlanConfigs.name_en, config.name_en, eq(schema.rulesRegulationsPlanConfigs.name, config.name)),
    ),
    translation: Object.entries(DEFAULT_LABELS).map(([english, label]) => ({
      key: english,
      insert: (tx) =>
        tx.insert(schema.translations).values({ english, nepali: label.nepali, hint: label.hint ?? null }).onConflictDoNothing(),
    })),
  }
}

export async function seedReferenceContent(db: Db, now = new Date()): Promise<{ inserted: number }> {
  let inserted = 0
  for (const [kind, items] of Object.entries(seedPlan(now))) {
    const done = new Set(
      (
        await db
          .select({ key: schema.seededItems.key })
          .from(schema.seededItems)
          .where(and(eq(schema.seededItems.kind, kind), inArray(schema.seededItems.key, items.map((item) => item.key))))
      ).map((row) => row.key),
    )
    const pending = items.filter((item) => !done.has(item.key))
    if (pending.length === 0) continue
    await db.transaction(async (tx) => {
      for (const item of pending) {
        await item.insert(tx as unknown as Db)
        await tx.insert(schema.seededItems).values({ kind, key: item.key }).onConflictDoNothing()
      }
    })
    inserted += pending.length
  }
  return { inserted }
}
