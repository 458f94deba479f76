import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, axeViolations, browserSession, openPage } from './browser';
import {
  cartToCheckout,
  continueToPayment,
  fillShipping,
  placeOrder,
  summaryRows,
  typeCard,
  usd,
} from './checkout-flow';
import { createAccount, type Person } from './signIn';

/*
 * Snack Rewards points as a member meets them on the rewards site (decision 0049): a new
 * member's profile has none; an order earns them (10 per whole dollar of snacks) and the
 * profile shows the balance and the order it came from; with 250 the payment step offers a
 * free pack (here in Spanish at 320 px), which the server takes off (the cart's lowest-priced
 * snack) and the thank-you page shows; the profile then lists the points spent.
 */
const rewardsUrl = inject('rewardsUrl');
const freshContext = browserSession(() => [rewardsUrl]);

const VISA = '4111111111111111';
const SUMMARY_ES = 'Resumen del pedido';
const FREE_PACK_ROW_ES = 'Paquete gratis (Snack Rewards)';

/** Whether the page scrolls sideways (it must not, down to 320 px). */
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Dollars as the English pages print them, in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The balance the profile shows (its data attribute), once the points section is there. */
async function profileBalance(page: Page): Promise<number> {
  await page.goto(`${rewardsUrl}/profile`);
  const points = page.locator('[data-reward-points]');
  await points.waitFor();
  return Number(await points.getAttribute('data-reward-points'));
}

describe('Snack Rewards points', () => {
  it('earns a member points with an order, spends 250 on a free pack at checkout, and shows both on the profile', async () => {
    const { page, errors } = await openPage(await freshContext());
    const member: Person = {
      firstName: 'Noemi',
      lastName: 'Ybarra',
      email: 'noemi.points@example.com',
    };
    await createAccount(page, rewardsUrl, member);

    expect(await profileBalance(page)).toBe(0);
    await page.getByText('No points yet: every order earns them.').waitFor();

    // A first order big enough for a free pack: four of the dearest snack.
    await page.goto(`${rewardsUrl}/all-snacks?sort=price-desc`, { waitUntil: 'networkidle' });
    await page.locator('main article h3 a').first().click();
    await page.waitForURL(/\/products\//);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Quantity', { exact: true }).fill('4');
    await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
    await page.goto(`${rewardsUrl}/cart`, { waitUntil: 'networkidle' });
    await page.locator('[data-checkout]').click();
    await page.waitForURL(/\/checkout$/);
    await fillShipping(page, { email: member.email });
    await continueToPayment(page);
    // Not enough points yet: no free pack offered.
    await expect(page.locator('[data-free-pack]').count()).resolves.toBe(0);
    await typeCard(page, VISA);
    const first = await placeOrder(page);
    const paid = await summaryRows(page);
    const earned = Math.floor(cents(paid.Subtotal!) / 100) * 10;
    expect(earned).toBeGreaterThanOrEqual(250);

    expect(await profileBalance(page)).toBe(earned);
    await page.getByText(`Earned with order ${first}`).waitFor();

    // A second order takes its free pack, in Spanish on a phone.
    await page.setViewportSize({ width: 320, height: 740 });
    await cartToCheckout(page, rewardsUrl, 'es-us');
    await fillShipping(page, { email: member.email });
    await continueToPayment(page, 'es-us');
    const before = await summaryRows(page, SUMMARY_ES);
    const freePack = page.getByLabel('Usar 250 puntos para un paquete gratis');
    await page.getByText(`Tiene ${earned.toLocaleString('es-US')} puntos.`).waitFor();
    await freePack.check();
    await expect
      .poll(async () => (await summaryRows(page, SUMMARY_ES))[FREE_PACK_ROW_ES])
      .toBeDefined();
    const after = await summaryRows(page, SUMMARY_ES);
    const packCents = cents(after[FREE_PACK_ROW_ES]!);
    expect(packCents).toBe(cents(before.Subtotal!));
    expect(cents(after.Total!)).toBeLessThan(cents(before.Total!));
    expect(await fitsTheWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await typeCard(page, VISA);
    const second = await placeOrder(page, 'es-us');
    expect((await summaryRows(page, SUMMARY_ES))[FREE_PACK_ROW_ES]).toBe(`−${usd(packCents)}`);

    // The profile, in Spanish on a phone: the points spent and the balance left.
    await page.goto(`${rewardsUrl}/profile`);
    await page.getByRole('heading', { name: 'Historial de puntos' }).waitFor();
    expect(await profileBalance(page)).toBe(earned - 250);
    await page.getByText(`Usados en un paquete gratis, pedido ${second}`).waitFor();
    await page.getByText(`Ganados con el pedido ${first}`).waitFor();
    expect(await fitsTheWidth(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
