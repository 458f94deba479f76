import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser';
import {
  cartToCheckout,
  checkoutStackSession,
  continueToPayment,
  fillShipping,
} from './checkout-flow';

/*
 * Form snapshots (SPEC section 4): opening the finished shipping step again keeps a copy of
 * it; leaving the checkout before saving the edit (another page, a reload) puts the copy
 * back, and saving the edit (Continue to payment) keeps the edit.
 */
const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-form-snapshots-secret-0123456789abcdef',
);

const shippingState = (page: Page) =>
  page.locator('[data-step="shipping"]').getAttribute('data-state');
const summary = (page: Page) => page.locator('[data-shipping-summary]').textContent();
const address = (page: Page) => page.locator('input[name="shipping.address"]');
const billingSame = (page: Page) =>
  page.getByRole('checkbox', { name: 'Billing address is the same as shipping' });

/** Opens the finished shipping step again and changes its address and billing choice. */
async function editShipping(page: Page) {
  await page.getByRole('button', { name: /Edit/ }).click();
  await address(page).fill('233 S Wacker Dr');
  await billingSame(page).click();
  await page.locator('input[name="billing.firstName"]').waitFor();
  expect(await shippingState(page)).toBe('active');
}

/** The payment step shows the address that was saved, and the edit reopens it unchanged. */
async function expectSavedShipping(page: Page, street: string) {
  await page.locator('[data-shipping-summary]').waitFor();
  expect(await shippingState(page)).toBe('completed');
  expect(await summary(page)).toContain(street);
  await page.getByRole('button', { name: /Edit/ }).click();
  await expect.poll(() => address(page).inputValue()).toBe(street);
  await expect(billingSame(page).isChecked()).resolves.toBe(true);
}

describe('checkout form snapshots', () => {
  it('an edit left for another page is undone; one saved is kept', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page, stack.site.url);
    await fillShipping(page);
    await continueToPayment(page);
    expect(await summary(page)).toContain('120 N Michigan Ave');
    // The phone reads as the field shows it.
    expect(await summary(page)).toContain('robin.ohara@example.com · (312) 555-0142');

    // Away to the cart without saving, and back.
    await editShipping(page);
    await page.getByRole('link', { name: 'Back to your cart' }).click();
    await page.waitForURL(/\/cart$/);
    await page.locator('[data-checkout]').click();
    await page.waitForURL(/\/checkout$/);
    await expectSavedShipping(page, '120 N Michigan Ave');

    // A reload in the middle of an edit.
    await address(page).fill('233 S Wacker Dr');
    await page.reload();
    await expectSavedShipping(page, '120 N Michigan Ave');

    // Saved: the edit stays, also after leaving.
    await address(page).fill('233 S Wacker Dr');
    await continueToPayment(page);
    expect(await summary(page)).toContain('233 S Wacker Dr');
    await page.getByRole('link', { name: 'Back to your cart' }).click();
    await page.waitForURL(/\/cart$/);
    await page.locator('[data-checkout]').click();
    await expectSavedShipping(page, '233 S Wacker Dr');
    expect(errors).toEqual([]);
  });
});
