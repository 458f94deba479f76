import { describe, expect, it } from 'vitest';
import { canonicalLoopbackUrl } from './canonicalOrigin.server';

const get = (url: string, method = 'GET') => new Request(url, { method });

describe('the site’s own origin for another name of the same machine (decision 0048)', () => {
  it('sends 127.0.0.1 to localhost on the same port, page and query kept', () => {
    expect(
      canonicalLoopbackUrl(
        get('http://127.0.0.1:3000/signin?screen=create&returnTo=%2Fcart'),
        'http://localhost:3000',
      ),
    ).toBe('http://localhost:3000/signin?screen=create&returnTo=%2Fcart');
    expect(canonicalLoopbackUrl(get('http://[::1]:3001/'), 'http://localhost:3001')).toBe(
      'http://localhost:3001/',
    );
    expect(canonicalLoopbackUrl(get('http://localhost:3000/cart'), 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/cart',
    );
  });

  it('names the page of a data request, not the request', () => {
    expect(
      canonicalLoopbackUrl(
        get('http://127.0.0.1:3000/products.data?_routes=root&lang=es-us'),
        'http://localhost:3000',
      ),
    ).toBe('http://localhost:3000/products?lang=es-us');
  });

  it('leaves the site’s own origin, other hosts, other ports, forms and deployments alone', () => {
    expect(canonicalLoopbackUrl(get('http://localhost:3000/'), 'http://localhost:3000')).toBeNull();
    // Never an open redirect: a Host that is not this machine is not moved anywhere.
    expect(
      canonicalLoopbackUrl(get('http://evil.example:3000/'), 'http://localhost:3000'),
    ).toBeNull();
    expect(canonicalLoopbackUrl(get('http://127.0.0.1:3001/'), 'http://localhost:3000')).toBeNull();
    expect(
      canonicalLoopbackUrl(get('http://127.0.0.1:3000/login', 'POST'), 'http://localhost:3000'),
    ).toBeNull();
    // A deployment's health check reaches it on 127.0.0.1: it is answered where it is.
    expect(
      canonicalLoopbackUrl(get('http://127.0.0.1:3000/healthz'), 'https://shop.example'),
    ).toBeNull();
  });
});
