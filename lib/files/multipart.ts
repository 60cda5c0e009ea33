// Reads a multipart body without ever holding more than the limit: the declared
// length is checked first, and the stream itself is counted as it arrives, so a
// client that lies about Content-Length (or sends it chunked) is cut off too.
import { ApiError } from '@/lib/api/errors'

export class BodyTooLargeError extends Error {}

/**
 * Passes `body` through, erroring (and cancelling the source) as soon as more
 * than `maxBytes` have arrived. `exceeded()` tells afterwards whether that happened.
 */
export function limitStream(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader()
  let received = 0
  let exceeded = false
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        controller.close()
        return
      }
      received += value.byteLength
      if (received > maxBytes) {
        exceeded = true
        controller.error(new BodyTooLargeError(`body larger than ${maxBytes} bytes`))
        await reader.cancel().catch(() => undefined)
        return
      }
      controller.enqueue(value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
  return { stream, exceeded: () => exceeded }
}

export async function readMultipartForm(request: Request, options: { maxBodyBytes: number; tooLargeMessage: string }): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) {
    throw new ApiError(415, 'The upload must be sent as multipart/form-data')
  }
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > options.maxBodyBytes) throw new ApiError(413, options.tooLargeMessage)
  if (!request.body) throw new ApiError(400, 'image is required', { errors: { image: 'required' } })

  const limited = limitStream(request.body, options.maxBodyBytes)
  try {
    return await new Response(limited.stream, { headers: { 'content-type': contentType } }).formData()
  } catch {
    if (limited.exceeded()) throw new ApiError(413, options.tooLargeMessage)
    throw new ApiError(400, 'The upload could not be read as multipart/form-data')
  }
}
