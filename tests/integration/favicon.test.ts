// /favicon.ico answers the portal's icon, as browsers ask for it by that name
// when they show a PDF or a JSON answer of the portal.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/favicon.ico/route'

describe('/favicon.ico', () => {
  it('is the portal icon as a PNG image, cached for a day', async () => {
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
    const metadata = await sharp(bytes).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 48, height: 48 })
    // The icon's own blue (app/icon.svg), not an empty image.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expect([data[24 * 48 * 4 + 2 * 4], data[24 * 48 * 4 + 2 * 4 + 1], data[24 * 48 * 4 + 2 * 4 + 2]]).toEqual([0x0b, 0x4f, 0x8a])
  })
})
