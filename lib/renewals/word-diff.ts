// A word diff of two texts for the review (decision 088): which words the
// clerk removed and which they added, in order. Profile texts are short (a few
// hundred words), so the longest common subsequence over words is cheap; past
// MAX_WORDS a text is shown as wholly replaced instead of spending time on it.

export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string }

const MAX_WORDS = 2_000

/** Words and the spaces after them, so that the parts join back into the text. */
function words(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? []
}

function push(parts: WordPart[], kind: WordPart['kind'], text: string) {
  const last = parts.at(-1)
  if (last && last.kind === kind) last.text += text
  else parts.push({ kind, text })
}

export function diffWords(before: string | null | undefined, after: string | null | undefined): WordPart[] {
  const a = words(before ?? '')
  const b = words(after ?? '')
  const parts: WordPart[] = []
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) {
    if (a.length) push(parts, 'removed', a.join(''))
    if (b.length) push(parts, 'added', b.join(''))
    return parts
  }
  const same = (x: string, y: string) => x.trim() === y.trim()
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] = same(a[i], b[j]) ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (same(a[i], b[j])) {
      push(parts, 'same', b[j])
      i++
      j++
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) push(parts, 'removed', a[i++])
    else push(parts, 'added', b[j++])
  }
  while (i < a.length) push(parts, 'removed', a[i++])
  while (j < b.length) push(parts, 'added', b[j++])
  return parts
}
