import { describe, expect, it } from 'vitest'
import { limitStream, readMultipartForm } from './multipart'

function chunked(total: number, chunk = 1024) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close()
      const size = Math.min(chunk, total - sent)
      sent += size
      controller.enqueue(new Uint8Array(size))
    },
  })
  return { stream, sent: () => sent }
}

async function drain(stream: ReadableStream<Uint8Array>) {
  let received = 0
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) received += chunk.byteLength
  return received
}

describe('limitStream', () => {
  it('passes a body within the limit through whole', async () => {
    const source = chunked(10_000)
    const limited = limitStream(source.stream, 10_000)
    expect(await drain(limited.stream)).toBe(10_000)
    expect(limited.exceeded()).toBe(false)
  })

  it('errors just past the limit and stops reading the source', async () => {
    const source = chunked(1_000_000)
    const limited = limitStream(source.stream, 10_000)
    await expect(drain(limited.stream)).rejects.toThrow(/larger than 10000 bytes/)
    expect(limited.exceeded()).toBe(true)
    expect(source.sent()).toBeLessThan(20_000)
  })
})

describe('readMultipartForm', () => {
  const options = { maxBodyBytes: 4096, tooLargeMessage: 'too large' }

  it('reads a small form', async () => {
    const form = new FormData()
    form.set('id', 'logo')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    expect((await readMultipartForm(request, options)).get('id')).toBe('logo')
  })

  it('answers 413 for a declared or streamed body over the limit, 415 for anything that is not multipart', async () => {
    const big = new FormData()
    big.set('image', new File([new Uint8Array(10_000)], 'x.png'))
    await expect(readMultipartForm(new Request('http://localhost/', { method: 'POST', body: big }), options)).rejects.toMatchObject({ status: 413, message: 'too large' })
    const declared = new Request('http://localhost/', { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '99999' } })
    await expect(readMultipartForm(declared, options)).rejects.toMatchObject({ status: 413 })
    const json = new Request('http://localhost/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    await expect(readMultipartForm(json, options)).rejects.toMatchObject({ status: 415 })
    const broken = new Request('http://localhost/', { method: 'POST', body: 'nonsense', headers: { 'content-type': 'multipart/form-data; boundary=abc' } })
    await expect(readMultipartForm(broken, options)).rejects.toMatchObject({ status: 400 })
  })
})
