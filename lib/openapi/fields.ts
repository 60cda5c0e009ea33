// Turns a JSON Schema from the OpenAPI document into rows a person can read:
// one row per field, nested fields indented below their parent. Pure: the
// reference page renders the rows, a unit test checks them.
import type { JsonSchema } from '@/lib/openapi/document'

export type ConstraintKind = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'pattern' | 'minItems' | 'maxItems' | 'default' | 'enum' | 'const' | 'format' | 'mediaType'
export type Constraint = { kind: ConstraintKind; value: string }
export type FieldRow = { name: string; depth: number; type: string; required: boolean; constraints: Constraint[]; description?: string }
/** A body is one list of fields, or (a union at the top) several alternatives. */
export type SchemaView = { alternatives: FieldRow[][] }

const MAX_DEPTH = 6

type Schema = JsonSchema & {
  $ref?: string
  type?: string | string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  enum?: unknown[]
  const?: unknown
  description?: string
}

export function resolveSchema(schema: Schema | undefined, components: Record<string, JsonSchema>): Schema {
  let current: Schema = schema ?? {}
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '')
    current = (components[name] as Schema | undefined) ?? {}
  }
  return current
}

const isNull = (schema: Schema) => schema.type === 'null'

/** The members of a union, the null member left out; and whether null is allowed. */
function unionMembers(schema: Schema, components: Record<string, JsonSchema>): { members: Schema[]; nullable: boolean } {
  const union = schema.anyOf ?? schema.oneOf
  if (!union) return { members: [schema], nullable: schema.type === 'null' }
  const resolved = union.map((member) => resolveSchema(member, components))
  return { members: resolved.filter((member) => !isNull(member)), nullable: resolved.some(isNull) }
}

function format(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export function typeName(input: Schema | undefined, components: Record<string, JsonSchema>, depth = 0): string {
  const schema = resolveSchema(input, components)
  if (depth > MAX_DEPTH) return 'any'
  if (schema.anyOf || schema.oneOf) {
    const { members, nullable } = unionMembers(schema, components)
    const names = [...new Set(members.map((member) => typeName(member, components, depth + 1)))]
    if (nullable) names.push('null')
    return names.join(' | ')
  }
  if (schema.const !== undefined) return typeof schema.const === 'string' ? 'string' : typeof schema.const === 'number' ? (Number.isInteger(schema.const) ? 'integer' : 'number') : typeof schema.const
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  if (schema.type === 'array') return `array of ${typeName(schema.items, components, depth + 1)}`
  if (schema.type) return schema.type
  if (schema.properties) return 'object'
  if (schema.enum) return 'string'
  return 'any'
}

export function constraintsOf(input: Schema | undefined, components: Record<string, JsonSchema>): Constraint[] {
  const schema = resolveSchema(input, components)
  const out: Constraint[] = []
  const push = (kind: ConstraintKind, value: unknown) => {
    if (value !== undefined) out.push({ kind, value: format(value) })
  }
  if (schema.anyOf || schema.oneOf) {
    const { members } = unionMembers(schema, components)
    const consts = members.filter((member) => member.const !== undefined)
    if (consts.length === members.length && consts.length > 0) push('enum', consts.map((member) => format(member.const)).join(', '))
    else if (members.length === 1) out.push(...constraintsOf(members[0], components))
    push('default', schema.default)
    return out
  }
  if (schema.enum) push('enum', schema.enum.map(format).join(', '))
  if (schema.const !== undefined) push('const', schema.const)
  push('minLength', schema.minLength)
  push('maxLength', schema.maxLength)
  push('minimum', schema.minimum)
  push('maximum', schema.maximum)
  push('pattern', schema.pattern)
  push('minItems', schema.minItems)
  push('maxItems', schema.maxItems)
  push('format', schema.format)
  push('mediaType', schema.contentMediaType)
  push('default', schema.default)
  return out
}

/** The object whose properties are this schema's child fields: itself, its array items, or its one non-null union member. */
function childObject(input: Schema, components: Record<string, JsonSchema>, depth = 0): Schema | null {
  const schema = resolveSchema(input, components)
  if (depth > 3) return null
  if (schema.properties) return schema
  if (schema.type === 'array' && schema.items) return childObject(schema.items, components, depth + 1)
  if (schema.anyOf || schema.oneOf) {
    const { members } = unionMembers(schema, components)
    if (members.length === 1) return childObject(members[0], components, depth + 1)
  }
  return null
}

function fieldRows(object: Schema, components: Record<string, JsonSchema>, depth: number): FieldRow[] {
  if (depth > MAX_DEPTH) return []
  const required = new Set(object.required ?? [])
  const rows: FieldRow[] = []
  for (const [name, property] of Object.entries(object.properties ?? {})) {
    const resolved = resolveSchema(property, components)
    rows.push({
      name,
      depth,
      type: typeName(resolved, components),
      required: required.has(name),
      constraints: constraintsOf(resolved, components),
      ...(typeof resolved.description === 'string' ? { description: resolved.description } : {}),
    })
    const child = childObject(resolved, components)
    if (child) rows.push(...fieldRows(child, components, depth + 1))
  }
  return rows
}

/** The rows of one alternative: an object's fields, or an array's item fields under an "items" row. */
function alternativeRows(schema: Schema, components: Record<string, JsonSchema>): FieldRow[] {
  if (schema.properties) return fieldRows(schema, components, 0)
  const head: FieldRow = { name: '[ ]', depth: 0, type: typeName(schema, components), required: true, constraints: constraintsOf(schema, components) }
  const child = childObject(schema, components)
  return [head, ...(child ? fieldRows(child, components, 1) : [])]
}

export function describeSchema(input: JsonSchema | undefined, components: Record<string, JsonSchema>): SchemaView {
  const schema = resolveSchema(input as Schema, components)
  if (schema.anyOf || schema.oneOf) {
    const { members } = unionMembers(schema, components)
    if (members.length > 1) return { alternatives: members.map((member) => alternativeRows(member, components)) }
  }
  return { alternatives: [alternativeRows(schema, components)] }
}
