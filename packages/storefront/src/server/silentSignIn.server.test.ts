import { describe, expect, it } from 'vitest';
import { wantsSilentCheck } from './silentSignIn.server';

const ON = { IsTRSyncEnabled: true };

function page(path: string, init: { cookie?: string; dest?: string; method?: string } = {}) {
  const headers = new Headers({ 'Sec-Fetch-Dest': init.dest ?? 'document' });
  if (init.cookie !== undefined) headers.set('Cookie', init.cookie);
  return new Request(`http://localhost:3001${path}`, { method: init.method ?? 'GET', headers });
}

describe('the silent sign-in check on a first page', () => {
  it('is made on a page opened with the signed-in hint, once per browser session', () => {
    expect(
      wantsSilentCheck(page('/cart?x=1', { cookie: 'snackshop_signed_in=1' }), 'rewards', ON),
    ).toBe(true);
    const checked = 'snackshop_signed_in=1; rewards_sign_in_checked=1';
    expect(wantsSilentCheck(page('/cart', { cookie: checked }), 'rewards', ON)).toBe(false);
    // The other site's check is its own.
    const otherChecked = 'snackshop_signed_in=1; snacks_sign_in_checked=1';
    expect(wantsSilentCheck(page('/', { cookie: otherChecked }), 'rewards', ON)).toBe(true);
  });

  it('is not made without the hint, with the flag off, or for anything but a page', () => {
    const hint = 'snackshop_signed_in=1';
    expect(wantsSilentCheck(page('/'), 'rewards', ON)).toBe(false);
    expect(wantsSilentCheck(page('/', { cookie: hint }), 'rewards', {})).toBe(false);
    expect(wantsSilentCheck(page('/', { cookie: hint }), 'rewards', { IsTRSyncEnabled: 'N' })).toBe(
      false,
    );
    expect(wantsSilentCheck(page('/', { cookie: hint, dest: 'empty' }), 'rewards', ON)).toBe(false);
    expect(wantsSilentCheck(page('/', { cookie: hint, method: 'POST' }), 'rewards', ON)).toBe(
      false,
    );
  });

  it('never interrupts the sign-in pages themselves', () => {
    const hint = 'snackshop_signed_in=1';
    for (const path of [
      '/signin?prompt=none',
      '/implicit/ssocallback?code=x',
      '/login',
      '/create-account',
    ]) {
      expect(wantsSilentCheck(page(path, { cookie: hint }), 'rewards', ON)).toBe(false);
    }
  });
});
