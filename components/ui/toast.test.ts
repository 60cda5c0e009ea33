import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Shown } from '@/lib/i18n/shared'
import { currentToasts, toast, TOAST_LIMIT } from './toast'

/** The tests' texts stand for text already in the viewer's language. */
const text = (value: string) => value as Shown

describe('toast (spec section 9 defaults)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    toast.remove()
    vi.useRealTimers()
  })

  const ids = () => currentToasts().map((item) => item.id)
  const visible = () => currentToasts().filter((item) => item.visible).map((item) => item.message)

  it('shows success for 2000 ms and takes it off the page 1000 ms later', () => {
    toast.success(text('Login Success !'))
    vi.advanceTimersByTime(1999)
    expect(visible()).toEqual(['Login Success !'])
    vi.advanceTimersByTime(1)
    expect(visible()).toEqual([])
    expect(currentToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(currentToasts()).toHaveLength(0)
  })

  it('shows blank, error and custom for 4000 ms', () => {
    toast(text('blank'))
    toast.error(text('error'))
    toast.custom(text('custom'))
    vi.advanceTimersByTime(3999)
    expect(visible()).toHaveLength(3)
    vi.advanceTimersByTime(1)
    expect(visible()).toHaveLength(0)
  })

  it('keeps loading until it is replaced or dismissed', () => {
    const id = toast.loading(text('Logging Out'))
    vi.advanceTimersByTime(60_000)
    expect(visible()).toEqual(['Logging Out'])
    toast.success(text('Logged Out !'), { id })
    expect(currentToasts()).toEqual([expect.objectContaining({ id, type: 'success', message: 'Logged Out !' })])
    vi.advanceTimersByTime(2000)
    expect(visible()).toEqual([])
  })

  it('keeps at most 20, newest first', () => {
    for (let index = 1; index <= TOAST_LIMIT + 5; index++) toast(text(`message ${index}`))
    expect(currentToasts()).toHaveLength(20)
    expect(currentToasts()[0]!.message).toBe('message 25')
    expect(currentToasts().at(-1)!.message).toBe('message 6')
  })

  it('dismisses one or all', () => {
    const first = toast(text('one'))
    toast(text('two'))
    toast.dismiss(first)
    expect(visible()).toEqual(['two'])
    toast.dismiss()
    expect(visible()).toEqual([])
    expect(ids()).toHaveLength(2)
  })

  it('a result takes the place of an older contradicting one; results that agree stay together', () => {
    toast.error(text('Verification Failed: wrong code'))
    toast(text('Uploading'))
    toast.success(text('Verification Success'))
    expect(visible()).toEqual(['Verification Success', 'Uploading'])
    toast.success(text('Login Success !'))
    expect(visible()).toEqual(['Login Success !', 'Verification Success', 'Uploading'])
    toast.error(text('Failed to Save Profile'))
    expect(visible()).toEqual(['Failed to Save Profile', 'Uploading'])
    vi.advanceTimersByTime(60_000)
    expect(currentToasts()).toHaveLength(0)
  })
})
