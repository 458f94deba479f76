import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of `bytes` bytes (256 bits by default) from the system CSPRNG. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How a token a shopper holds is stored: its SHA-256, hex. The token itself never is. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
