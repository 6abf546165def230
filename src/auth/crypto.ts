/**
 * Keys derived from APP_SESSION_SECRET with HKDF, one per purpose: the cookie HMAC key
 * and the AES-GCM key for tokens at rest never share material. WebCrypto only.
 */
import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import {
  decodeBase64urlIgnorePadding,
  encodeBase64urlNoPadding,
  encodeHexLowerCase,
} from '@oslojs/encoding'

export interface SessionKeys {
  /** Raw HMAC-SHA-256 key bytes for signed cookies (Hono's signed-cookie helpers). */
  cookieKey: Uint8Array<ArrayBuffer>
  encryptionKey: CryptoKey
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const cache = new Map<string, Promise<SessionKeys>>()

async function derive(secret: string): Promise<SessionKeys> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ])
  const salt = encoder.encode('ranked-feed/session/v1')
  const cookieBits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode('cookie-hmac') },
    material,
    256,
  )
  const encryptionKey = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode('token-encryption') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
  return { cookieKey: new Uint8Array(cookieBits), encryptionKey }
}

export function sessionKeys(secret: string): Promise<SessionKeys> {
  let keys = cache.get(secret)
  if (!keys) {
    keys = derive(secret)
    cache.set(secret, keys)
  }
  return keys
}

function gcm(
  iv: Uint8Array<ArrayBuffer>,
  associatedData: string | undefined,
): SubtleCryptoEncryptAlgorithm {
  return associatedData === undefined
    ? { name: 'AES-GCM', iv }
    : { name: 'AES-GCM', iv, additionalData: encoder.encode(associatedData) }
}

/**
 * AES-GCM with a random 96-bit nonce; the output is base64url(nonce ‖ ciphertext). With
 * `associatedData`, the value opens only with the same associated data.
 */
export async function encryptText(
  key: CryptoKey,
  plaintext: string,
  associatedData?: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(gcm(iv, associatedData), key, encoder.encode(plaintext)),
  )
  const out = new Uint8Array(iv.length + sealed.length)
  out.set(iv)
  out.set(sealed, iv.length)
  return encodeBase64urlNoPadding(out)
}

/**
 * The plaintext, or null when the value was tampered with, sealed under another key, or
 * sealed with other associated data.
 */
export async function decryptText(
  key: CryptoKey,
  sealed: string,
  associatedData?: string,
): Promise<string | null> {
  try {
    const bytes = decodeBase64urlIgnorePadding(sealed)
    const iv = bytes.slice(0, 12)
    const data = bytes.slice(12)
    return decoder.decode(await crypto.subtle.decrypt(gcm(iv, associatedData), key, data))
  } catch {
    return null
  }
}

export function randomToken(bytes = 32): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(bytes)))
}

export function sha256Hex(value: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(value)))
}

/** Constant-time equality (lengths may differ; only the length leaks). */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a)
  const right = encoder.encode(b)
  return left.length === right.length && constantTimeEqual(left, right)
}
