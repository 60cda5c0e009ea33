// Compression of what Next answers (decision 106). The `compression`
// middleware chooses as Next's own would (Brotli or gzip as the client
// accepts, compressible types only, nothing under 1 kB, never a
// `Cache-Control: no-transform` answer), installed by the standalone entry
// (scripts/portal-server.cjs) with Next's own turned off (next.config.ts).
//
// A rendered page or RSC payload reaches the response as some thirty 4 kB
// chunks, and Next flushes the compressor after each: thirty compressor jobs
// and socket writes per page. Here what Next writes in one turn of the event
// loop goes to the compressor as one piece, flushed once, so a page still
// streams (its shell, then each part as it is rendered) at a few pieces per
// answer. Other answers (files, JSON) pass straight through, keeping their
// back-pressure.
import type { IncomingMessage, ServerResponse } from 'node:http'
import compression from 'compression'
import { constants } from 'node:zlib'

// Brotli at the middleware's quality 4, with a 256 kB window instead of 4 MB: a
// page is under 200 kB, and the larger window's buffers, made for every answer,
// made the slowest answers of ten at once 20-40 % slower than gzip's.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } } })

/** Rendered answers, whose writes are gathered per turn: bounded in size, written in bursts. */
const RENDERED = /^text\/(html|x-component)\b/

type Callback = (error?: Error | null) => void
type Flushable = ServerResponse & { flush?: () => void }

/** Compresses the answer to `request` as the client accepts; call before Next handles it. */
export function compressAnswer(request: IncomingMessage, response: ServerResponse) {
  compress(request as never, response as never, () => {})
  gatherRenderedWrites(response as Flushable)
}

function gatherRenderedWrites(response: Flushable) {
  const write = response.write as (this: ServerResponse, ...args: unknown[]) => boolean
  const end = response.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse
  const flush = response.flush
  let gathering: boolean | undefined
  let pending: Buffer[] = []
  let callbacks: Callback[] = []
  let scheduled = false

  const isRendered = () => (gathering ??= RENDERED.test(String(response.getHeader('content-type') ?? '')))
  /** What was written since the last piece went out, as one piece, with the callbacks waiting on it. */
  const take = (): [Buffer, Callback[]] => {
    const piece: [Buffer, Callback[]] = [pending.length === 1 ? pending[0] : Buffer.concat(pending), callbacks]
    pending = []
    callbacks = []
    return piece
  }
  const release = () => {
    scheduled = false
    if (pending.length === 0) return
    const [chunk, done] = take()
    write.call(response, chunk)
    flush?.call(response)
    for (const callback of done) callback()
  }

  response.write = function gatheredWrite(this: Flushable, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!isRendered()) return write.call(this, chunk, encoding, callback)
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    pending.push(toBuffer(chunk, encoding as BufferEncoding | undefined))
    if (typeof callback === 'function') callbacks.push(callback as Callback)
    if (!scheduled) {
      scheduled = true
      setImmediate(release)
    }
    return true
  } as ServerResponse['write']

  // Next flushes after every chunk; gathered writes are flushed once per turn.
  response.flush = function gatheredFlush(this: Flushable) {
    if (!isRendered()) flush?.call(this)
  }

  response.end = function gatheredEnd(this: Flushable, ...args: unknown[]) {
    if (!gathering || pending.length === 0) return end.apply(this, args)
    const [chunk, encoding] = typeof args[0] === 'function' ? [] : (args as [unknown, unknown])
    const callback = args.find((argument) => typeof argument === 'function') as Callback | undefined
    if (chunk !== undefined && chunk !== null) pending.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined))
    const [body, done] = take()
    end.call(this, body)
    for (const waiting of done) waiting()
    if (callback) this.once('finish', () => callback())
    return this
  } as ServerResponse['end']
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding)
  const view = chunk as ArrayBufferView
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength)
}

const COMPRESSION_KEY = Symbol.for('ngo-portal.compression')

/** Puts `compressAnswer` in front of Next, for the standalone entry (scripts/portal-server.cjs). */
export function installCompression() {
  ;(globalThis as typeof globalThis & { [COMPRESSION_KEY]?: typeof compressAnswer })[COMPRESSION_KEY] = compressAnswer
}
