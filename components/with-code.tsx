// A label that names something to type or a field as it is written (a field
// name, a value such as `system`, a date pattern) quotes it with backticks;
// it is shown as code, in whichever language the label is, so a reader sees
// what to type and a screen reader does not read it as a word of the page's
// language.
import type { ReactNode } from 'react'

/** The text with each backtick-quoted part as `<code>`. */
export function withCode(text: string): ReactNode {
  if (!text.includes('`')) return text
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))
}
