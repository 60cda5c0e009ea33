// The API reference's contents and operations as markup (decision 108): every
// operation with who may call it, its parameters, request body and responses,
// read from the OpenAPI document. Nothing in it is interactive, and as React
// elements its 118 operations were sent twice (a 1.8 MB page, two thirds of
// it flight data) and hydrated node by node on the reader's phone.
import { escapeHtml } from '@/components/typed-html'
import type { Access } from '@/lib/auth/viewer'
import type { Translate } from '@/lib/i18n/shared'
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@/lib/openapi/document'
import { constraintsOf, describeSchema, typeName, type Constraint, type ConstraintKind, type FieldRow } from '@/lib/openapi/fields'
import styles from './api-reference.module.css'

const ACCESS_LABELS: Record<Access, string> = {
  public: 'Anyone',
  'signed-in': 'Any signed-in person',
  owner: 'The NGO that owns the profile',
  ngo: 'NGO accounts',
  super_admin: 'The super administrator only',
}

const SUCCESS_LABELS: Record<string, string> = {
  '200': 'Success',
  '201': 'Created a new record',
  '303': 'Redirect to another page',
  '304': 'Not modified: the If-None-Match header matched the ETag',
}

const CONSTRAINT_LABELS: Record<ConstraintKind, string> = {
  minLength: 'Minimum length',
  maxLength: 'Maximum length',
  minimum: 'Minimum',
  maximum: 'Maximum',
  pattern: 'Pattern',
  minItems: 'Minimum items',
  maxItems: 'Maximum items',
  default: 'Default',
  enum: 'One of',
  const: 'Exactly',
  format: 'Format',
  mediaType: 'Media type',
}

type Components = OpenApiDocument['components']
type Response = { description?: string; $ref?: string; content?: Record<string, { schema: JsonSchema }> }
type Entry = { path: string; method: string; operation: OpenApiOperation }
/** The document's operations under their first tag, in the document's order of tags. */
type ReferenceGroup = { name: string; description: string; operations: Entry[] }

export const tagId = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

export function referenceGroups(document: OpenApiDocument): ReferenceGroup[] {
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
  return document.tags
    .map((tag) => ({ ...tag, operations: operations.filter((entry) => entry.operation.tags[0] === tag.name) }))
    .filter((group) => group.operations.length > 0)
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`
const yesNo = (value: boolean, t: Translate) => escapeHtml(value ? t('Yes') : t('No'))
const headings = (names: string[], t: Translate) => `<thead><tr>${names.map((name) => `<th scope="col">${escapeHtml(t(name))}</th>`).join('')}</tr></thead>`

/**
 * A table in the frame of components/ui/table-scroll.tsx, which a keyboard can
 * reach and scroll, named as its caption: a group, as everywhere else, not one
 * of some 250 landmarks a screen reader would list beside the page's own.
 */
function framedTable(caption: string, head: string, rows: string): string {
  const label = escapeHtml(caption)
  return `<div class="table-scroll" tabindex="0" role="group" aria-label="${label}"><table class="${styles.table}"><caption class="visually-hidden">${label}</caption>${head}<tbody>${rows}</tbody></table></div>`
}

function constraintList(constraints: Constraint[], t: Translate): string {
  if (constraints.length === 0) return ''
  return `<ul class="${styles.constraints}">${constraints.map((constraint) => `<li>${escapeHtml(t(CONSTRAINT_LABELS[constraint.kind]))}: ${code(constraint.value)}</li>`).join('')}</ul>`
}

const description = (text: string | undefined) => (text ? `<span class="${styles.fieldDescription}">${escapeHtml(text)}</span>` : '')

/** The fields of a request body: name, type, required, constraints; nested fields indented under their parent. */
function schemaFieldsHtml(rows: FieldRow[], caption: string, t: Translate): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row" class="${styles.fieldName}" style="padding-inline-start:${0.6 + row.depth * 1.25}rem">${row.depth > 0 ? '<span aria-hidden="true">↳ </span>' : ''}${code(row.name)}${description(row.description)}</th>` +
        `<td>${code(row.type)}</td><td>${yesNo(row.required, t)}</td><td>${constraintList(row.constraints, t)}</td></tr>`,
    )
    .join('')
  return framedTable(caption, headings(['Field', 'Type', 'Required', 'Constraints'], t), body)
}

function dataKeys(response: Response): string[] {
  const schema = response.content?.['application/json']?.schema as { allOf?: { properties?: { data?: { properties?: Record<string, unknown> } } }[] } | undefined
  const data = schema?.allOf?.find((part) => part.properties?.data)?.properties?.data
  return Object.keys(data?.properties ?? {})
}

function operationHtml({ path, method, operation }: Entry, components: Components, t: Translate): string {
  const heading = `${method.toUpperCase()} ${path}`
  const id = escapeHtml(operation.operationId)
  const parameters = operation.parameters ?? []
  const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined
  const bodyView = body ? describeSchema(body[1].schema, components.schemas) : undefined
  const note = operation['x-access-note'] ? `<span class="${styles.note}"> ${escapeHtml(operation['x-access-note'])}</span>` : ''
  let html =
    `<section class="${styles.operation}" aria-labelledby="${id}"><h3 id="${id}" class="${styles.operationHeading}">` +
    `<span class="${styles.method} ${styles[`method-${method}`] ?? ''}">${escapeHtml(method.toUpperCase())}</span> <code class="${styles.path}">${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(operation.summary)}</p>${operation.description ? `<p class="muted">${escapeHtml(operation.description)}</p>` : ''}` +
    `<dl class="${styles.facts}"><dt>${escapeHtml(t('Who may call it'))}</dt><dd>${escapeHtml(t(ACCESS_LABELS[operation['x-access']]))}${note}</dd></dl>`

  if (parameters.length > 0) {
    const rows = parameters
      .map(
        (parameter) =>
          `<tr><th scope="row" class="${styles.fieldName}">${code(parameter.name)}${description(parameter.description)}</th>` +
          `<td>${escapeHtml(parameter.in === 'path' ? t('Path') : t('Query'))}</td><td>${code(typeName(parameter.schema, components.schemas))}</td>` +
          `<td>${yesNo(parameter.required, t)}</td><td>${constraintList(constraintsOf(parameter.schema, components.schemas), t)}</td></tr>`,
      )
      .join('')
    html += `<h4>${escapeHtml(t('Parameters'))}</h4>${framedTable(`${t('Parameters of')} ${heading}`, headings(['Name', 'In', 'Type', 'Required', 'Constraints'], t), rows)}`
  }

  if (body && bodyView) {
    const caption = `${t('Request body of')} ${heading}`
    html += `<h4>${escapeHtml(t('Request body'))} (${code(body[0])})</h4>`
    html +=
      bodyView.alternatives.length === 1
        ? schemaFieldsHtml(bodyView.alternatives[0], caption, t)
        : `<p>${escapeHtml(t('One of these shapes'))}:</p><ol class="${styles.shapes}">${bodyView.alternatives
            .map((rows, index) => `<li>${schemaFieldsHtml(rows, `${caption}, ${t('Shape')} ${index + 1}`, t)}</li>`)
            .join('')}</ol>`
  }

  const responses = Object.entries(operation.responses)
    .map(([status, raw]) => {
      const response = raw as Response
      const shared = response.$ref ? components.responses[response.$ref.split('/').pop() ?? ''] : undefined
      const meaning = shared?.description ?? SUCCESS_LABELS[status] ?? response.description ?? ''
      const types = Object.keys(shared?.content ?? response.content ?? {})
      const keys = dataKeys(response)
      const keysHtml = keys.length > 0 ? `<span class="${styles.fieldDescription}">${escapeHtml(t('Keys in data'))}: ${keys.map(code).join(', ')}</span>` : ''
      return `<tr><th scope="row">${code(status)}</th><td>${escapeHtml(t(meaning))}${keysHtml}</td><td>${types.map(code).join(', ')}</td></tr>`
    })
    .join('')
  html += `<h4>${escapeHtml(t('Responses'))}</h4>${framedTable(`${t('Responses of')} ${heading}`, headings(['Status', 'Meaning', 'Content type'], t), responses)}`
  return `${html}</section>`
}

/** The contents, then every operation under its tag's heading. */
export function referenceHtml(groups: ReferenceGroup[], components: Components, t: Translate): string {
  const contents = groups
    .map(
      (group) =>
        `<li><a href="#${tagId(group.name)}">${escapeHtml(t(group.name))}</a><ol>${group.operations
          .map(({ path, method, operation }) => `<li><a href="#${escapeHtml(operation.operationId)}">${code(`${method.toUpperCase()} ${path}`)}</a></li>`)
          .join('')}</ol></li>`,
    )
    .join('')
  const sections = groups
    .map(
      (group) =>
        `<section class="${styles.tag}" aria-labelledby="${tagId(group.name)}"><h2 id="${tagId(group.name)}">${escapeHtml(t(group.name))}</h2><p class="muted">${escapeHtml(t(group.description))}</p>` +
        `${group.operations.map((entry) => operationHtml(entry, components, t)).join('')}</section>`,
    )
    .join('')
  return `<nav aria-labelledby="contents" class="${styles.toc}"><h2 id="contents">${escapeHtml(t('Contents'))}</h2><ol>${contents}</ol></nav>${sections}`
}
