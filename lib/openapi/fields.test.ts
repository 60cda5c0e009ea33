import { describe, expect, it } from 'vitest'
import { getOpenApiDocument } from '@/lib/openapi/document'
import { describeSchema, typeName } from '@/lib/openapi/fields'

const document = await getOpenApiDocument()
const schemas = document.components.schemas
/** The component of the JSON body an operation takes. */
const bodyOf = (path: string, method: 'post' | 'put') => document.paths[path][method].requestBody!.content['application/json'].schema

describe('describeSchema', () => {
  it('lists an object body field by field with type, required and constraints', () => {
    const [rows] = describeSchema(bodyOf('/api/ngo/target-group-or-thematic-scope', 'post'), schemas).alternatives
    expect(rows.map((row) => row.name)).toEqual(['name', 'name_en', 'type', 'active'])
    expect(rows[0]).toMatchObject({ type: 'string', required: true, depth: 0 })
    expect(rows[0].constraints).toEqual(expect.arrayContaining([{ kind: 'minLength', value: '1' }, { kind: 'maxLength', value: '200' }]))
    expect(rows[1]).toMatchObject({ type: 'string | null', required: false })
    expect(rows[2].constraints).toEqual([{ kind: 'enum', value: 'target-group, thematic-scope' }])
    expect(rows[3]).toMatchObject({ type: 'boolean', required: false })
  })

  it('shows both shapes of a rows body, with the row fields indented under the array', () => {
    const { alternatives } = describeSchema(bodyOf('/api/ngo/{id}/annual-budget', 'put'), schemas)
    expect(alternatives).toHaveLength(2)
    const [asArray, asObject] = alternatives
    expect(asArray[0]).toMatchObject({ name: '[ ]', depth: 0, type: 'array of object', constraints: [{ kind: 'maxItems', value: '500' }] })
    expect(asArray.find((row) => row.name === 'fund_received_from_internal_sources')).toMatchObject({ depth: 1, type: 'number' })
    expect(asArray.find((row) => row.name === 'internal_source')).toMatchObject({ depth: 1, type: 'string | null', constraints: [{ kind: 'maxLength', value: '500' }] })
    expect(asObject[0]).toMatchObject({ name: 'rows', depth: 0, required: true })
    expect(asObject.find((row) => row.name === 'external_body')?.depth).toBe(1)
  })

  it('names unions of constants as their values', () => {
    const [rows] = describeSchema(bodyOf('/api/ngo/{id}/rules-regulations-plan', 'put'), schemas).alternatives
    expect(rows.find((row) => row.name === 'status')).toMatchObject({ type: 'integer', required: true, constraints: [{ kind: 'enum', value: '0, 1' }] })
  })

  it('reads array types and the any type', () => {
    expect(typeName({ type: 'array', items: { type: 'integer' } }, schemas)).toBe('array of integer')
    expect(typeName({}, schemas)).toBe('any')
  })
})
