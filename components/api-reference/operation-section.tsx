// One operation of the API reference: method and path, who may call it, its
// parameters, request body and responses, all read from the OpenAPI document.
import type { JsonSchema, OpenApiOperation } from '@/lib/openapi/document'
import { constraintsOf, describeSchema, typeName } from '@/lib/openapi/fields'
import type { Access } from '@/lib/auth/viewer'
import type { Translate } from '@/lib/i18n/shared'
import { ConstraintList, SchemaFields } from './schema-fields'
import styles from './api-reference.module.css'

export const ACCESS_LABELS: Record<Access, string> = {
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

type Response = { description?: string; $ref?: string; content?: Record<string, { schema: JsonSchema }> }

function dataKeys(response: Response): string[] {
  const schema = response.content?.['application/json']?.schema as { allOf?: { properties?: { data?: { properties?: Record<string, unknown> } } }[] } | undefined
  const data = schema?.allOf?.find((part) => part.properties?.data)?.properties?.data
  return Object.keys(data?.properties ?? {})
}

export function OperationSection(props: {
  method: string
  path: string
  operation: OpenApiOperation
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, { description: string; content?: Record<string, unknown> }> }
  t: Translate
}) {
  const { method, path, operation, components, t } = props
  const heading = `${method.toUpperCase()} ${path}`
  const headingId = operation.operationId
  const parameters = operation.parameters ?? []
  const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined
  const bodyView = body ? describeSchema(body[1].schema, components.schemas) : undefined

  return (
    <section className={styles.operation} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.operationHeading}>
        <span className={`${styles.method} ${styles[`method-${method}`] ?? ''}`}>{method.toUpperCase()}</span>{' '}
        <code className={styles.path}>{path}</code>
      </h3>
      <p>{operation.summary}</p>
      {operation.description ? <p className="muted">{operation.description}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('Who may call it')}</dt>
        <dd>
          {t(ACCESS_LABELS[operation['x-access']])}
          {operation['x-access-note'] ? <span className={styles.note}> {operation['x-access-note']}</span> : null}
        </dd>
      </dl>

      {parameters.length > 0 ? (
        <>
          <h4>{t('Parameters')}</h4>
          <div className="table-scroll" role="region" aria-label={`${t('Parameters of')} ${heading}`} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{`${t('Parameters of')} ${heading}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Name')}</th>
                  <th scope="col">{t('In')}</th>
                  <th scope="col">{t('Type')}</th>
                  <th scope="col">{t('Required')}</th>
                  <th scope="col">{t('Constraints')}</th>
                </tr>
              </thead>
              <tbody>
                {parameters.map((parameter) => (
                  <tr key={`${parameter.in}-${parameter.name}`}>
                    <th scope="row" className={styles.fieldName}>
                      <code>{parameter.name}</code>
                      {parameter.description ? <span className={styles.fieldDescription}>{parameter.description}</span> : null}
                    </th>
                    <td>{parameter.in === 'path' ? t('Path') : t('Query')}</td>
                    <td>
                      <code>{typeName(parameter.schema, components.schemas)}</code>
                    </td>
                    <td>{parameter.required ? t('Yes') : t('No')}</td>
                    <td>
                      <ConstraintList constraints={constraintsOf(parameter.schema, components.schemas)} t={t} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {body && bodyView ? (
        <>
          <h4>
            {t('Request body')} (<code>{body[0]}</code>)
          </h4>
          {bodyView.alternatives.length === 1 ? (
            <SchemaFields rows={bodyView.alternatives[0]} caption={`${t('Request body of')} ${heading}`} t={t} />
          ) : (
            <>
              <p>{t('One of these shapes')}:</p>
              <ol className={styles.shapes}>
                {bodyView.alternatives.map((rows, index) => (
                  <li key={index}>
                    <SchemaFields rows={rows} caption={`${t('Request body of')} ${heading}, ${t('Shape')} ${index + 1}`} t={t} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      ) : null}

      <h4>{t('Responses')}</h4>
      <div className="table-scroll" role="region" aria-label={`${t('Responses of')} ${heading}`} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{`${t('Responses of')} ${heading}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Status')}</th>
              <th scope="col">{t('Meaning')}</th>
              <th scope="col">{t('Content type')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(operation.responses).map(([status, raw]) => {
              const response = raw as Response
              const shared = response.$ref ? components.responses[response.$ref.split('/').pop() ?? ''] : undefined
              const meaning = shared?.description ?? SUCCESS_LABELS[status] ?? response.description ?? ''
              const types = Object.keys(shared?.content ?? response.content ?? {})
              const keys = dataKeys(response)
              return (
                <tr key={status}>
                  <th scope="row">
                    <code>{status}</code>
                  </th>
                  <td>
                    {t(meaning)}
                    {keys.length > 0 ? (
                      <span className={styles.fieldDescription}>
                        {t('Keys in data')}:{' '}
                        {keys.map((key, index) => (
                          <span key={key}>
                            {index > 0 ? ', ' : ''}
                            <code>{key}</code>
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {types.map((type, index) => (
                      <span key={type}>
                        {index > 0 ? ', ' : ''}
                        <code>{type}</code>
                      </span>
                    ))}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
