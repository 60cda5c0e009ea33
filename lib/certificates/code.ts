// The code a certificate's QR carries (/verify/<code>, decision 096): the
// certificate's id and a truncated HMAC of it, 14 bytes written as 19
// URL-safe characters. Only the portal can make a code that names a
// certificate; a changed, shortened or made-up code names none. The key is
// derived from AUTH_SECRET for this use alone (HKDF), so it signs nothing
// else and a session token's key never signs a certificate.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { getAuthSecret } from '@/lib/env'

const ID_BYTES = 4
const MAC_BYTES = 10
/** Length of every code: 14 bytes in base64url. */
export const CODE_LENGTH = Math.ceil(((ID_BYTES + MAC_BYTES) * 8) / 6)
const CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${CODE_LENGTH}}$`)
const MAX_ID = 2 ** 31 - 1

/** The key of certificate codes, derived from a secret. */
export function certificateKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'ngo-portal', 'certificate-code', 32))
}

let portalKey: { secret: string; key: Buffer } | undefined

/** The key under this installation's AUTH_SECRET (worked out once per secret). */
function keyOfPortal(): Buffer {
  const secret = getAuthSecret()
  if (portalKey?.secret !== secret) portalKey = { secret, key: certificateKey(secret) }
  return portalKey.key
}

function mac(id: Buffer, key: Buffer): Buffer {
  return createHmac('sha256', key).update('certificate:').update(id).digest().subarray(0, MAC_BYTES)
}

/** The code of a certificate id. */
export function certificateCode(id: number, key: Buffer = keyOfPortal()): string {
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new RangeError(`not a certificate id: ${id}`)
  const idBytes = Buffer.alloc(ID_BYTES)
  idBytes.writeUInt32BE(id)
  return Buffer.concat([idBytes, mac(idBytes, key)]).toString('base64url')
}

/** The certificate id a code names, or null when it is not one the key made (changed, shortened, padded, made up). */
export function certificateIdOf(code: string, key: Buffer = keyOfPortal()): number | null {
  if (!CODE_PATTERN.test(code)) return null
  const bytes = Buffer.from(code, 'base64url')
  // A code whose last character carries bits the 14 bytes do not use is another spelling: refused.
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString('base64url') !== code) return null
  const idBytes = bytes.subarray(0, ID_BYTES)
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), mac(idBytes, key))) return null
  const id = idBytes.readUInt32BE()
  return id >= 1 && id <= MAX_ID ? id : null
}
