import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptureContextClaims } from './provider';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Signs and checks capture contexts: compact JWTs (HMAC-SHA256) carrying the session, the
 * storefront origin and an expiry. Stateless, so any API instance sharing the secret accepts
 * what another issued.
 */
export class CaptureContextSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  issue(
    sessionId: string,
    origin: string,
    cvv?: CaptureContextClaims['cvv'],
  ): { token: string; claims: CaptureContextClaims } {
    const iat = Math.floor(this.now().getTime() / 1000);
    const claims: CaptureContextClaims = {
      jti: randomBytes(16).toString('base64url'),
      sid: sessionId,
      origin,
      iat,
      exp: iat + this.ttlSeconds,
      ...(cvv ? { cvv } : {}),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${HEADER}.${payload}.${this.sign(`${HEADER}.${payload}`)}`, claims };
  }

  /** The claims of a well-formed, authentic, unexpired context; null otherwise. */
  verify(token: string): CaptureContextClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HEADER) return null;
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: CaptureContextClaims;
    try {
      claims = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as CaptureContextClaims;
    } catch {
      return null;
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.now().getTime()) return null;
    return claims;
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(`capture-context.${input}`).digest('base64url');
  }
}
