import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { withCode } from './with-code'

describe('withCode', () => {
  it('shows each backtick-quoted part as code, and plain text as it is', () => {
    expect(renderToStaticMarkup(<p>{withCode('मोबाइल नम्बरका अङ्क, वा `system`')}</p>)).toBe('<p>मोबाइल नम्बरका अङ्क, वा <code>system</code></p>')
    expect(renderToStaticMarkup(<p>{withCode('(`lalitpur` or `others`)')}</p>)).toBe('<p>(<code>lalitpur</code> or <code>others</code>)</p>')
    expect(renderToStaticMarkup(<p>{withCode('No code <here>')}</p>)).toBe('<p>No code &lt;here&gt;</p>')
  })
})
