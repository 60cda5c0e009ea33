// Images are decoded and written out again with sharp, so what is stored is
// pixels the portal produced, never the bytes a client sent: no hidden
// payloads, no metadata (GPS positions in phone photos), no decompression bombs.
import sharp, { type Metadata, type Sharp } from 'sharp'
import { ApiError } from '@/lib/api/errors'
import type { ImageType } from '@/lib/files/sniff'

/** Larger than an A3 page scanned at 300 dpi; a pixel flood is far beyond it. */
export const MAX_INPUT_PIXELS = 40_000_000
/** Longest side of a stored logo. */
export const LOGO_MAX_SIDE = 512

export const IMAGE_TOO_LARGE_MESSAGE = 'Image dimensions are too large!'

const FORMAT_OF: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' }

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message)

function open(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
}

/**
 * Reads the header first: the claimed type must match what sharp finds, and
 * the pixel count must be sane before any pixel is decoded.
 */
async function inspect(bytes: Uint8Array, type: ImageType, wrongTypeMessage: string) {
  let metadata: Metadata
  try {
    metadata = await open(bytes).metadata()
  } catch (error) {
    if (isPixelLimitError(error)) throw new ApiError(413, IMAGE_TOO_LARGE_MESSAGE)
    throw new ApiError(415, wrongTypeMessage)
  }
  if (metadata.format !== FORMAT_OF[type] || !metadata.width || !metadata.height) throw new ApiError(415, wrongTypeMessage)
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ApiError(413, IMAGE_TOO_LARGE_MESSAGE)
}

async function render(pipeline: Sharp, wrongTypeMessage: string) {
  try {
    return await pipeline.toBuffer()
  } catch (error) {
    if (isPixelLimitError(error)) throw new ApiError(413, IMAGE_TOO_LARGE_MESSAGE)
    throw new ApiError(415, wrongTypeMessage)
  }
}

/** A logo: upright, longest side at most 512 px, WebP (keeps transparency). */
export async function reencodeLogo(bytes: Uint8Array, type: ImageType, wrongTypeMessage: string) {
  await inspect(bytes, type, wrongTypeMessage)
  const data = await render(
    open(bytes).rotate().resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }),
    wrongTypeMessage,
  )
  return { data, mimeType: 'image/webp' as const }
}

/** Longest side of the stored emblem: sharp at the size it is printed (about 3 cm on the certificate). */
export const EMBLEM_MAX_SIDE = 600

/**
 * The municipality's emblem: upright, longest side at most 600 px, PNG
 * (keeps transparency, and is what the PDF library draws without converting).
 */
export async function reencodeEmblem(bytes: Uint8Array, type: ImageType, wrongTypeMessage: string) {
  await inspect(bytes, type, wrongTypeMessage)
  const data = await render(
    open(bytes).rotate().resize({ width: EMBLEM_MAX_SIDE, height: EMBLEM_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9 }),
    wrongTypeMessage,
  )
  return { data, mimeType: 'image/png' as const }
}

/** A scanned document: same size and format, upright, metadata dropped. */
export async function reencodeDocumentImage(bytes: Uint8Array, type: ImageType, wrongTypeMessage: string) {
  await inspect(bytes, type, wrongTypeMessage)
  const pipeline = open(bytes).rotate()
  const encoded =
    type === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : type === 'image/jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.webp({ quality: 90 })
  return { data: await render(encoded, wrongTypeMessage), mimeType: type }
}
