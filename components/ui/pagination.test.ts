import { describe, expect, it } from 'vitest'
import { paginationItems, shownRange } from './pagination'

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(2, 3)).toEqual([1, 2, 3])
    expect(paginationItems(1, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps a window of 3 around the current page, with the first and last always shown', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 'gap', 10])
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 8, 9, 10])
    expect(paginationItems(7, 7)).toEqual([1, 'gap', 5, 6, 7])
  })

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(paginationItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
  })

  it('clamps a page outside the range and returns nothing for no pages', () => {
    expect(paginationItems(99, 5)).toEqual([1, 2, 3, 4, 5])
    expect(paginationItems(-3, 10)).toEqual([1, 2, 3, 'gap', 10])
    expect(paginationItems(1, 0)).toEqual([])
  })
})

describe('shownRange', () => {
  it('gives the first and last entry shown and the total', () => {
    expect(shownRange(1, 10, 64)).toEqual({ from: 1, to: 10, total: 64 })
    expect(shownRange(7, 10, 64)).toEqual({ from: 61, to: 64, total: 64 })
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 })
  })
})
