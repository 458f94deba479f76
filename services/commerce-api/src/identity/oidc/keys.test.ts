import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedSigningKeys, signingKeysProblem } from './keys';

describe('derivedSigningKeys', () => {
  it('derives the same ES256 key from the same secret in every process, another from another', () => {
    const first = derivedSigningKeys('a-cookie-key-of-at-least-32-characters', 'stand-in google');
    const again = derivedSigningKeys('a-cookie-key-of-at-least-32-characters', 'stand-in google');
    expect(again).toEqual(first);
    expect(signingKeysProblem(first)).toBeNull();
    const otherSecret = derivedSigningKeys(
      'another-cookie-key-of-32-characters!',
      'stand-in google',
    );
    const otherLabel = derivedSigningKeys('a-cookie-key-of-at-least-32-characters', 'other');
    expect(otherSecret.keys[0]!.d).not.toBe(first.keys[0]!.d);
    expect(otherLabel.keys[0]!.d).not.toBe(first.keys[0]!.d);
  });

  it('is a working key pair: what the private part signs, the public part verifies', () => {
    const [jwk] = derivedSigningKeys(
      'a-cookie-key-of-at-least-32-characters',
      'stand-in google',
    ).keys;
    const privateKey = createPrivateKey({ key: { ...jwk }, format: 'jwk' });
    const { d: _private, ...publicJwk } = jwk!;
    const publicKey = createPublicKey({ key: publicJwk, format: 'jwk' });
    const signature = sign('sha256', Buffer.from('id token'), privateKey);
    expect(verify('sha256', Buffer.from('id token'), publicKey, signature)).toBe(true);
  });
});
