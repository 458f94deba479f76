import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Sealing: a value encrypted and authenticated with the site's session secret (AES-256-GCM,
 * the key derived from the secret with HKDF-SHA256), so what the site hands elsewhere to keep
 * (the API's session store, the browser's cookie) is neither readable nor changeable there.
 * `context` is bound to the sealed text as associated data: a value sealed for one session
 * id, site or use does not open as another.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'snackshop site seal v1', 32));
    keys.set(secret, key);
  }
  return key;
}

/** `value` as JSON, sealed with the first of `secrets` (the current one). */
export function seal(value: unknown, secrets: readonly string[], context: string): string {
  const [secret] = secrets;
  if (!secret) throw new Error('seal: no secret to seal with');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const text = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, text, cipher.getAuthTag()]).toString('base64url')}`;
}

/**
 * The value sealed by `seal` under one of `secrets` (an older one still opens what it sealed,
 * so a secret can be rotated) for the same `context`; null for anything else: another
 * context, a changed byte, a secret no longer given, or not a sealed value at all.
 */
export function unseal(sealed: unknown, secrets: readonly string[], context: string): unknown {
  if (typeof sealed !== 'string' || !sealed.startsWith(`${VERSION}.`)) return null;
  const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const text = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      const json = Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
      return JSON.parse(json) as unknown;
    } catch {
      // Not this secret's (or not intact): try the next.
    }
  }
  return null;
}
