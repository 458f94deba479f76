import { describe, expect, it } from 'vitest';
import { basicCredentials } from './identityApi.server';
import { safeReturnTo } from './oidc.server';
import { isSameOriginRequest } from './origin.server';

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnTo('/varietypack/customize?step=2#mix')).toBe(
      '/varietypack/customize?step=2#mix',
    );
    expect(safeReturnTo('/checkout')).toBe('/checkout');
  });

  it('sends anything else home: other origins, protocol-relative, backslashes, the sign-in itself', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/signin?returnTo=/cart',
      '/implicit/callback?code=x',
      '/login?interaction=abc',
    ]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });
});

describe('basicCredentials', () => {
  it('form-encodes the client id and secret before base64 (RFC 6749 2.3.1)', () => {
    const header = basicCredentials('snacks', 'a b+c:d');
    expect(header).toBe(`Basic ${Buffer.from('snacks:a+b%2Bc%3Ad').toString('base64')}`);
  });
});

describe('isSameOriginRequest', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:3000/signout', { method: 'POST', headers });
  const site = 'http://localhost:3000';

  it('accepts this site’s pages, by its public origin or the address it was sent to', () => {
    expect(isSameOriginRequest(post({ Origin: site }), site)).toBe(true);
    expect(isSameOriginRequest(post({ Origin: 'http://127.0.0.1:3000' }), site)).toBe(true);
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-origin' }), site)).toBe(true);
    // A page with Referrer-Policy: no-referrer posts with Origin: null, same-origin still.
    expect(
      isSameOriginRequest(post({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }), site),
    ).toBe(true);
    expect(isSameOriginRequest(post({}), site)).toBe(true);
  });

  it('refuses a form from another site, including the other port of localhost', () => {
    expect(isSameOriginRequest(post({ Origin: 'https://evil.example' }), site)).toBe(false);
    expect(isSameOriginRequest(post({ Origin: 'http://localhost:3001' }), site)).toBe(false);
    expect(isSameOriginRequest(post({ Origin: 'null' }), site)).toBe(false);
    expect(isSameOriginRequest(post({ Origin: site, 'Sec-Fetch-Site': 'same-site' }), site)).toBe(
      false,
    );
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'cross-site' }), site)).toBe(false);
  });
});
