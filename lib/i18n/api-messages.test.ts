// Every message the API can return reads in Nepali. The test walks the
// source of the API (lib/ and app/api/) the way a reviewer would: every
// message given to ApiError and its helpers, to ok()/created(), and to a zod
// check, plus every message constant; each one, with sample values in its
// placeholders, must come out of the Nepali `t` in Devanagari. A new message
// without a label fails here: add its label to lib/i18n/labels/messages.ts.
// A message the scan cannot read (a variable) fails too, unless it is a
// parameter passed through, listed in PASSED_THROUGH with where it comes from.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { FIELD_LABELS, VALUE_LABELS } from '@/lib/i18n/field-names'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { makeTranslate } from '@/lib/i18n/server'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SCANNED = ['lib', 'app/api']
// The client's own code and the error path's helpers themselves are not where messages are made.
// lib/env.ts checks the settings at start: its messages go to the operator's log, never to an API answer.
const NOT_SCANNED = ['lib/client/', 'lib/api/errors.ts', 'lib/api/respond.ts', 'lib/i18n/', 'lib/log.ts', 'lib/env.ts']

/** Calls whose argument at this position is a message. */
const MESSAGE_CALLS: Record<string, number> = { ApiError: 1, badRequest: 0, conflict: 0, notFound: 0, forbidden: 0, ok: 0, created: 0 }
/** zod checks whose arguments after the first (or all, for these) may be a message. */
const ZOD_CHECKS = new Set(['min', 'max', 'int', 'positive', 'nonnegative', 'regex', 'refine', 'length', 'email', 'url', 'gte', 'lte', 'nonempty', 'addIssue'])
const ZOD_MESSAGE_FIRST = new Set(['int', 'positive', 'nonnegative', 'email', 'url', 'nonempty', 'addIssue'])
/** Constants of messages by their names. */
const MESSAGE_CONSTANT = /(MESSAGES?|_TAKEN|_NOT_FOUND|_REQUIRED|_REQUIRED_MESSAGE|_MISSING|_READ_ONLY|_INVALID|TOO_SHORT|TOO_LONG)$/

/**
 * Variables that only pass a message through; the messages themselves are
 * constants or literals found elsewhere by this scan.
 */
const PASSED_THROUGH = new Set([
  'lib/auth/password.ts: problem', // passwordProblem(): PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG or AUTH_MESSAGES.commonPassword
  'lib/content/configs.ts: message', // assertFree(): the *_TAKEN constants
  'lib/content/write-support.ts: messages.duplicate', // runWrite(): the *_TAKEN constants
  'lib/content/write-support.ts: message', // describeUsage(): 'Used by {list}'
  'lib/files/images.ts: wrongTypeMessage', // UPLOAD_MESSAGES
  'lib/files/multipart.ts: options.tooLargeMessage', // UPLOAD_MESSAGES.tooLarge
  'lib/files/upload.ts: message', // UPLOAD_MESSAGES
  'lib/files/upload.ts: PDF_MESSAGES[check.reason]', // PDF_MESSAGES, each read as a message constant
  'lib/profile/access.ts: what', // the *_NOT_FOUND constants
  'lib/audit/schemas.ts: message', // AUDIT_LOG_QUERY_MESSAGES
  'lib/api/input.ts: message', // pathId(): the *_NOT_FOUND constants, 'Audit Report Not Found', REGISTER_MESSAGES.claimNotFound or 'Not Found'
  "lib/api/route.ts: params.error.issues[0]?.message ?? 'Not Found'", // the pathId() messages above
  'lib/api/route.ts: params.error.issues[0]?.message', // the pathId() messages above
  'lib/attempts.ts: message', // takeAttempt(): AUTH_MESSAGES.tooManyCodes, .locked or .smsAddressLimit
])

type Found = { text: string; where: string }

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || NOT_SCANNED.some((prefix) => relative.startsWith(prefix))) return []
    return [relative]
  })
}

/** A string's text, with each `${…}` of a template as a placeholder named by its expression. */
function literalText(node: ts.Node, source: ts.SourceFile): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{${span.expression.getText(source)}}` + span.literal.text).join('')
  return null
}

function scan() {
  const files = SCANNED.flatMap(sourceFiles).map((file) => ({ file, source: ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true) }))
  // Constants first (any file may use another's): NAME -> texts, NAME.key -> text, and one-line message functions.
  const constants = new Map<string, string[]>()
  const messageFunctions = new Map<string, string>()
  const found: Found[] = []
  for (const { file, source } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        let value: ts.Node = node.initializer
        while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression
        const name = node.name.text
        const text = literalText(value, source)
        if (text !== null) constants.set(name, [text])
        if (ts.isObjectLiteralExpression(value)) {
          const texts: string[] = []
          for (const property of value.properties) {
            if (!ts.isPropertyAssignment(property)) continue
            const propertyText = literalText(property.initializer, source)
            if (propertyText === null) continue
            constants.set(`${name}.${property.name.getText(source)}`, [propertyText])
            texts.push(propertyText)
          }
          if (texts.length) constants.set(name, texts)
        }
        if (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value)) constants.set(name, [`=${value.getText(source)}`])
        if (ts.isArrowFunction(value) && !ts.isBlock(value.body)) {
          const body = literalText(value.body, source)
          if (body !== null) messageFunctions.set(name, body)
        }
        if (MESSAGE_CONSTANT.test(name)) for (const message of constants.get(name) ?? []) if (!message.startsWith('=')) found.push({ text: message, where: `${file}: ${name}` })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  const resolve = (expression: string): string[] | null => {
    const direct = constants.get(expression)
    if (direct) return direct.flatMap((text) => (text.startsWith('=') ? (resolve(text.slice(1)) ?? []) : [text]))
    const [head, ...rest] = expression.split('.')
    const alias = constants.get(head)?.[0]
    if (alias?.startsWith('=') && rest.length) return resolve([alias.slice(1), ...rest].join('.'))
    return null
  }

  const unresolved: string[] = []
  for (const { file, source } of files) {
    const take = (node: ts.Node): void => {
      const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
      if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return take(node.expression)
      if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(take)
      if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) return [node.left, node.right].forEach(take)
      if (ts.isArrowFunction(node)) return ts.isBlock(node.body) ? undefined : take(node.body)
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) if (ts.isPropertyAssignment(property) && ['message', 'error'].includes(property.name.getText(source))) take(property.initializer)
        return
      }
      const text = literalText(node, source)
      // A placeholder that names a message constant is that message ('{name}: {BODY_MESSAGES.controlCharacter}').
      if (text !== null) return void found.push({ text: text.replace(/\{([^{}]+)\}/g, (whole, expression: string) => resolve(expression)?.[0] ?? whole), where })
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && messageFunctions.has(node.expression.text)) {
        return void found.push({ text: messageFunctions.get(node.expression.text)!, where })
      }
      const expression = node.getText(source)
      const resolved = resolve(expression)
      if (resolved) for (const message of resolved) found.push({ text: message, where })
      else if (!PASSED_THROUGH.has(`${file}: ${expression}`)) unresolved.push(`${where}: ${expression}`)
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression
        const args = node.arguments ?? []
        if (ts.isIdentifier(callee) && callee.text in MESSAGE_CALLS && args[MESSAGE_CALLS[callee.text]]) take(args[MESSAGE_CALLS[callee.text]])
        if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text) && !['Math', 'logger', 'console'].includes(callee.expression.getText(source))) {
          for (const argument of args.slice(ZOD_MESSAGE_FIRST.has(callee.name.text) ? 0 : 1)) take(argument)
        }
        // zod's error options: z.string({ error: ... }), z.enum(values, { message: ... })
        const isShape = ['object', 'strictObject', 'looseObject'].includes(ts.isPropertyAccessExpression(callee) ? callee.name.text : '')
        if (ts.isPropertyAccessExpression(callee) && callee.expression.getText(source) === 'z' && !isShape) for (const argument of args) if (ts.isObjectLiteralExpression(argument)) take(argument)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { found, unresolved }
}

/** A message as the API sends it: each placeholder filled with a sample value. */
function sample(text: string): string {
  return text.replace(/\{([^{}]+)\}/g, (_, expression: string) => {
    if (/index|\+ 1|max|min|length|count|LENGTH|LIMIT|rows|seconds/i.test(expression)) return '7'
    return expression === 'field' || expression === 'name' ? 'subjective_works' : 'Sample'
  })
}

const nepali = makeTranslate('ne', {})
const english = makeTranslate('en', {})
const DEVANAGARI = /\p{Script=Devanagari}/u

describe('the message catalogue', () => {
  const { found, unresolved } = scan()

  it('reads every message the API can return (nothing it cannot follow)', () => {
    expect(found.length).toBeGreaterThan(150)
    expect(unresolved).toEqual([])
  })

  it('has a Nepali text for every message the API can return', () => {
    const missing = found.filter(({ text }) => text.trim() !== '').filter(({ text }) => !DEVANAGARI.test(nepali(sample(text))))
    expect(missing.map(({ text, where }) => `${text}   (${where})`)).toEqual([])
  })

  it('every label is Nepali and keeps the placeholders of its English key', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const [english, label] of Object.entries(DEFAULT_LABELS)) {
      // The language switch names each language in itself.
      const hasWords = /[A-Za-z]/.test(english.replace(/\{\w+\}/g, ''))
      if (hasWords && label.hint !== 'Language switch') expect(label.nepali, english).toMatch(DEVANAGARI)
      expect(placeholders(label.nepali), english).toEqual(placeholders(english))
    }
  })

  it('names every field and coded value in Nepali', () => {
    for (const label of [...Object.values(FIELD_LABELS), ...Object.values(VALUE_LABELS)]) expect(DEFAULT_LABELS[label]?.nepali, label).toMatch(DEVANAGARI)
  })

  it('fills templates with labels, field names and digits', () => {
    expect(nepali('DAO Registration No. is required')).toBe('जिल्ला प्रशासन कार्यालय दर्ता नं. आवश्यक छ')
    expect(nepali('Row 3: subject is required')).toMatch(/^पङ्क्ति ३: /)
    expect(english('dao_registration_no: must be text')).toBe('DAO Registration No.: must be text')
    expect(nepali('dao_registration_no: must be text')).toBe('जिल्ला प्रशासन कार्यालय दर्ता नं.: पाठ हुनुपर्छ')
    expect(nepali('Used by 2 annual budget rows, 1 profile document and 1 audit report')).toMatch(/^[^A-Za-z]+$/)
    // Free text that merely looks like a list is left alone.
    expect(nepali('Women and Children Forum')).toBe('Women and Children Forum')
    expect(english('Women and Children Forum')).toBe('Women and Children Forum')
  })
})
