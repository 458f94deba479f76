import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, browserSession, openPage } from './browser';

/*
 * A guest's tabs are one shopper with one cart (issue 37): the site hands every tab the
 * browser's handshake, held in an HttpOnly cookie, and the API keeps the guest's cart under
 * it. A product opened in a new tab finds the cart of the first, and a change made in one tab
 * is what the other shows when it comes back.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');
const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

/** The cart page's lines: product id and quantity. */
async function cartLines(page: Page) {
  await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
  const lines = page.locator('main li[data-line]');
  await lines.first().waitFor();
  return Promise.all(
    (await lines.all()).map(async (line) => ({
      productId: await line.getAttribute('data-line'),
      quantity: await line.getByRole('spinbutton').inputValue(),
    })),
  );
}

/** Waits for the cart as the tab holds it now to be saved for the shopper. */
const cartSaved = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/savecartwebdata') && response.ok(),
  );

describe('one cart in every tab of a guest', () => {
  it('shows what one tab added in another, and the other’s change back in the first', async () => {
    const context = await freshContext();
    const first = await openPage(context);
    await first.page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
    await first.page.locator('main article h3 a').first().click();
    await first.page.waitForURL(/\/products\//);
    await first.page.waitForLoadState('networkidle');
    const saved = cartSaved(first.page);
    await addToCart(
      first.page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }),
    );
    await saved;

    const second = await openPage(context);
    const [line] = await cartLines(second.page);
    expect(line).toMatchObject({ quantity: '1' });
    const handshakes = await Promise.all(
      [first.page, second.page].map((page) =>
        page.evaluate(() => window.sessionStorage.getItem('_ss_i')),
      ),
    );
    expect(handshakes[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(handshakes[1]).toBe(handshakes[0]);
    const [held] = (await context.cookies(snacksUrl)).filter((c) => c.name === 'snacks_shopper');
    expect(held).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // Sealed: the cookie does not hold the values in clear.
    expect(held?.value).not.toContain(handshakes[0]);

    const increased = cartSaved(second.page);
    await second.page
      .locator('main li[data-line]')
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await increased;
    await expect(cartLines(first.page)).resolves.toEqual([{ ...line, quantity: '2' }]);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});
