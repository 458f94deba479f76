import { describe, expect, it } from 'vitest';
import { hashTrackingFields, hashTrackingValue, hashedUserData, sha256Hex } from './hash';

/*
 * Test vectors published by Meta in the Conversions API "Customer Information Parameters"
 * documentation:
 *   https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters
 * The page gives input, normalized form and expected SHA-256 for em (John_Smith@gmail.com),
 * ph ((650)555-1212 → 16505551212) and fn (Mary, 정, Valéry). Its db example
 * (2/16/1997 → 19970216) and country example (United States → us) come from the same page, as
 * reproduced in secondary notes; their hashes were checked with `sha256sum`. For ge, ct, st and
 * zp the page gives the normalized form only (f/m, lower case without spaces, two-letter code,
 * first 5 digits), so those are asserted on the normalized value in normalize.test.ts.
 * One more platform's vector: Snap's Conversions API parameters page
 * (https://developers.snap.com/api/marketing-api/Conversions-API/Parameters):
 * Person@Example.com → person@example.com → 542d2401….
 */
const META_VECTORS = [
  [
    'email',
    'John_Smith@gmail.com',
    '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f',
  ],
  ['phone', '(650)555-1212', 'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176'],
  ['firstName', 'Mary', '6915771be1c5aa0c886870b6951b03d7eafc121fea0e80a5ea83beb7c449f4ec'],
  ['lastName', '정', '8fa8cd9c440be61d0151429310034083132b35975c4bea67fdd74158eb51db14'],
  ['firstName', 'Valéry', '08e1996b5dd49e62a4b4c010d44e4345592a863bb9f8e3976219bac29417149c'],
  ['birthDate', '2/16/1997', '01acdbf6ec7b4f478a225f1a246e5d6767eeab1a7ffa17f025265b5b94f40f0c'],
  ['country', 'United States', '79adb2a2fce5c6ba215fe5f27f532d4e7edbac4b6a5e09e1ef3a08084a904621'],
] as const;

describe('hashTrackingValue', () => {
  it.each(META_VECTORS)(
    'matches Meta’s published vector for %s %j',
    async (field, input, expected) => {
      await expect(hashTrackingValue(field, input)).resolves.toBe(expected);
    },
  );

  it('matches Snap’s published email vector', async () => {
    await expect(hashTrackingValue('email', ' Person@Example.com ')).resolves.toBe(
      '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345',
    );
  });

  it('hashes the same person the same way however the input is written', async () => {
    const a = await hashTrackingValue('phone', '+1 (650) 555-1212');
    const b = await hashTrackingValue('phone', '650.555.1212');
    expect(a).toBe(b);
    expect(await hashTrackingValue('firstName', ' MARY ')).toBe(
      await hashTrackingValue('firstName', 'mary'),
    );
    // Composed and decomposed "é" are one name after NFC.
    expect(await hashTrackingValue('firstName', 'Vale\u0301ry')).toBe(META_VECTORS[4][2]);
  });

  it('hashes gender, state, zip and city in their normalized forms', async () => {
    expect(await hashTrackingValue('gender', 'Female')).toBe(await sha256Hex('f'));
    expect(await hashTrackingValue('gender', 'male')).toBe(await sha256Hex('m'));
    expect(await hashTrackingValue('state', 'California')).toBe(await sha256Hex('ca'));
    expect(await hashTrackingValue('zip', '94035-1234')).toBe(await sha256Hex('94035'));
    expect(await hashTrackingValue('city', 'Menlo Park')).toBe(await sha256Hex('menlopark'));
  });

  it('returns nothing for values that normalize to nothing', async () => {
    await expect(hashTrackingValue('email', '   ')).resolves.toBeUndefined();
    await expect(hashTrackingValue('gender', 'unknown')).resolves.toBeUndefined();
    await expect(hashTrackingValue('birthDate', '2/30/1997')).resolves.toBeUndefined();
    await expect(hashTrackingValue('phone', null)).resolves.toBeUndefined();
  });
});

describe('sha256Hex', () => {
  it('gives lowercase hex of the UTF-8 bytes', async () => {
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Hex('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('hashTrackingFields', () => {
  it('hashes each given field and leaves out the empty ones', async () => {
    const hashed = await hashTrackingFields({
      email: 'John_Smith@gmail.com',
      phone: '(650)555-1212',
      gender: '',
      city: undefined,
    });
    expect(hashed).toEqual({ email: META_VECTORS[0][2], phone: META_VECTORS[1][2] });
  });
});

describe('hashedUserData', () => {
  it('puts each hash under its Meta parameter name', async () => {
    await expect(
      hashedUserData({ email: 'John_Smith@gmail.com', phone: '(650)555-1212', city: ' ' }),
    ).resolves.toEqual({ em: META_VECTORS[0][2], ph: META_VECTORS[1][2] });
  });
});
