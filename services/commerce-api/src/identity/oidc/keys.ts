import { createECDH, createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AsymmetricSigningAlgorithm, JWK, JWKS } from 'oidc-provider';

/** A fresh ES256 signing key (P-256) with a random, unique `kid`, as a key set of one. */
export function generateSigningKeys(): JWKS {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    keys: [{ ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'ES256', use: 'sig' }],
  };
}

/**
 * An ES256 signing key (P-256) derived from `secret` and `label`: the same in every process
 * that holds the secret, so processes behind one address sign alike without sharing a file.
 */
export function derivedSigningKeys(secret: string, label: string): JWKS {
  const ecdh = createECDH('prime256v1');
  // An HMAC output is a valid P-256 private key but for a chance of about 2^-32: try the next.
  for (let attempt = 0; ; attempt += 1) {
    const scalar = createHmac('sha256', secret).update(`${label}:key:${attempt}`).digest();
    try {
      ecdh.setPrivateKey(scalar);
    } catch {
      continue;
    }
    const point = ecdh.getPublicKey();
    const kid = createHmac('sha256', secret)
      .update(`${label}:kid`)
      .digest('base64url')
      .slice(0, 16);
    return {
      keys: [
        {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
          d: scalar.toString('base64url'),
          kid,
          alg: 'ES256',
          use: 'sig',
        },
      ],
    };
  }
}

/** Fresh cookie signing keys (the first signs, every one verifies: rotate by prepending). */
export function generateCookieKeys(count = 2): string[] {
  return Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
}

const EC_ALGORITHMS: Readonly<Record<string, AsymmetricSigningAlgorithm>> = {
  'P-256': 'ES256',
  'P-384': 'ES384',
  'P-521': 'ES512',
};

/** The JWS algorithm ID Tokens are signed with: that of the first key of the set. */
export function signingAlgorithm(jwks: JWKS): AsymmetricSigningAlgorithm {
  const [first] = jwks.keys;
  if (!first) throw new Error('The signing key set is empty.');
  if (first.alg) return first.alg as AsymmetricSigningAlgorithm;
  if (first.kty === 'RSA') return 'RS256';
  if (first.kty === 'EC') return EC_ALGORITHMS[first.crv ?? ''] ?? 'ES256';
  return 'EdDSA';
}

/**
 * Why a key set cannot sign (null when it can): every key needs a private part and a `kid`
 * of its own, and the first must use an algorithm ID Tokens may be signed with.
 */
export function signingKeysProblem(value: unknown): string | null {
  const keys = (value as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) return 'must be a JWKS: {"keys":[…]}';
  const kids = new Set<string>();
  for (const key of keys as Record<string, unknown>[]) {
    if (typeof key !== 'object' || key === null || typeof key.kty !== 'string') {
      return 'every key needs a kty';
    }
    if (typeof key.kid !== 'string' || key.kid === '') return 'every key needs a kid';
    if (kids.has(key.kid)) return `the kid ${key.kid} is used twice`;
    kids.add(key.kid);
    if (typeof key.d !== 'string') return `the key ${key.kid} has no private part (d)`;
  }
  const algorithm: string = signingAlgorithm({ keys: keys as JWK[] });
  if (!['RS256', 'PS256', 'ES256', 'EdDSA'].includes(algorithm)) {
    return `the first key must sign with RS256, PS256, ES256 or EdDSA (not ${algorithm})`;
  }
  return null;
}
