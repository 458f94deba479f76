import type { EntryContext, UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { framesPaymentFields, isSecurePage, pageHandle } from './handle';

type Context = Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>;

/** A render's context with the given routes matched, each with its module's handle. */
function rendering(routes: Record<string, unknown>): Context {
  return {
    routeModules: Object.fromEntries(
      Object.entries(routes).map(([id, handle]) => [id, { default: () => null, handle }]),
    ) as unknown as Context['routeModules'],
    staticHandlerContext: {
      matches: Object.keys(routes).map((id) => ({ route: { id } })),
    } as unknown as Context['staticHandlerContext'],
  };
}

describe('page handles', () => {
  it('find a secure page among the matched routes', () => {
    expect(
      isSecurePage(rendering({ root: undefined, 'myaccount/profile': { secure: true } })),
    ).toBe(true);
    expect(isSecurePage(rendering({ root: undefined, 'cart/cart': undefined }))).toBe(false);
    expect(isSecurePage(rendering({ root: undefined, 'listing/hotShop': { layout: 'hot' } }))).toBe(
      false,
    );
  });

  it('say which secure page frames the payment fields', () => {
    const checkout = rendering({
      root: undefined,
      'checkout/checkout': { secure: true, paymentFields: true },
    });
    expect(isSecurePage(checkout)).toBe(true);
    expect(framesPaymentFields(checkout)).toBe(true);
    const thankYou = rendering({ root: undefined, 'checkout/thankYou': { secure: true } });
    expect(isSecurePage(thankYou)).toBe(true);
    expect(framesPaymentFields(thankYou)).toBe(false);
  });

  it('give the deepest layout and any secure flag to the shell', () => {
    const matches = [{ handle: undefined }, { handle: { layout: 'bare', secure: true } }];
    expect(pageHandle(matches as unknown as UIMatch[])).toEqual({ layout: 'bare', secure: true });
  });
});
