import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './browser';
import {
  cardFrameLayout,
  cartToCheckout,
  checkoutStackSession,
  continueToPayment,
  fillShipping,
  placeOrder,
  typeCard,
} from './checkout-flow';

/*
 * The hosted card fields on a wide checkout and on phones: the frame is as wide as its
 * column and as tall as its form, every field whole and every label on its words' lines
 * (issue 14: the frame was once about 130 px wide on a 1280 px checkout).
 */
const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-card-fields-secret-0123456789abcdef',
);

const WIDTHS = [1280, 768, 390, 320] as const;

describe('the hosted card fields', () => {
  it('fill their column on a wide checkout and on a phone, nothing cut off', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page, stack.site.url);
    await fillShipping(page);
    await continueToPayment(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await cardFrameLayout(page);
      expect(Math.abs(layout.width - layout.columnWidth), `at ${width} px`).toBeLessThan(1);
      expect(layout.width, `at ${width} px`).toBeGreaterThan(width >= 768 ? 400 : width - 80);
      expect(layout.overflows, `at ${width} px`).toBe(false);
      expect(layout.inputsCutOff, `at ${width} px`).toEqual([]);
      expect(layout.labelLines, `at ${width} px`).toEqual({
        'Card number': 1,
        'Expiration date (MM/YY)': 1,
        'Security code (CVV)': 1,
      });
    }
    // Usable at the narrowest: an order placed from a 320 px wide phone.
    expect(await axeViolations(page)).toEqual([]);
    await typeCard(page, '4111111111111111');
    await placeOrder(page);
    expect(errors).toEqual([]);
  });

  it('grow with their messages: the refusals of an empty form stay inside the frame', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.setViewportSize({ width: 390, height: 844 });
    await cartToCheckout(page, stack.site.url, 'es-us');
    await fillShipping(page);
    await continueToPayment(page, 'es-us');
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    const frame = await (await page.waitForSelector('iframe[data-card-fields]')).contentFrame();
    await frame!.locator('#number-error').filter({ hasText: /\S/ }).waitFor();
    const layout = await cardFrameLayout(page);
    expect(layout.overflows).toBe(false);
    expect(layout.inputsCutOff).toEqual([]);
    expect(layout.labelLines['Código de seguridad (CVV)']).toBe(1);
    expect(errors).toEqual([]);
  });
});
