import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './browser';
import {
  cartToCheckout,
  confirmationEmail,
  continueToPayment,
  fillShipping,
  placeOrder,
  priceWithApi,
  checkoutStackSession,
  summaryRows,
  typeCard,
  usd,
  addEGiftCard,
} from './checkout-flow';

/*
 * A gift card bought at checkout, on this file's own API and site (checkout-flow.ts): the
 * card line goes to the server with its recipient, the server prices it without tax, and the
 * thank-you page and the confirmation email show how it is delivered and to whom.
 */
const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-gift-card-checkout-secret-0123456789abcdef',
);

const recipient = {
  recipientEmail: 'jules.park@example.com',
  firstName: 'Jules',
  lastName: 'Park',
  giftMessage: 'Snacks on me & happy birthday!',
};

describe('gift card checkout', () => {
  it('a guest buys an e-gift card with a snack by card; thank-you page, email and Order Lookup list the card', async () => {
    const { page, errors } = await openPage(await freshContext());
    const submitted: { cartItems?: Record<string, unknown>[] }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/b2c/submittedorder')) {
        submitted.push(JSON.parse(request.postData() ?? '{}') as never);
      }
    });

    await addEGiftCard(page, stack.site.url, recipient);

    // A snack beside it, then checkout as a guest with a sandbox card.
    await cartToCheckout(page, stack.site.url);
    await fillShipping(page);
    await continueToPayment(page);
    await typeCard(page, '4111111111111111');
    const orderNumber = await placeOrder(page);

    // The order went to the server as ids, face value and recipient, never prices.
    const body = submitted.at(-1);
    const giftLine = body?.cartItems?.find((item) => item.giftCardId !== undefined);
    const snackLine = body?.cartItems?.find((item) => item.productId !== undefined);
    expect(giftLine).toEqual({
      giftCardId: expect.any(String) as string,
      amountCents: 5000,
      quantity: 1,
      recipient,
    });
    expect(JSON.stringify(body?.cartItems)).not.toContain('price');

    // The thank-you page: the card, how it goes and to whom; the server's totals.
    const line = page.locator('main li', { has: page.locator('[data-gift-card-line]') });
    await expect(line.count()).resolves.toBe(1);
    expect(await line.textContent()).toContain('Snack Shop e-Gift Card $50.00');
    await expect(
      line
        .getByRole('list', { name: 'Details of Snack Shop e-Gift Card $50.00' })
        .getByRole('listitem')
        .allTextContents(),
    ).resolves.toEqual([
      'e-Gift card, sent by email',
      'For Jules Park (jules.park@example.com)',
      `Message: ${recipient.giftMessage}`,
    ]);
    const withCard = await priceWithApi(stack.api.url, {
      cartItems: [giftLine, snackLine],
      zipcode: '60601',
    });
    const snackOnly = await priceWithApi(stack.api.url, {
      cartItems: [snackLine],
      zipcode: '60601',
    });
    // No tax on the card: the tax is the snack's alone.
    expect(withCard.taxCents).toBe(snackOnly.taxCents);
    expect(withCard.subTotalCents).toBe(snackOnly.subTotalCents! + 5000);
    await expect(summaryRows(page)).resolves.toEqual({
      Subtotal: usd(withCard.subTotalCents!),
      Shipping: withCard.shippingChargeCents === 0 ? 'FREE' : usd(withCard.shippingChargeCents!),
      Tax: usd(withCard.taxCents!),
      Total: usd(withCard.totalAmountCents!),
    });
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation email lists the card with its delivery and recipient.
    const email = await confirmationEmail(stack.api.url, orderNumber);
    expect(email).toContain('Snack Shop e-Gift Card $50.00');
    expect(email).toContain('e-Gift card, sent by email to Jules Park (jules.park@example.com)');
    expect(email).toContain('Message: Snacks on me &amp; happy birthday!');
    expect(email).toContain(usd(withCard.totalAmountCents!));

    // Order Lookup shows the card too, its recipient partly hidden.
    await page.goto(`${stack.site.url}/order-lookup?lang=en-us`, { waitUntil: 'networkidle' });
    await page.locator('input[name="orderNumber"]').fill(orderNumber);
    await page.locator('input[name="email"]').fill('robin.ohara@example.com');
    await page.getByRole('button', { name: 'Find my order' }).click();
    const result = page.locator('[data-lookup-result]');
    await result.waitFor();
    await expect(
      result
        .getByRole('list', { name: 'Details of Snack Shop e-Gift Card $50.00' })
        .getByRole('listitem')
        .allTextContents(),
    ).resolves.toEqual([
      'e-Gift card, sent by email',
      'For Jules P. (j•••@example.com)',
      `Message: ${recipient.giftMessage}`,
    ]);
    expect(await result.textContent()).not.toContain('jules.park@example.com');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
