import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './browser';
import {
  cartToCheckout,
  confirmationEmail,
  continueToPayment,
  fillShipping,
  placeOrder,
  checkoutStackSession,
  typeCard,
} from './checkout-flow';

/*
 * The shipping step beyond the card path: gift orders, the carrier's address suggestions
 * (isUpsAddress) and the refusals of SPEC sections 5 and 8 at their fields, on this file's
 * own API and site (checkout-flow.ts).
 */
const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-shipping-step-secret-0123456789abcdef',
);

/** The message shown at a field: the text its aria-describedby points at. */
async function messageAt(page: Page, selector: string): Promise<string> {
  const control = page.locator(selector);
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to payment' });

describe('checkout shipping step', () => {
  it('a gift order: recipient checked at the fields, shown on the thank-you page and in the confirmation email', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page, stack.site.url);
    await fillShipping(page);
    await page.getByRole('checkbox', { name: 'This is a gift' }).click();
    const email = 'input[name="giftCard.recipientEmail"]';
    await page.locator(email).waitFor();

    await continueButton(page).click();
    expect(await messageAt(page, email)).toContain('Recipient email is required.');
    // The first field with a message takes the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('giftCard.recipientEmail');
    await page.locator(email).fill('sam.lee@snacks');
    await continueButton(page).click();
    expect(await messageAt(page, email)).toContain('Email address should be in');

    await page.locator('input[name="giftCard.firstName"]').fill('Sam');
    await page.locator('input[name="giftCard.lastName"]').fill('Lee');
    await page.locator(email).fill('sam.lee@example.com');
    const message = page.getByLabel('Gift message (optional)');
    await message.fill('Happy birthday, Sam!');
    expect(await page.locator('[data-gift] [data-character-count]').textContent()).toBe(
      '20 of 250 characters',
    );
    // The box stops at the API's limit.
    expect(await message.getAttribute('maxlength')).toBe('250');
    await page.getByRole('checkbox', { name: 'Include a gift card with my message' }).click();
    expect(await axeViolations(page)).toEqual([]);

    await continueToPayment(page);
    await typeCard(page, '4111111111111111');
    const orderNumber = await placeOrder(page);
    expect(orderNumber).toMatch(/^SN-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await page.locator('[data-gift-recipient]').textContent()).toBe(
      'Sam Lee · sam.lee@example.com',
    );
    expect(await page.locator('[data-gift-message]').textContent()).toBe('Happy birthday, Sam!');
    expect(await page.locator('[data-gift-includes-card]').textContent()).toBe(
      'A gift card with your message is in the parcel.',
    );
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation email names the recipient, the message and the included card.
    const confirmation = await confirmationEmail(stack.api.url, orderNumber);
    expect(confirmation).toContain(orderNumber);
    expect(confirmation).toContain('This is a gift for Sam Lee (sam.lee@example.com).');
    expect(confirmation).toContain('Gift message: Happy birthday, Sam!');
    expect(confirmation).toContain('A gift card is included with this gift.');
    expect(errors).toEqual([]);
  });

  it('an address corrected through the carrier’s validation, or kept as entered', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page, stack.site.url);
    await fillShipping(page, { address: '120 north michigan avenue' });
    await page.locator('input[name="shipping.city"]').fill('Chicagoo');
    // Gift fields open as well, for axe on the whole step.
    await page.getByRole('checkbox', { name: 'This is a gift' }).click();
    await page.locator('input[name="giftCard.recipientEmail"]').fill('sam.lee@example.com');

    await continueButton(page).click();
    const suggestions = page.locator('[data-address-suggestions]');
    await suggestions.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Check your shipping address');
    const use = page.getByRole('radio', { name: 'Use this address' });
    expect(await use.getAttribute('aria-checked')).toBe('true');
    expect(await suggestions.textContent()).toContain('120 N Michigan Ave, Chicago, IL 60601');
    expect(await suggestions.textContent()).toContain('Changed: street, city');
    expect(await suggestions.textContent()).toContain(
      '120 north michigan avenue, Chicagoo, IL 60601',
    );
    expect(await page.locator('[data-step="shipping"]').getAttribute('data-state')).toBe('active');
    expect(await axeViolations(page)).toEqual([]);

    await continueButton(page).click();
    const summary = page.locator('[data-shipping-summary]');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('120 N Michigan Ave, Chicago, IL 60601');
    const storedCheckout = () => page.evaluate(() => sessionStorage.getItem('checkout') ?? '');
    await expect.poll(storedCheckout).toContain('"isUpsAddress":true');

    // Back to the address: a new street line is checked again, and may be kept as entered.
    await page.getByRole('button', { name: /Edit/ }).click();
    await page.locator('input[name="shipping.address"]').fill('120 north michigan avenue');
    await continueButton(page).click();
    await suggestions.waitFor();
    await page.getByRole('radio', { name: 'Keep what I entered' }).check();
    await continueButton(page).click();
    await summary.waitFor();
    expect(await summary.textContent()).toContain('120 north michigan avenue, Chicago, IL 60601');
    await expect.poll(storedCheckout).toContain('"isUpsAddress":false');
    expect(errors).toEqual([]);
  });

  it('refuses a P.O. Box and an Alaska address with the spec’s messages at their fields', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page, stack.site.url);
    await fillShipping(page, { address: 'P.O. Box 4410' });
    await continueButton(page).click();
    // At the field, what to do; the catalogue's line heads the form, said once.
    const poBox = await messageAt(page, 'input[name="shipping.address"]');
    expect(poBox).toBe('Cannot ship to P.O. Box. Please provide another shipping address.');
    expect(
      await page.getByText('We are unable to ship to POBOX addresses', { exact: true }).count(),
    ).toBe(1);
    expect(await page.locator('[data-address-suggestions]').count()).toBe(0);

    await page.locator('input[name="shipping.address"]').fill('400 W 5th Ave');
    await page.locator('input[name="shipping.zipcode"]').fill('99501');
    await expect.poll(() => page.locator('select[name="shipping.state"]').inputValue()).toBe('AK');
    const alaska =
      'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.';
    // The ZIP lookup says so at the ZIP as soon as it is typed, the state's check on Continue.
    expect(await messageAt(page, 'input[name="shipping.zipcode"]')).toContain(alaska);
    await continueButton(page).click();
    expect(await messageAt(page, 'select[name="shipping.state"]')).toContain(alaska);
    expect(await page.locator('[data-step="shipping"]').getAttribute('data-state')).toBe('active');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
