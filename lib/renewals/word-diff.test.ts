import { describe, expect, it } from 'vitest'
import { diffWords } from './word-diff'

describe('diffWords', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(diffWords('We teach children to read', 'We teach adults to read and write')).toEqual([
      { kind: 'same', text: 'We teach ' },
      { kind: 'removed', text: 'children ' },
      { kind: 'added', text: 'adults ' },
      { kind: 'same', text: 'to read ' },
      { kind: 'added', text: 'and write' },
    ])
  })

  it('treats an empty side as wholly added or removed, and equal texts as unchanged', () => {
    expect(diffWords(null, 'नयाँ लक्ष्य')).toEqual([{ kind: 'added', text: 'नयाँ लक्ष्य' }])
    expect(diffWords('पुरानो', '')).toEqual([{ kind: 'removed', text: 'पुरानो' }])
    expect(diffWords('उस्तै पाठ', 'उस्तै पाठ')).toEqual([{ kind: 'same', text: 'उस्तै पाठ' }])
  })
})
