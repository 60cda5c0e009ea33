// The API reference as markup (reference-html.ts): every operation of the
// OpenAPI document in its tag's section, named by its heading, linked from the
// contents, its tables framed and named; what the document says is escaped,
// and the labels are the page's as they are now.
import { describe, expect, it } from 'vitest'
import { getOpenApiDocument, type OpenApiDocument } from '@/lib/openapi/document'
import { referenceGroups, referenceHtml } from './reference-html'

const document = await getOpenApiDocument()
const english = (words: Record<string, string> = {}) => (key: string) => words[key] ?? key
const html = referenceHtml(referenceGroups(document), document.components, english())

/** The markup of one operation's section. */
function operation(made: string, id: string): string {
  const start = made.indexOf(`<section class="`, made.indexOf(`aria-labelledby="${id}"`) - 40)
  return made.slice(start, made.indexOf('</section>', start))
}

describe('the API reference markup', () => {
  it('has every operation once, each a section named by its heading and linked from the contents', () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((entry) => entry.operationId))
    expect(ids.length).toBeGreaterThan(100)
    for (const id of ids) {
      expect(html.split(`<h3 id="${id}"`)).toHaveLength(2)
      expect(html).toContain(`aria-labelledby="${id}"><h3 id="${id}"`)
      expect(html).toContain(`<li><a href="#${id}"><code>`)
    }
    // The tags' sections follow the contents, each named by its heading.
    expect(html.startsWith('<nav aria-labelledby="contents" class="')).toBe(true)
    for (const group of referenceGroups(document)) expect(html).toContain(`<h2 id="tag-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${group.name}</h2>`)
  })

  it('says who may call an operation and what its body takes, in framed tables named by their caption', () => {
    const section = operation(html, 'postNgoTargetGroupOrThematicScope')
    expect(section).toContain('<dt>Who may call it</dt><dd>The super administrator only</dd>')
    expect(section).toContain(
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Request body of POST /api/ngo/target-group-or-thematic-scope"><table class="',
    )
    expect(section).toMatch(/<tr><th scope="row" class="[^"]+" style="padding-inline-start:0.6rem"><code>type<\/code><\/th><td><code>string<\/code><\/td><td>Yes<\/td><td><ul class="[^"]+"><li>One of: <code>target-group, thematic-scope<\/code><\/li><\/ul><\/td><\/tr>/)
    expect(section).toContain('aria-label="Responses of POST /api/ngo/target-group-or-thematic-scope"')
  })

  it('shows both shapes of a rows body, the rows\u2019 fields indented under their array', () => {
    const section = operation(html, 'putNgoIdAnnualBudget')
    expect(section).toContain('<p>One of these shapes:</p><ol class="')
    expect(section).toContain('aria-label="Request body of PUT /api/ngo/{id}/annual-budget, Shape 2"')
    expect(section).toMatch(/style="padding-inline-start:1.85rem"><span aria-hidden="true">↳ <\/span><code>external_body<\/code>/)
    // The path parameter, with its description.
    expect(section).toMatch(/<tr><th scope="row" class="[^"]+"><code>id<\/code><span class="[^"]+">[^<]+<\/span><\/th><td>Path<\/td>/)
  })

  it('escapes what the document says and shows the labels as they are now', () => {
    const [path, item] = Object.entries(document.paths)[0]
    const [method, entry] = Object.entries(item)[0]
    const hostile: OpenApiDocument = {
      ...document,
      paths: { [path]: { [method]: { ...entry, summary: 'Reads <script>alert(1)</script> & more', description: '"quoted"' } } },
    }
    const made = referenceHtml(referenceGroups(hostile), hostile.components, english({ 'Who may call it': 'कसले बोलाउन सक्छ' }))
    expect(made).toContain('<p>Reads &#60;script&#62;alert(1)&#60;/script&#62; &#38; more</p><p class="muted">&#34;quoted&#34;</p>')
    expect(made).not.toContain('<script>')
    expect(made).toContain('<dt>कसले बोलाउन सक्छ</dt>')
  })
})
