import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal.server';

const current = 'the-current-secret-of-at-least-32-chars';
const older = 'an-older-secret-still-given-for-rotation';
const value = { apiToken: 'api-session-token', firstName: 'Rosa', flags: [1, true, null] };

describe('sealing', () => {
  it('opens what it sealed, and nobody can read the value in the sealed text', () => {
    const sealed = seal(value, [current], 'snacks session abc');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Rosa');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('Rosa');
    expect(unseal(sealed, [current], 'snacks session abc')).toEqual(value);
    // The same value sealed twice reads differently (a fresh IV each time).
    expect(seal(value, [current], 'snacks session abc')).not.toBe(sealed);
  });

  it('opens nothing sealed for another context, under another secret, or changed by one byte', () => {
    const sealed = seal(value, [current], 'snacks session abc');
    expect(unseal(sealed, [current], 'snacks session abd')).toBeNull();
    expect(unseal(sealed, [current], 'rewards session abc')).toBeNull();
    expect(unseal(sealed, [older], 'snacks session abc')).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 1;
      expect(
        unseal(`v1.${changed.toString('base64url')}`, [current], 'snacks session abc'),
      ).toBeNull();
    }
    for (const junk of ['', 'v1.', 'v1.AAAA', 'v2.abc', 42, null, undefined, { sealed }]) {
      expect(unseal(junk, [current], 'snacks session abc')).toBeNull();
    }
  });

  it('seals with the first secret and still opens what an older one sealed, until it is dropped', () => {
    const before = seal(value, [older], 'ctx');
    expect(unseal(before, [current, older], 'ctx')).toEqual(value);
    expect(unseal(before, [current], 'ctx')).toBeNull();
    const after = seal(value, [current, older], 'ctx');
    expect(unseal(after, [current], 'ctx')).toEqual(value);
    expect(() => seal(value, [], 'ctx')).toThrow('no secret');
  });
});
