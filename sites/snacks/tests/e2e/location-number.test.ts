import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, openPage } from './browser';
import {
  cartToCheckout,
  checkoutStackSession,
  continueToPayment,
  fillShipping,
  placeOrder,
  typeCard,
} from './checkout-flow';

/*
 * The location number (SPEC sections 3 and 7): the fulfilment location that serves the
 * shopper's ZIP code (zipcodevalidate's `locationNumber`: 60601 Chicago → 1003, 90210
 * Beverly Hills → 1005) is kept as `_lo_No`, sent with every call as `X-Location-Id` and in
 * the filter-products body, also by the listings the site server renders; an order shipped
 * to a ZIP of another location names that one (`alternateOrderLocationId`) until it is placed.
 */

/** The API paths the test watches (SPEC section 7). */
const FILTER_PRODUCTS = '/webservices/getallproducts';
const SHIPPING_CHARGE = '/v3/dopservice/b2c/shippingcharge';
const ORDER_TAX = '/webservices/ordertax';
const VALIDATE_ORDER = '/v3/dopservice/b2c/validateOrder';
const LABELS = '/services/labelslist';

/** What the API was asked, as the test reads it. */
interface Seen {
  path: string;
  locationId: string | null;
  locationNumber?: unknown;
  /** The `locationNumber` of the query string. */
  locationQuery: string | null;
}
const seen: Seen[] = [];

const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-location-number-secret-0123456789abcdef',
  (request) => {
    const url = new URL(request.url);
    const entry: Seen = {
      path: url.pathname,
      locationId: request.headers.get('x-location-id'),
      locationQuery: url.searchParams.get('locationNumber'),
    };
    seen.push(entry);
    if (entry.path === FILTER_PRODUCTS) {
      void request
        .json()
        .then((body: { locationNumber?: unknown }) => {
          entry.locationNumber = body.locationNumber;
        })
        .catch(() => undefined);
    }
  },
);

/** The requests the API received since `from` for a path. */
const calls = (from: number, path: string) => seen.slice(from).filter((call) => call.path === path);

const stored = (page: Page) =>
  page.evaluate(() => ({
    session: sessionStorage.getItem('_lo_No'),
    local: localStorage.getItem('_lo_No'),
    alternate: sessionStorage.getItem('alternateOrderLocationId'),
    cookie: /(?:^|; )_lo_No=([^;]*)/.exec(document.cookie)?.[1] ?? null,
  }));

describe('the location number', () => {
  it('comes from the ZIP the shopper gives and goes with every call, the site server’s too', async () => {
    const { page, errors } = await openPage(await freshContext());
    let from = seen.length;
    await page.goto(`${stack.site.url}/all-snacks`, { waitUntil: 'networkidle' });
    expect(calls(from, FILTER_PRODUCTS).map((call) => call.locationNumber)).toEqual([undefined]);

    // The header's ZIP code: Chicago, served by location 1003.
    await page.getByRole('button', { name: 'Ship to', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ZIP code').fill('60601');
    await dialog.getByRole('button', { name: 'Save ZIP code' }).click();
    await expect
      .poll(() => stored(page))
      .toEqual({ session: '1003', local: '1003', alternate: null, cookie: '1003' });

    from = seen.length;
    await page.reload({ waitUntil: 'networkidle' });
    const listing = calls(from, FILTER_PRODUCTS);
    expect(listing.map((call) => call.locationNumber)).toEqual(['1003']);
    // The label list is asked for the shopper's location too (SPEC section 7, call 4).
    expect(calls(from, LABELS).map((call) => call.locationQuery)).toContain('1003');

    // The browser's own calls (through the site's API proxy) carry it as the location header.
    await addToCart(
      page.locator('main article').first().getByRole('button', { name: 'Add to cart' }),
    );
    from = seen.length;
    await page.goto(`${stack.site.url}/cart`, { waitUntil: 'networkidle' });
    // Priced for the shopper's ZIP: ordertax (shippingcharge while no ZIP is known).
    const pricing = [...calls(from, SHIPPING_CHARGE), ...calls(from, ORDER_TAX)];
    expect(pricing.length).toBeGreaterThan(0);
    expect(pricing.every((call) => call.locationId === '1003')).toBe(true);

    // Shipped to Beverly Hills (location 1005): the order's calls name that location.
    await page.locator('[data-checkout]').click();
    await page.waitForURL(/\/checkout$/);
    await fillShipping(page, { zipcode: '90210' });
    await expect.poll(() => stored(page)).toMatchObject({ session: '1003', alternate: '1005' });
    from = seen.length;
    await continueToPayment(page);
    const validated = calls(from, VALIDATE_ORDER);
    expect(validated.length).toBeGreaterThan(0);
    expect(validated.every((call) => call.locationId === '1005')).toBe(true);
    await typeCard(page, '4111111111111111');
    await placeOrder(page);
    // Placed: the shopper's own location again.
    await expect.poll(() => stored(page)).toMatchObject({ session: '1003', alternate: null });
    expect(errors).toEqual([]);
  });

  it('answers pages for no location when the kept location is not one the API knows', async () => {
    // The cookie is the shopper's to write: a location number of the right form that no
    // fulfilment location has is refused by the API (a 400 naming it), and the site server
    // answers the page as for a shopper without a location instead of an error page.
    const context = await freshContext();
    await context.addCookies([{ name: '_lo_No', value: '9999', url: stack.site.url }]);
    const { page, errors } = await openPage(context);
    const from = seen.length;
    const listing = await page.goto(`${stack.site.url}/all-snacks`, { waitUntil: 'networkidle' });
    expect(listing?.status()).toBe(200);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    // Asked once for 9999, then again for no location.
    expect(calls(from, FILTER_PRODUCTS).map((call) => call.locationNumber)).toEqual([
      '9999',
      undefined,
    ]);
    const product = await page.goto(
      `${stack.site.url}/products/saltmarsh-kettle-honey-mustard-potato-chips-8-oz`,
    );
    expect(product?.status()).toBe(200);
    await page.locator('main h1').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a product out of stock where the shopper’s location has none, in stock where it has', async () => {
    // The seed spreads stock over the five locations: this bag has none at 1003 (Chicago),
    // 53 at 1005 (Beverly Hills) (docs/decisions/0033-fulfilment-locations.md).
    const product = `${stack.site.url}/products/saltmarsh-kettle-honey-mustard-potato-chips-8-oz`;
    const { page, errors } = await openPage(await freshContext());
    // Add to cart buttons on the page: the product's own, and the recommended tiles'.
    const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
    const notifyMe = page.locator('#notify-me');
    const shipTo = async (zipcode: string, locationNumber: string) => {
      await page
        .getByRole('button', { name: /^Ship to/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('ZIP code').fill(zipcode);
      await dialog.getByRole('button', { name: 'Save ZIP code' }).click();
      await expect.poll(() => stored(page)).toMatchObject({ cookie: locationNumber });
      await page.reload({ waitUntil: 'networkidle' });
    };

    await page.goto(product, { waitUntil: 'networkidle' });
    // No ZIP yet: every location's stock together, so it can be added.
    expect(await notifyMe.count()).toBe(0);
    const withProduct = await addToCart.count();
    expect(withProduct).toBeGreaterThan(0);

    // Chicago's location has none: Notify Me instead of Add to cart.
    await shipTo('60601', '1003');
    await expect.poll(() => notifyMe.count()).toBe(1);
    expect(await addToCart.count()).toBe(withProduct - 1);

    // Beverly Hills' location has it.
    await shipTo('90210', '1005');
    await expect.poll(() => notifyMe.count()).toBe(0);
    expect(await addToCart.count()).toBe(withProduct);
    expect(errors).toEqual([]);
  });

  it('is the checkout ZIP’s location when the shopper gave no ZIP before', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page, stack.site.url);
    expect((await stored(page)).session).toBeNull();
    await fillShipping(page);
    await expect
      .poll(() => stored(page))
      .toEqual({ session: '1003', local: '1003', alternate: null, cookie: '1003' });
    const from = seen.length;
    await continueToPayment(page);
    expect(calls(from, VALIDATE_ORDER).every((call) => call.locationId === '1003')).toBe(true);
    expect(errors).toEqual([]);
  });
});
