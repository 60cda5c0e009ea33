import type { Metadata } from 'next'
import { OperationSection } from '@/components/api-reference/operation-section'
import styles from '@/components/api-reference/api-reference.module.css'
import { getLabels } from '@/lib/i18n/server'
import { getOpenApiDocument } from '@/lib/openapi/document'

const DESCRIPTION = 'Every call of the portal’s REST API: who may make it, what it takes and what it returns.'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('API reference'), description: t(DESCRIPTION) }
}

const tagId = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

export default async function ApiReferencePage() {
  const { t } = await getLabels()
  const document = await getOpenApiDocument()
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
  const groups = document.tags
    .map((tag) => ({ ...tag, operations: operations.filter((entry) => entry.operation.tags[0] === tag.name) }))
    .filter((group) => group.operations.length > 0)

  return (
    <section className="page">
      <h1>{t('API reference')}</h1>
      <p className="lead">{t(DESCRIPTION)}</p>
      <p>
        <a className="button" href="/api/openapi.json" type="application/json">
          {t('Download the OpenAPI document (JSON)')}
        </a>{' '}
        <span className="muted">
          OpenAPI {document.openapi} · {document.info.title} {document.info.version}
        </span>
      </p>

      <h2>{t('How to call the API')}</h2>
      <ul>
        <li>{t('Answers are JSON: {"message", "data"} on success; {"message"} on failure, with "errors" naming each invalid field.')}</li>
        <li>{t('Sign in with POST /api/auth/login and send data.access_token in the token header. The browser uses its session cookie instead.')}</li>
        <li>{t('Field names are in snake_case. Dates travel as AD dates written YYYY-MM-DD.')}</li>
      </ul>

      <nav aria-labelledby="contents" className={styles.toc}>
        <h2 id="contents">{t('Contents')}</h2>
        <ol>
          {groups.map((group) => (
            <li key={group.name}>
              <a href={`#${tagId(group.name)}`}>{t(group.name)}</a>
              <ol>
                {group.operations.map(({ path, method, operation }) => (
                  <li key={operation.operationId}>
                    <a href={`#${operation.operationId}`}>
                      <code>
                        {method.toUpperCase()} {path}
                      </code>
                    </a>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </nav>

      {groups.map((group) => (
        <section key={group.name} className={styles.tag} aria-labelledby={tagId(group.name)}>
          <h2 id={tagId(group.name)}>{t(group.name)}</h2>
          <p className="muted">{t(group.description)}</p>
          {group.operations.map(({ path, method, operation }) => (
            <OperationSection key={operation.operationId} method={method} path={path} operation={operation} components={document.components} t={t} />
          ))}
        </section>
      ))}
    </section>
  )
}
