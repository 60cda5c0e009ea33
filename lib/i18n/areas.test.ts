// The guarantee of decision 041: every label a client component shows is in
// the areas whose providers stand above it, where it is rendered. Read from
// the source, without a browser: from each page, layout and boundary file of
// app/, the imports are followed to the client components it renders
// ('use client' files and everything they import); each label key such a file
// names (a `t('…')` call, any string literal or JSX text that is a label key,
// and the label keys in a table it imports from elsewhere: AUTH_MESSAGES.x,
// OFFICE_CONTACT_COLUMNS…) must be in the shell or in the area of a
// LabelArea of that file or of a layout above it (AREA_ROUTES).
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { AREA_ROUTES, areaKeys, AREAS, pickArea, type AreaName } from '@/lib/i18n/areas'
import { DEFAULT_LABELS, LABEL_GROUPS } from '@/lib/i18n/labels'

const ROOT = path.resolve(import.meta.dirname, '../..')
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')

/** Files read as text: the client code itself. Other modules it imports are loaded for their tables. */
const SCANNED = /^(app|components|lib\/client)\//

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

type Import = { file: string; names: string[]; uses: Map<string, Set<string> | 'whole'> }
type Source = {
  isClient: boolean
  imports: Import[]
  /** Label keys named as text in the file. */
  keys: Set<string>
  /** The literal argument of every `t('…')` call. */
  translated: string[]
  /** The fixed text between the parts of every shown`…` template. */
  joiners: string[]
}

const sources = new Map<string, Source>()

function readSource(file: string): Source {
  const known = sources.get(file)
  if (known) return known
  const text = fs.readFileSync(file, 'utf8')
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const first = tree.statements[0]
  const isClient = first !== undefined && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client'
  const source: Source = { isClient, imports: [], keys: new Set(), translated: [], joiners: [] }
  /** Local name → its import and the name the module exports it by. */
  const imported = new Map<string, { entry: Import; exported: string }>()
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text)
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly
      if (target && !typeOnly) {
        const entry: Import = { file: target, names: [], uses: new Map() }
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (element.isTypeOnly) continue
            const exported = (element.propertyName ?? element.name).text
            entry.names.push(exported)
            imported.set(element.name.text, { entry, exported })
          }
        }
        source.imports.push(entry)
      }
      return
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (node.text in DEFAULT_LABELS) source.keys.add(node.text)
    } else if (ts.isJsxText(node)) {
      const words = node.text.trim()
      if (words in DEFAULT_LABELS) source.keys.add(words)
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't' && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      source.translated.push(node.arguments[0].text)
    } else if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'shown') {
      const template = node.template
      if (ts.isNoSubstitutionTemplateLiteral(template)) source.joiners.push(template.text)
      else source.joiners.push(template.head.text, ...template.templateSpans.map((span) => span.literal.text))
    } else if (ts.isIdentifier(node) && imported.has(node.text) && !ts.isImportSpecifier(node.parent)) {
      // A table used as TABLE.entry needs only that entry; used whole, all of it.
      const { entry, exported: name } = imported.get(node.text)!
      const parent = node.parent
      const current = entry.uses.get(name)
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        if (current !== 'whole') entry.uses.set(name, (current ?? new Set()).add(parent.name.text))
      } else entry.uses.set(name, 'whole')
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  sources.set(file, source)
  return source
}

/** The label keys inside a value (a table of messages, columns, options…). */
function labelKeysIn(value: unknown, found: Set<string>, seen = new Set<unknown>()) {
  if (typeof value === 'string') {
    if (value in DEFAULT_LABELS) found.add(value)
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value)
    for (const item of Object.values(value)) labelKeysIn(item, found, seen)
  }
}

type Use = { key: string; file: string; translated: boolean }

/** The label keys the client components rendered from `root` name, each with the file that names it. */
async function clientLabelUses(root: string): Promise<Use[]> {
  const uses: Use[] = []
  const visited = new Set<string>()
  const stack: [string, boolean][] = [[root, false]]
  while (stack.length > 0) {
    const [file, underClient] = stack.pop()!
    const source = readSource(file)
    const isClient = underClient || source.isClient
    const id = `${file}:${isClient}`
    if (visited.has(id)) continue
    visited.add(id)
    if (isClient) {
      for (const key of source.keys) uses.push({ key, file: relative(file), translated: false })
      for (const key of source.translated) uses.push({ key, file: relative(file), translated: true })
    }
    for (const entry of source.imports) {
      if (SCANNED.test(relative(entry.file))) stack.push([entry.file, isClient])
      else if (isClient) {
        const exports = (await import(entry.file)) as Record<string, unknown>
        for (const [name, use] of entry.uses) {
          if (!/^[A-Z][A-Z0-9_]*$/.test(name) || !entry.names.includes(name)) continue
          const found = new Set<string>()
          if (use === 'whole') labelKeysIn(exports[name], found)
          else for (const property of use) labelKeysIn((exports[name] as Record<string, unknown>)[property], found)
          for (const key of found) uses.push({ key, file: `${relative(file)} (${name})`, translated: false })
        }
      }
    }
  }
  return uses
}

const BOUNDARY_FILES = /^(page|layout|loading|error|global-error|not-found|template)\.tsx$/

function routeFiles(folder = path.join(ROOT, 'app')): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return BOUNDARY_FILES.test(entry.name) ? [full] : []
  })
}

/** The areas whose provider stands above what `file` renders: its own LabelArea, or a layout's in a folder above. */
function areasAt(file: string): AreaName[] {
  const at = relative(file)
  const areas: AreaName[] = ['shell']
  for (const [area, route] of Object.entries(AREA_ROUTES) as [AreaName, string][]) {
    const isLayoutAbove = route.endsWith('/layout.tsx') && at.startsWith(route.slice(0, -'layout.tsx'.length))
    if (route === at || isLayoutAbove) areas.push(area)
  }
  return areas
}

describe('client labels per area (decision 041)', () => {
  it('holds each label key in exactly one group', () => {
    const groupOf = new Map<string, string>()
    const twice: string[] = []
    for (const [group, labels] of Object.entries(LABEL_GROUPS)) {
      for (const key of Object.keys(labels)) {
        if (groupOf.has(key)) twice.push(`${key}: ${groupOf.get(key)} and ${group}`)
        groupOf.set(key, group)
      }
    }
    expect(twice).toEqual([])
  })

  it('renders each area’s LabelArea where AREA_ROUTES says it stands', () => {
    for (const [area, route] of Object.entries(AREA_ROUTES)) {
      expect(fs.readFileSync(path.join(ROOT, route), 'utf8'), route).toContain(`<LabelArea name="${area}">`)
    }
    // …and nowhere else, so the mapping is the whole truth.
    for (const file of routeFiles()) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/<LabelArea name="([^"]+)">/g)) {
        expect(AREA_ROUTES[match[1] as keyof typeof AREA_ROUTES], relative(file)).toBe(relative(file))
      }
    }
  })

  it('gives every label a client component shows from the areas where it is rendered', async () => {
    const missing: string[] = []
    for (const file of routeFiles()) {
      const areas = areasAt(file)
      const available = new Set(areas.flatMap((area) => areaKeys(area)))
      for (const use of await clientLabelUses(file)) {
        if (!available.has(use.key)) missing.push(`${relative(file)} [${areas.join(', ')}]: ${use.file} shows '${use.key}'`)
      }
    }
    expect([...new Set(missing)]).toEqual([])
    // A whole-tree scan: seconds on a busy machine.
  }, 30_000)

  it('finds a label that a client component shows outside its area (the test can fail)', async () => {
    const uses = await clientLabelUses(path.join(ROOT, 'app/profile/renewal/page.tsx'))
    expect(uses.some((use) => use.key === 'Complete every item before you submit' && use.translated)).toBe(true)
    expect(areasAt(path.join(ROOT, 'app/profile/renewal/page.tsx'))).toEqual(['shell', 'renewal'])
    expect(areaKeys('editor')).not.toContain('Complete every item before you submit')
    // A table used by entry brings only that entry: the logout button needs one of AUTH_MESSAGES.
    const shell = await clientLabelUses(path.join(ROOT, 'app/layout.tsx'))
    expect(shell.filter((use) => use.file.includes('AUTH_MESSAGES')).map((use) => use.key)).toEqual(['Logged Out !'])
  })

  it('lets only punctuation stand between the parts of a shown`…` text', () => {
    const words: string[] = []
    const files = ['app', 'components', 'lib'].flatMap((folder) => fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((name) => path.join(ROOT, folder, name)))
    for (const file of files.filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))) {
      for (const joiner of readSource(file).joiners) if (/\p{L}/u.test(joiner)) words.push(`${relative(file)}: '${joiner}'`)
    }
    expect(words).toEqual([])
  }, 30_000)

  it('picks an area’s labels once per dictionary, with the shipped Nepali for a label not yet in the table', () => {
    const dictionary = { Logout: 'बाहिरिनुहोस्', 'Forgot password?': 'पासवर्ड बिर्सनुभयो?' }
    const hints = { Logout: 'The header button' }
    const shell = pickArea('shell', 'ne', dictionary, hints)
    expect(shell.dictionary.Logout).toBe('बाहिरिनुहोस्')
    expect(shell.dictionary['Forgot password?']).toBeUndefined()
    expect(shell.dictionary.Login).toBe(DEFAULT_LABELS.Login.nepali)
    expect(shell.hints).toEqual(hints)
    expect(shell.templateKeys).toContain('{field}: {message}')
    expect(pickArea('shell', 'ne', dictionary, hints)).toBe(shell)
    expect(pickArea('shell', 'en', dictionary, hints).dictionary).toEqual({})
    expect(Object.keys(AREAS)).toEqual(['shell', 'editor', 'renewal', 'profile-view', 'content', 'import'])
  })
})
