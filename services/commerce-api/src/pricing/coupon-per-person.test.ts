import { and, eq, gte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { couponRedemptions, coupons, products } from '../db/schema/index';
import { signedInCustomer } from '../../test/account-fixtures';
import { cardToken, checkoutBody, submitOrder } from '../../test/checkout-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import { findProducts, type ProductRow } from '../../test/pricing-fixtures';
import { couponCustomerKey } from './coupons';

const VISA = '4111111111111111';
const ALREADY_USED = 'You have already used coupon code WELCOME15.';

describeApi('a once-per-customer coupon counts a person once, signed in or as a guest', (api) => {
  let snack: ProductRow;
  beforeAll(async () => {
    const rows = await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), gte(products.stockQty, 50)),
    );
    snack = rows[0]!;
  });

  const cart = () => [{ productId: snack.id, quantity: 2 }];

  /** Places a card order with WELCOME15 as `shopper` (signed in or not) for `email`. */
  async function orderWithCoupon(shopper: TestApi, email: string) {
    return submitOrder(shopper, {
      ...checkoutBody(cart(), {
        couponName: 'WELCOME15',
        contactInfo: { email, phoneNumber: '(312) 555-0142' },
      }),
      paymentInfo: { method: 'card', transientToken: await cardToken(shopper, VISA) },
    });
  }

  const voucher = (shopper: TestApi, email?: string) =>
    shopper.call('validateVoucher', {
      body: { couponName: 'WELCOME15', cartItems: cart(), ...(email ? { email } : {}) },
    });

  it('refuses it to a guest with the email of a customer who used it signed in', async () => {
    const customer = await signedInCustomer(api());
    const first = await orderWithCoupon(customer.api, customer.email);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.couponName).toBe('WELCOME15');

    const asGuest = await voucher(api(), ` ${customer.email.toUpperCase()} `);
    expect(asGuest.status).toBe(422);
    expect(asGuest.body).toMatchObject({ code: 'COUPON_ALREADY_USED', message: ALREADY_USED });
    const guestOrder = await orderWithCoupon(api(), customer.email.toUpperCase());
    expect(guestOrder.status).toBe(422);
    expect(guestOrder.body).toMatchObject({ code: 'COUPON_ALREADY_USED' });
  });

  it('refuses it to a signed-in customer whose email used it as a guest', async () => {
    const email = `guest.first.${Date.now()}@example.com`;
    const guestOrder = await orderWithCoupon(api(), email);
    expect(guestOrder.status, JSON.stringify(guestOrder.body)).toBe(201);

    const customer = await signedInCustomer(api(), { email: email.toUpperCase() });
    const signedIn = await voucher(customer.api);
    expect(signedIn.status).toBe(422);
    expect(signedIn.body).toMatchObject({ code: 'COUPON_ALREADY_USED', message: ALREADY_USED });
  });

  it('counts uses recorded under the account before, without rewriting them', async () => {
    const customer = await signedInCustomer(api());
    const [welcome] = await api()
      .database.db.select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, 'WELCOME15'));
    // A use recorded by a signed-in order, as every earlier release recorded it.
    await api()
      .database.db.insert(couponRedemptions)
      .values({ couponId: welcome!.id, customerKey: couponCustomerKey(customer.accountId)! });
    const asGuest = await voucher(api(), customer.email);
    expect(asGuest.status).toBe(422);
    expect(asGuest.body).toMatchObject({ code: 'COUPON_ALREADY_USED' });
    // Someone else is still welcome.
    expect((await voucher(api(), `someone.else.${Date.now()}@example.com`)).status).toBe(200);
  });
});
