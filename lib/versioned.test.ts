import { describe, expect, it } from 'vitest'
import { processRegistry, versionedData } from '@/lib/versioned'

describe('versionedData', () => {
  it('keeps values by version, the oldest pushed out past its limit', () => {
    const data = versionedData<{ n: number }>('test values a', '/values', 2)
    const one = { n: 1 }
    data.remember(one, 'v1')
    data.remember({ n: 2 }, 'v2')
    expect(data.useVersion('v1')).toBe(one)
    data.remember({ n: 3 }, 'v3')
    expect(() => data.useVersion('v1')).toThrow('were not given to this render')
    expect(data.useVersion('v2')).toEqual({ n: 2 })
    expect(data.useVersion('v3')).toEqual({ n: 3 })
    // A newer value answered for a version a page asked for takes its place.
    data.remember({ n: 4 }, 'v2')
    expect(data.useVersion('v2')).toEqual({ n: 4 })
  })

  it('shares one registry per kind across the module graphs of a process', () => {
    const server = versionedData<string>('test values b', '/values', 4)
    const client = versionedData<string>('test values b', '/values', 4)
    server.remember('given by the page', 'abc')
    expect(client.useVersion('abc')).toBe('given by the page')
    expect(() => versionedData<string>('test values c', '/values', 4).useVersion('abc')).toThrow('the test values c abc were not given to this render')
  })

  it('names an address per version, and refuses on the server a version the render was not given', () => {
    const data = versionedData<string>('test values d', '/reference', 4)
    expect(data.address('AbC_-1')).toBe('/reference/AbC_-1')
    expect(data.address('a/b')).toBe('/reference/a%2Fb')
    data.remember('there', 'known')
    expect(data.useVersion('known')).toBe('there')
    expect(() => data.useVersion('missing')).toThrow('the test values d missing were not given to this render')
  })

  it('keeps a name put in again as the newest, so a render that just put it in finds it', () => {
    const registry = processRegistry<string>('test values e', 2)
    registry.remember('first', 'a')
    registry.remember('second', 'b')
    // A render puts in `a` again while another render adds `c`: `b` goes, not the `a` in use.
    registry.remember('first', 'a')
    registry.remember('third', 'c')
    expect(registry.recall('a')).toBe('first')
    expect(registry.recall('b')).toBeUndefined()
    expect(registry.recall('c')).toBe('third')
  })
})
