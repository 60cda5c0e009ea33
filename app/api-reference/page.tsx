import type { Metadata } from 'next'
import { referenceGroups, referenceHtml } from '@/components/api-reference/reference-html'
import { Markup, markupInHtmlOnly } from '@/components/markup'
import { markupOnce } from '@/components/typed-html'
import { getLabels } from '@/lib/i18n/server'
import { getOpenApiDocument } from '@/lib/openapi/document'

const DESCRIPTION = 'Every call of the portal’s REST API: who may make it, what it takes and what it returns.'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('API reference'), description: t(DESCRIPTION) }
}

export default async function ApiReferencePage() {
  const [{ t, language }, document] = await Promise.all([getLabels(), getOpenApiDocument(), markupInHtmlOnly()])
  // The contents and the operations: markup made once per language and labels, which the page's HTML carries once (decision 108).
  const reference = markupOnce(document, t, [language], () => referenceHtml(referenceGroups(document), document.components, t))

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

      <Markup as="div" html={reference} />
    </section>
  )
}
