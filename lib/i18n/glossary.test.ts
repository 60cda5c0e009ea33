// docs/glossary.md fixes the words of the interface: each term is the Nepali
// text of its label, and no label, message or SMS uses an avoided word.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { alreadyRegisteredSms, resetSms, verificationSms } from '@/lib/sms/templates'

const GLOSSARY = path.resolve(import.meta.dirname, '../../docs/glossary.md')

function glossaryRows() {
  return fs
    .readFileSync(GLOSSARY, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| term') && !line.startsWith('|---'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .map(([term, nepali, english, avoided]) => ({ term, nepali, english, avoided: avoided ? avoided.split(',').map((word) => word.trim()) : [] }))
}

describe('the glossary', () => {
  const rows = glossaryRows()

  it('is the Nepali of each of its labels', () => {
    expect(rows.length).toBeGreaterThan(30)
    for (const row of rows) expect(DEFAULT_LABELS[row.term]?.nepali, row.term).toBe(row.nepali)
  })

  it('keeps every avoided word out of the labels and the SMS texts', () => {
    const texts = [...Object.values(DEFAULT_LABELS).map((label) => label.nepali), verificationSms('123456'), resetSms('123456'), alreadyRegisteredSms()]
    for (const word of rows.flatMap((row) => row.avoided)) expect(texts.filter((text) => text.includes(word)), word).toEqual([])
  })
})
