import { describe, expect, inject, it } from 'vitest';
import { addToCart, axeViolations, browserSession, openPage } from './browser';
import { priceWithApi as priceWith, summaryRows, usd, addEGiftCard } from './checkout-flow';

const snacksUrl = inject('snacksUrl');
const apiUrl = inject('apiUrl');

const freshContext = browserSession(() => [snacksUrl]);
const priceWithApi = (body: Record<string, unknown>) => priceWith(apiUrl, body);

const CHICAGO_ZIP = '60601';
const COOKIES = 'cookie-lantern-double-chocolate-cookies-8-oz';
const recipient = {
  recipientEmail: 'sam.lee@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  giftMessage: 'Happy birthday, Sam!',
};

describe('gift cards', () => {
  it('adds an e-gift card for a recipient, prices it on the server without tax, and removes it', async () => {
    const { page, errors } = await openPage(await freshContext());
    const pricingCalls: { body: { cartItems?: Record<string, unknown>[] }; status: number }[] = [];
    page.on('response', (response) => {
      // The cart is priced by shippingcharge, or by ordertax once its ZIP is known.
      const path = new URL(response.url()).pathname;
      if (!path.endsWith('/b2c/shippingcharge') && !path.endsWith('/webservices/ordertax')) return;
      pricingCalls.push({
        body: JSON.parse(response.request().postData() ?? '{}') as never,
        status: response.status(),
      });
    });

    // Something taxable first, so the cart shows tax that the gift card does not add to.
    await page.goto(`${snacksUrl}/products/${COOKIES}`, { waitUntil: 'networkidle' });
    await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));

    await addEGiftCard(page, snacksUrl, recipient);
    expect(await axeViolations(page)).toEqual([]);

    // The mini cart shows the card with who it is for.
    await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    const drawerLine = drawer.locator('li[data-line^="GC-"]');
    await expect(drawerLine.textContent()).resolves.toContain('For Sam Lee (sam.lee@example.com)');
    await page.keyboard.press('Escape');

    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    const line = page.locator('main li[data-line^="GC-"]');
    await expect(line.count()).resolves.toBe(1);
    const details = line.getByRole('list', { name: 'Details of Snack Shop e-Gift Card $50.00' });
    await expect(details.getByRole('listitem').allTextContents()).resolves.toEqual([
      'e-Gift card, sent by email',
      'For Sam Lee (sam.lee@example.com)',
      'Message: Happy birthday, Sam!',
    ]);
    await expect(page.locator('[data-gift-card-note]').textContent()).resolves.toBe(
      'Gift cards are not taxed and do not count towards free shipping or coupons.',
    );

    await page.locator('main input[name="zip"]').fill(CHICAGO_ZIP);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.locator('[data-zip-result]').waitFor();
    await page.waitForLoadState('networkidle');

    // The browser sent the card as ids, amount and recipient; the server answered.
    const sent = pricingCalls.at(-1);
    expect(sent?.status).toBe(200);
    const cookies = sent?.body.cartItems?.find((item) => item.productId !== undefined);
    const giftCard = sent?.body.cartItems?.find((item) => item.giftCardId !== undefined);
    expect(giftCard).toMatchObject({ amountCents: 5000, quantity: 1, recipient });

    const withCard = await priceWithApi({ cartItems: [cookies, giftCard], zipcode: CHICAGO_ZIP });
    const cookiesOnly = await priceWithApi({ cartItems: [cookies], zipcode: CHICAGO_ZIP });
    expect(cookiesOnly.taxCents).toBeGreaterThan(0);
    expect(withCard.taxCents).toBe(cookiesOnly.taxCents);
    expect(withCard.subTotalCents).toBe(cookiesOnly.subTotalCents! + 5000);
    expect(withCard.totalAmountCents).toBe(cookiesOnly.totalAmountCents! + 5000);
    await expect(summaryRows(page)).resolves.toEqual({
      Subtotal: usd(withCard.subTotalCents!),
      Shipping: withCard.shippingChargeCents === 0 ? 'FREE' : usd(withCard.shippingChargeCents!),
      'Estimated tax (IL, 6.25%)': usd(withCard.taxCents!),
      Total: usd(withCard.totalAmountCents!),
    });
    expect(await axeViolations(page)).toEqual([]);

    await line.getByRole('button', { name: 'Remove Snack Shop e-Gift Card $50.00' }).click();
    await expect(page.locator('main li[data-line^="GC-"]').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    await expect(summaryRows(page)).resolves.toMatchObject({
      Subtotal: usd(cookiesOnly.subTotalCents!),
      'Estimated tax (IL, 6.25%)': usd(cookiesOnly.taxCents!),
      Total: usd(cookiesOnly.totalAmountCents!),
    });
    expect(errors).toEqual([]);
  });

  it('shows the spec’s email messages at the recipient field, in English and Spanish', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/gift-cards?lang=en-us`, { waitUntil: 'networkidle' });
    const card = page.locator('[data-gift-card="e-gift"]');
    const add = card.getByRole('button', { name: 'Add gift card to cart' });
    const email = card.getByLabel('Recipient email');

    await add.click();
    await card.getByText('Choose an amount.').waitFor();
    await expect(card.getByText('Recipient email is required.').count()).resolves.toBe(1);

    await card.getByRole('radio', { name: '$25.00' }).click();
    await email.fill('sam@lee');
    await add.click();
    const invalid = 'Email address should be in name@example.com format.';
    await card.getByText(invalid).waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(
      email.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      ),
    ).resolves.toContain(invalid);
    // The first field to fix has the focus.
    await expect(email.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${snacksUrl}/gift-cards?lang=es-us`, { waitUntil: 'networkidle' });
    const tarjeta = page.locator('[data-gift-card="e-gift"]');
    await tarjeta.getByRole('radio', { name: '$25.00' }).click();
    await tarjeta.getByLabel('Correo electrónico del destinatario').fill('sam@lee');
    await tarjeta.getByRole('button', { name: 'Agregar tarjeta de regalo al carrito' }).click();
    await tarjeta
      .getByText('La dirección de correo electrónico debe tener el formato name@example.com.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Nothing reached the cart.
    await page.goto(`${snacksUrl}/cart?lang=en-us`, { waitUntil: 'networkidle' });
    await expect(page.getByText('Your cart is empty').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
