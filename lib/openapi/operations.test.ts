// The operation list must match the route files exactly, and name the very
// schemas each handler parses: a new route, a removed one, or a handler that
// switches schema without the API reference following makes these fail.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { OPERATIONS, type Operation } from '@/lib/openapi/operations'
import { PATH_PARAMETER_SCHEMAS, REQUEST_SCHEMAS } from '@/lib/openapi/schemas'

const ROOT = path.resolve(import.meta.dirname, '../..')
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

function routeFiles(): string[] {
  return execFileSync('find', ['app/api', '-name', 'route.ts'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').filter(Boolean).sort()
}

/** app/api/ngo/[id]/annual-budget/route.ts -> /api/ngo/{id}/annual-budget */
function openApiPath(file: string): string {
  return '/' + path.dirname(file).replace(/^app\//, '').replace(/\[([^\]]+)\]/g, '{$1}')
}

function exportedMethods(source: string): string[] {
  const methods = new Set<string>()
  for (const match of source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+([A-Z]+)\b/g)) if (HTTP_METHODS.includes(match[1])) methods.add(match[1])
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()
      if (name && HTTP_METHODS.includes(name)) methods.add(name)
    }
  }
  return [...methods]
}

/** Named imports of a module: {local name, exported name, module}. */
function namedImports(source: string) {
  const imports: { local: string; imported: string; from: string }[] = []
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (/^import\s+type/.test(match[0])) continue
    for (const part of match[1].split(',')) {
      const text = part.trim()
      if (!text || text.startsWith('type ')) continue
      const [imported, local = imported] = text.split(/\s+as\s+/).map((word) => word.trim())
      imports.push({ local, imported, from: match[2] })
    }
  }
  return imports
}

/** Identifiers whose .parse / .safeParse / .parseAsync the handler calls. */
function parsedIdentifiers(source: string): string[] {
  return [...new Set([...source.matchAll(/\b([A-Za-z_$][\w$]*)\.(?:safeParse|parseAsync|safeParseAsync|parse)\(/g)].map((match) => match[1]))].filter(
    (name) => name !== 'JSON',
  )
}

// Path parameters name a schema by its role; these are the handler identifiers behind them.
const PATH_PARAMETER_SOURCE: Record<keyof typeof PATH_PARAMETER_SCHEMAS, string | null> = {
  profileRouteId: null, // parseRouteId (lib/profile/access.ts) checks it; routes do not import it
  contentId: 'idParams',
  fileId: null, // readStoredFile checks the storage key pattern
}

function referencedSchemas(operations: Operation[]): Set<string> {
  const names = new Set<string>()
  for (const operation of operations) {
    if (operation.query) names.add(operation.query)
    if (operation.body) names.add(operation.body)
    for (const parameter of operation.pathParameters ?? []) {
      const source = PATH_PARAMETER_SOURCE[parameter.schema]
      if (source) names.add(source)
    }
  }
  return names
}

describe('the operation list', () => {
  const files = routeFiles()

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThanOrEqual(50)
  })

  it('has exactly one operation for each exported method of each route file, and no other', () => {
    const fromFiles = files.flatMap((file) => exportedMethods(readFileSync(path.join(ROOT, file), 'utf8')).map((method) => `${method} ${openApiPath(file)} ${file}`))
    const fromRegistry = OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path} ${operation.file}`)
    expect(new Set(fromRegistry).size).toBe(fromRegistry.length)
    expect([...fromRegistry].sort()).toEqual([...fromFiles].sort())
  })

  it('gives every path parameter of a path a description in the operation, and no other', () => {
    for (const operation of OPERATIONS) {
      const inPath = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      expect((operation.pathParameters ?? []).map((parameter) => parameter.name), `${operation.method} ${operation.path}`).toEqual(inPath)
    }
  })

  it('names every schema a handler imports from a schemas module or parses', async () => {
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), 'utf8')
      const operations = OPERATIONS.filter((operation) => operation.file === file)
      const referenced = referencedSchemas(operations)
      const imports = namedImports(source)
      const schemaImports = imports.filter((entry) => /(^|\/)schemas$/.test(entry.from)).map((entry) => entry.imported)
      const parsed = parsedIdentifiers(source).map((local) => imports.find((entry) => entry.local === local)?.imported ?? local)
      for (const name of new Set([...schemaImports, ...parsed])) {
        expect(referenced.has(name), `${file} uses ${name}, which its operations in lib/openapi/operations.ts do not name`).toBe(true)
      }
      // And the schemas the operations name are the very objects the handler imports.
      for (const entry of imports) {
        if (!(entry.imported in REQUEST_SCHEMAS) || !referenced.has(entry.imported)) continue
        const exported = (await import(entry.from)) as Record<string, unknown>
        expect(exported[entry.imported], `${file}: ${entry.imported} from ${entry.from}`).toBe(REQUEST_SCHEMAS[entry.imported as keyof typeof REQUEST_SCHEMAS])
      }
    }
  })

  it('uses each operation schema only in a route file that imports it', () => {
    for (const operation of OPERATIONS) {
      const source = readFileSync(path.join(ROOT, operation.file), 'utf8')
      const imported = new Set(namedImports(source).map((entry) => entry.imported))
      for (const name of [operation.query, operation.body].filter(Boolean) as string[]) {
        expect(imported.has(name), `${operation.method} ${operation.path} names ${name}, which ${operation.file} does not import`).toBe(true)
      }
    }
  })

  it('matches the path parameter schemas to the handlers', async () => {
    const { idParams } = await import('@/lib/content/schemas')
    const { id } = await import('@/lib/profile/schemas')
    expect(PATH_PARAMETER_SCHEMAS.contentId).toBe(idParams.shape.id)
    expect(PATH_PARAMETER_SCHEMAS.profileRouteId).toBe(id)
    expect(readFileSync(path.join(ROOT, 'lib/profile/access.ts'), 'utf8')).toMatch(/\bid\.safeParse\(/)
  })
})
