import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, browserSession, dataLayer } from './browser';
import {
  cardFrameLayout,
  continueToPayment,
  fillShipping,
  placeOrder,
  typeCard,
} from './checkout-flow';
import {
  createAccount,
  greeting,
  home,
  openLogin,
  shopperPage,
  signOut,
  submitLogin,
  type Person,
} from './signIn';

/*
 * The tracking events that carry the shopper's hashed personal data (SPEC section 5):
 * sign_up once an account is created, login once a customer signs in, begin_checkout as
 * checkout opens; the hashes only with advertising consent, never a field in clear. And the
 * saved card's security-code field, which only a signed-in customer sees, sized like the
 * card fields on a wide checkout and on a phone.
 */
const snacksUrl = inject('snacksUrl');
const freshContext = browserSession(() => [snacksUrl]);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The entries of the page's data layer for one event. */
const events = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === name);

/** Cookie choices: functional always, advertising as asked. */
async function consent(context: BrowserContext, advertising: boolean) {
  await context.addCookies([
    {
      name: 'snackshop_consent',
      value: encodeURIComponent(`functional:1|advertising:${advertising ? 1 : 0}|any:1`),
      url: snacksUrl,
    },
  ]);
}

let count = 0;
const someone = (firstName: string): Person => {
  count += 1;
  return {
    firstName,
    lastName: 'Okafor',
    email: `${firstName.toLowerCase()}.okafor.${Date.now()}.${count}@example.com`,
  };
};

/** The hashes of what the sign-up form (signIn.ts `fillSignUp`) gave for `person`. */
const signUpHashes = (person: Person) => ({
  em: sha256(person.email),
  fn: sha256(person.firstName.toLowerCase()),
  ln: sha256('okafor'),
  ph: sha256('15551234567'),
  ge: sha256('f'),
  db: sha256('19900412'),
  zp: sha256('30301'),
});

/** The first product of the listing into the cart, then checkout (its own document). */
async function openCheckout(page: Page) {
  await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
  await addToCart(
    page.locator('main article').first().getByRole('button', { name: 'Add to cart' }),
  );
  await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
  await page.locator('[data-checkout]').click();
  await page.waitForURL(/\/checkout$/);
  await page.locator('input[name="email"]').waitFor();
}

describe('tracking with hashed customer data', () => {
  it('sign_up, login and begin_checkout carry the hashed customer with advertising consent', async () => {
    const context = await freshContext({ consent: false });
    await consent(context, true);
    const { page, errors } = await shopperPage(context);
    const nadia = someone('Nadia');
    await createAccount(page, snacksUrl, nadia);
    await expect.poll(() => events(page, 'sign_up')).toHaveLength(1);
    expect((await events(page, 'sign_up'))[0]).toEqual({
      event: 'sign_up',
      method: 'password',
      user_data: signUpHashes(nadia),
    });
    expect(await events(page, 'login')).toEqual([]);

    await signOut(page, snacksUrl);
    await openLogin(page, snacksUrl, '/');
    await submitLogin(page, nadia.email);
    await page.waitForURL(home(snacksUrl));
    await greeting(page, 'en-us', 'Nadia').waitFor();
    await expect.poll(() => events(page, 'login')).toHaveLength(1);
    expect((await events(page, 'login'))[0]).toEqual({
      event: 'login',
      method: 'password',
      user_data: signUpHashes(nadia),
    });

    await openCheckout(page);
    await expect.poll(() => events(page, 'begin_checkout')).toHaveLength(1);
    const [begin] = await events(page, 'begin_checkout');
    expect(begin).toMatchObject({
      ecommerce: { currency: 'USD', items: [{ quantity: 1, index: 0 }] },
      user_data: { em: sha256(nadia.email), fn: sha256('nadia'), ln: sha256('okafor') },
    });
    const text = JSON.stringify(await dataLayer(page)).toLowerCase();
    expect(text).not.toContain(nadia.email.toLowerCase());
    expect(text).not.toContain('okafor');
    expect(errors).toEqual([]);
  });

  it('carry no personal data without advertising consent', async () => {
    const context = await freshContext({ consent: false });
    await consent(context, false);
    const { page, errors } = await shopperPage(context);
    await createAccount(page, snacksUrl, someone('Ines'));
    await expect
      .poll(() => events(page, 'sign_up'))
      .toEqual([{ event: 'sign_up', method: 'password' }]);
    await openCheckout(page);
    await expect.poll(() => events(page, 'begin_checkout')).toHaveLength(1);
    expect((await events(page, 'begin_checkout'))[0]).not.toHaveProperty('user_data');
    expect(errors).toEqual([]);
  });
});

describe('the saved card’s security-code field', () => {
  it('fills its column on a wide checkout and on a phone', async () => {
    const { page, errors } = await shopperPage(await freshContext());
    const omar = someone('Omar');
    await createAccount(page, snacksUrl, omar);
    await openCheckout(page);
    await fillShipping(page, { email: omar.email });
    await page.getByRole('checkbox', { name: 'Save this address to my account' }).check();
    await continueToPayment(page);
    await page.getByRole('checkbox', { name: 'Save this card' }).check();
    await typeCard(page, '4111111111111111');
    await placeOrder(page);

    await openCheckout(page);
    await continueToPayment(page);
    const codeFrame =
      'iframe[data-card-fields][title="Security code of the saved card (secure form)"]';
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await cardFrameLayout(page, codeFrame);
      expect(Math.abs(layout.width - layout.columnWidth), `at ${width} px`).toBeLessThan(1);
      expect(layout.overflows, `at ${width} px`).toBe(false);
      expect(layout.inputsCutOff, `at ${width} px`).toEqual([]);
      expect(layout.labelLines, `at ${width} px`).toEqual({ 'Security code (CVV)': 1 });
    }
    const frame = await (await page.waitForSelector(codeFrame)).contentFrame();
    await frame!.fill('#cvv', '123');
    await placeOrder(page);
    expect(errors).toEqual([]);
  });
});
