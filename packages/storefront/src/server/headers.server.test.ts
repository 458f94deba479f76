import { describe, expect, it } from 'vitest';
import { rootHeaders, routeHeaders } from './headers.server';

type Args = Parameters<ReturnType<typeof routeHeaders>>[0];

const args = (parts: Partial<Record<keyof Args, Headers | undefined>>): Args =>
  ({
    loaderHeaders: new Headers(),
    parentHeaders: new Headers(),
    actionHeaders: new Headers(),
    errorHeaders: undefined,
    ...parts,
  }) as Args;

const cookie = (value: string) => {
  const headers = new Headers();
  headers.append('Set-Cookie', value);
  return headers;
};

describe('routeHeaders', () => {
  it('passes on every cookie of the root, the action and the loader, and then stores nothing', () => {
    const headers = new Headers(
      routeHeaders('short')(
        args({
          parentHeaders: cookie('lang=es-us; Path=/'),
          loaderHeaders: cookie('snacks_session=x; Expires=Thu, 01 Jan 2037 00:00:00 GMT'),
        }),
      ),
    );
    expect(headers.getSetCookie()).toEqual([
      'lang=es-us; Path=/',
      'snacks_session=x; Expires=Thu, 01 Jan 2037 00:00:00 GMT',
    ]);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps a catalogue page public for visitors and private for a signed-in shopper', () => {
    expect(new Headers(routeHeaders('short')(args({}))).get('Cache-Control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const signedIn = new Headers(
      rootHeaders(args({ loaderHeaders: new Headers({ 'Cache-Control': 'private, no-store' }) })),
    );
    expect(
      new Headers(routeHeaders('short')(args({ parentHeaders: signedIn }))).get('Cache-Control'),
    ).toBe('private, no-store');
  });

  it('passes on the Referrer-Policy a page asks for', () => {
    const loaderHeaders = new Headers({ 'Referrer-Policy': 'no-referrer' });
    expect(new Headers(routeHeaders('none')(args({ loaderHeaders }))).get('Referrer-Policy')).toBe(
      'no-referrer',
    );
  });
});
