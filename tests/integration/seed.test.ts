import { and, eq, inArray, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seedReferenceContent } from '@/db/seed'
import { DOCUMENT_CONFIGS, TARGET_GROUPS } from '@/db/seed/reference-data'
import {
  documentConfigs,
  financialYears,
  options,
  organizationalStructureConfigs,
  organizationTypes,
  rulesRegulationsPlanConfigs,
  seededItems,
  translations,
  users,
} from '@/db/schema'
import { bsStringToAdString, fiscalYearRange, toLatinDigits } from '@/lib/calendar'
import { ensureSuperAdmin } from '@/lib/auth/super-admin'
import { verifyPassword } from '@/lib/auth/password'
import { db } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'

describe('reference content seed', () => {
  it('has seeded every label, option, document type and fiscal year once', async () => {
    const labelRows = await db.select({ english: translations.english }).from(translations)
    expect(new Set(labelRows.map((row) => row.english))).toEqual(new Set(Object.keys(DEFAULT_LABELS)))
    const groups = await db.select().from(options).where(eq(options.type, 'target-group'))
    expect(groups.map((row) => row.name).sort()).toEqual(TARGET_GROUPS.map((group) => group.name).sort())
    const documents = await db.select().from(documentConfigs)
    expect(documents).toHaveLength(DOCUMENT_CONFIGS.length)
  })

  it('adds fiscal years from 2070/71 up to the current one', async () => {
    const years = await db.select().from(financialYears)
    const labels = years.map((row) => row.financial_year)
    expect(labels).toContain('२०७०/७१')
    expect(labels).not.toContain('२०६९/७०')
    const now = new Date('2027-08-01T00:00:00Z') // in fiscal year 2084/85
    await seedReferenceContent(db, now)
    const later = await db.select().from(financialYears)
    expect(later.map((row) => row.financial_year)).toContain('२०८४/८५')
    const fy = later.find((row) => row.financial_year === '२०८४/८५')!
    expect(fy.from).toBe('2027-07-17')
  })

  it('gives every fiscal year up to 2099/00 its Shrawan 1 and last day of Asar from the calendar, each year starting the day after the last', async () => {
    await seedReferenceContent(db, new Date('2042-08-01T00:00:00Z')) // in fiscal year 2099/00
    const years = (await db.select().from(financialYears)).sort((a, b) => a.financial_year.localeCompare(b.financial_year))
    const labels = years.map((row) => toLatinDigits(row.financial_year))
    expect(labels.at(-1)).toBe('2099/00')
    for (const row of years) expect({ from: row.from, to: row.to }, row.financial_year).toEqual(fiscalYearRange(row.financial_year))
    for (let index = 1; index < years.length; index++) {
      const dayAfter = new Date(Date.parse(`${years[index - 1].to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      expect(years[index].from, labels[index]).toBe(dayAfter)
    }
    // Asar 2084 has 31 days: 2083/84 ends on BS 2084-03-31 = AD 2027-07-16.
    expect(years.find((row) => row.financial_year === '२०८३/८४')).toMatchObject({ from: '2026-07-17', to: bsStringToAdString('2084-03-31') })
    expect(bsStringToAdString('2084-03-32')).toBeNull()
    expect(years.find((row) => row.financial_year === '२०९९/००')).toMatchObject({ from: '2042-07-17', to: '2043-07-16' })
  })

  it('is idempotent and never brings back or overwrites what an administrator changed', async () => {
    expect((await seedReferenceContent(db)).inserted).toBe(0)

    await db.update(translations).set({ nepali: 'गृह' }).where(eq(translations.english, 'Home'))
    const [removed] = await db
      .delete(options)
      .where(and(eq(options.type, 'target-group'), eq(options.name, TARGET_GROUPS[0].name)))
      .returning()
    expect(removed).toBeDefined()

    expect((await seedReferenceContent(db)).inserted).toBe(0)
    const [home] = await db.select().from(translations).where(eq(translations.english, 'Home'))
    expect(home.nepali).toBe('गृह')
    const again = await db.select().from(options).where(and(eq(options.type, 'target-group'), eq(options.name, TARGET_GROUPS[0].name)))
    expect(again).toHaveLength(0)
  })
})

describe('English names of the seeded reference content', () => {
  it('come with every seeded item, so an English page of a new installation shows no Nepali name', async () => {
    for (const [table, english] of [
      [organizationTypes, organizationTypes.type_en],
      [options, options.name_en],
      [documentConfigs, documentConfigs.document_name_en],
      [organizationalStructureConfigs, organizationalStructureConfigs.name_en],
      [rulesRegulationsPlanConfigs, rulesRegulationsPlanConfigs.name_en],
    ] as const) {
      const missing = await db.select().from(table).where(isNull(english))
      expect(missing, String(english.name)).toEqual([])
    }
    const [health] = await db.select().from(options).where(and(eq(options.type, 'thematic-scope'), eq(options.name, 'स्वास्थ्य')))
    expect(health.name_en).toBe('Health')
  })

  it('reach a database seeded before they existed once, never over an administrator\u2019s rename or English name', async () => {
    // As a database seeded before: the items without English names, and the fill not yet recorded.
    await db.update(options).set({ name_en: null }).where(eq(options.type, 'target-group'))
    await db.update(documentConfigs).set({ document_name_en: null })
    await db.delete(seededItems).where(inArray(seededItems.kind, ['option_en', 'document_config_en']))
    // The administrator renamed one group and gave another its own English name.
    await db.update(options).set({ name: 'बालबालिका तथा किशोर' }).where(and(eq(options.type, 'target-group'), eq(options.name, 'बालबालिका')))
    await db.update(options).set({ name_en: 'Elderly people' }).where(and(eq(options.type, 'target-group'), eq(options.name, 'ज्येष्ठ नागरिक')))

    await seedReferenceContent(db)
    const groups = new Map((await db.select().from(options).where(eq(options.type, 'target-group'))).map((row) => [row.name, row.name_en]))
    expect(groups.get('युवा')).toBe('Youth')
    expect(groups.get('बालबालिका तथा किशोर')).toBeNull()
    expect(groups.get('ज्येष्ठ नागरिक')).toBe('Elderly people')
    const [audit] = await db.select().from(documentConfigs).where(eq(documentConfigs.document_name, 'लेखापरीक्षण प्रतिवेदन'))
    expect(audit.document_name_en).toBe('Audit report')

    // Once: an English name the administrator clears later stays cleared.
    await db.update(options).set({ name_en: null }).where(and(eq(options.type, 'target-group'), eq(options.name, 'युवा')))
    await seedReferenceContent(db)
    const [youth] = await db.select().from(options).where(and(eq(options.type, 'target-group'), eq(options.name, 'युवा')))
    expect(youth.name_en).toBeNull()
  })
})

describe('first super administrator', () => {
  it('is created from SUPER_ADMIN_MOBILE / SUPER_ADMIN_PASSWORD once, and the sign-in is printed', async () => {
    process.env.SUPER_ADMIN_MOBILE = '+9779841234567'
    process.env.SUPER_ADMIN_PASSWORD = 'a-long-admin-password'
    resetEnvCache()
    const lines: string[] = []
    await ensureSuperAdmin({ log: (line) => lines.push(line) })
    const admins = await db.select().from(users).where(eq(users.role, 'super_admin'))
    expect(admins).toHaveLength(1)
    expect(admins[0].mobile).toBe('9841234567')
    expect(admins[0].password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(admins[0].password_hash, 'a-long-admin-password')).toBe(true)
    expect(lines.join('\n')).toContain('9841234567')
    expect(lines.join('\n')).not.toContain('a-long-admin-password')

    await ensureSuperAdmin({ log: (line) => lines.push(line) })
    expect(await db.select().from(users).where(eq(users.role, 'super_admin'))).toHaveLength(1)
    delete process.env.SUPER_ADMIN_MOBILE
    delete process.env.SUPER_ADMIN_PASSWORD
    resetEnvCache()
  })
})
