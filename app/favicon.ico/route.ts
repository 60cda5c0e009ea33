// GET /favicon.ico – the portal's icon (app/icon.svg) as a 48-pixel PNG. Pages
// name the SVG in their <link rel="icon">, but a browser asks for this old
// address when it shows something without such a link (a PDF, a JSON answer).
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

// Drawn once when the portal is built: the standalone server has no app/ sources to read.
export const dynamic = 'force-static'

export async function GET() {
  const svg = await fs.readFile(path.join(process.cwd(), 'app', 'icon.svg'))
  const png = await sharp(svg, { density: 288 }).resize(48, 48).png().toBuffer()
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      // The address never changes with the icon, so a day rather than for good.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
