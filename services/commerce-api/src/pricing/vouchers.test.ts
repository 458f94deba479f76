import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness';
import {
  addCoupon,
  findProducts,
  mixableProducts,
  type ProductRow,
} from '../../test/pricing-fixtures';
import { recordCouponRedemption } from './coupons';
import { coupons, products } from '../db/schema/index';
import { and, eq, gte } from 'drizzle-orm';

const day = 24 * 3600 * 1000;
let clock = new Date();

describeApi(
  'vouchers',
  (api) => {
    let a: ProductRow;
    let b: ProductRow;
    /** Two units of a and one of b: the subtotal the server must find. */
    let subtotal: number;
    const cart = () => [
      { productId: a.id, quantity: 2, price: 1, title: 'Tampered' },
      { productId: String(b.id), quantity: 1, price: 0 },
    ];

    beforeAll(async () => {
      const rows = await findProducts(
        api().database.db,
        and(eq(products.kind, 'snack'), gte(products.stockQty, 20)),
      );
      [a, b] = rows as [ProductRow, ProductRow];
      subtotal = a.priceCents * 2 + b.priceCents;
    });

    // Open to other fields: some tests send client amounts that the server must ignore.
    const validate = (
      body: Omit<BodyOf<'validateVoucher'>, 'cartItems'> & Record<string, unknown>,
    ) => api().call('validateVoucher', { body: { cartItems: cart(), ...body } });
    const refusedValidate = (body: Record<string, unknown>) =>
      api().refusal('validateVoucher', { body: { cartItems: cart(), ...body } });

    it('applies a percent-off coupon to the server’s subtotal and answers couponData', async () => {
      const response = await validate({
        couponName: ' snack10 ',
        cartID: 'cart-42',
        discount: 99,
        cartAmount: 0.01,
      });
      expect(response.status).toBe(200);
      const discount = Math.floor((subtotal * 10) / 100 + 0.5);
      expect(response.body.data).toEqual({
        couponName: 'SNACK10',
        cartAmount: subtotal / 100,
        cartAmountCents: subtotal,
        discount: discount / 100,
        discountCents: discount,
        discountedAmount: (subtotal - discount) / 100,
        discountedAmountCents: subtotal - discount,
        message: 'Coupon code SNACK10 applied: 10% off your order.',
        freeOrder: false,
        freeShipping: false,
        cartID: 'cart-42',
        date: clock.toISOString(),
        discountItems: expect.any(Array),
      });
      const items = response.body.data.discountItems;
      expect(items.map((i) => i.productId)).toEqual([String(a.id), String(b.id)]);
      expect(items.reduce((sum, i) => sum + i.discountCents, 0)).toBe(discount);
    });

    it('takes a fixed amount off when the minimum is exactly met, and refuses one cent below', async () => {
      await addCoupon(api().database.db, {
        code: 'EXACTMIN',
        kind: 'amount_off',
        amountOffCents: 300,
        minCartCents: subtotal,
        description: '$3 off',
        descriptionEs: '$3 de descuento',
      });
      const met = await validate({ couponName: 'EXACTMIN' });
      expect(met.status).toBe(200);
      expect(met.body.data.discountCents).toBe(300);
      expect(met.body.data.discountedAmountCents).toBe(subtotal - 300);

      await addCoupon(api().database.db, {
        code: 'ONECENTMORE',
        kind: 'amount_off',
        amountOffCents: 300,
        minCartCents: subtotal + 1,
        description: '$3 off',
        descriptionEs: '$3 de descuento',
      });
      const below = await refusedValidate({ couponName: 'ONECENTMORE' });
      expect(below.status).toBe(422);
      expect(below.body.code).toBe('COUPON_MINIMUM_NOT_MET');
      const minimum = `$${((subtotal + 1) / 100).toFixed(2)}`;
      expect(below.body.message).toBe(
        `Coupon code ONECENTMORE needs a cart of at least ${minimum}. Add $0.01 more to use it.`,
      );
      expect(below.body.errors).toEqual([{ field: 'couponName', message: below.body.message }]);
    });

    it('refuses a coupon that expired yesterday, and one from its expiry instant on', async () => {
      await addCoupon(api().database.db, {
        code: 'YESTERDAY',
        kind: 'percent_off',
        percentOff: 20,
        expiresAt: new Date(clock.getTime() - day),
        description: '20% off',
        descriptionEs: '20% de descuento',
      });
      const expired = await refusedValidate({ couponName: 'yesterday' });
      expect(expired.status).toBe(422);
      expect(expired.body.code).toBe('COUPON_EXPIRED');
      expect(expired.body.message).toBe('Coupon code YESTERDAY has expired.');

      const expiresAt = new Date(clock.getTime() + 60_000);
      await addCoupon(api().database.db, {
        code: 'LASTMINUTE',
        kind: 'percent_off',
        percentOff: 5,
        expiresAt,
        description: '5% off',
        descriptionEs: '5% de descuento',
      });
      const saved = clock;
      clock = new Date(expiresAt.getTime() - 1);
      const justInTime = await validate({ couponName: 'LASTMINUTE' });
      clock = expiresAt;
      const atExpiry = await refusedValidate({ couponName: 'LASTMINUTE' });
      clock = saved;
      expect(justInTime.status).toBe(200);
      expect(atExpiry.status).toBe(422);
      expect(atExpiry.body.code).toBe('COUPON_EXPIRED');
    });

    it('refuses unknown codes and offers that have not started, in English and Spanish', async () => {
      const unknown = await refusedValidate({ couponName: 'NOPE' });
      expect(unknown.status).toBe(422);
      expect(unknown.body.code).toBe('COUPON_UNKNOWN');
      expect(unknown.body.message).toBe('Coupon code NOPE is not valid.');
      const spanish = await refusedValidate({ couponName: 'NOPE', lang: 'es-us' });
      expect(spanish.body.message).toBe('El código de cupón NOPE no es válido.');
      const early = await refusedValidate({ couponName: 'SPRING30' });
      expect(early.status).toBe(422);
      expect(early.body.code).toBe('COUPON_NOT_STARTED');
      expect(early.body.message).toBe('Coupon code SPRING30 is not active yet.');
    });

    it('refuses a coupon whose total usage limit is reached, and never over-redeems', async () => {
      const soldOut = await refusedValidate({ couponName: 'SOLDOUT50' });
      expect(soldOut.status).toBe(422);
      expect(soldOut.body.code).toBe('COUPON_USED_UP');
      expect(soldOut.body.message).toBe('Coupon code SOLDOUT50 has reached its usage limit.');

      const last = await addCoupon(api().database.db, {
        code: 'LASTONE',
        kind: 'amount_off',
        amountOffCents: 100,
        totalLimit: 1,
        description: '$1 off',
        descriptionEs: '$1 de descuento',
      });
      expect((await validate({ couponName: 'LASTONE' })).status).toBe(200);
      await recordCouponRedemption(api().database.db, {
        couponId: last.id,
        customerKey: 'email:first@example.com',
      });
      const after = await refusedValidate({ couponName: 'LASTONE' });
      expect(after.status).toBe(422);
      expect(after.body.code).toBe('COUPON_USED_UP');
      await expect(
        recordCouponRedemption(api().database.db, {
          couponId: last.id,
          customerKey: 'email:second@example.com',
        }),
      ).rejects.toThrow('Coupon code LASTONE has reached its usage limit.');
    });

    it('counts a per-customer limit by email', async () => {
      const noEmail = await refusedValidate({ couponName: 'WELCOME15' });
      expect(noEmail.status).toBe(422);
      expect(noEmail.body.code).toBe('COUPON_EMAIL_REQUIRED');
      expect(noEmail.body.message).toBe('Enter your email to use coupon code WELCOME15.');
      const first = await validate({ couponName: 'WELCOME15', email: 'Pat@Example.com' });
      expect(first.status).toBe(200);
      const [welcome] = await api()
        .database.db.select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.code, 'WELCOME15'));
      await recordCouponRedemption(api().database.db, {
        couponId: welcome!.id,
        customerKey: 'email:pat@example.com',
      });
      const again = await refusedValidate({ couponName: 'WELCOME15', email: 'pat@example.com' });
      expect(again.status).toBe(422);
      expect(again.body.code).toBe('COUPON_ALREADY_USED');
      expect(again.body.message).toBe('You have already used coupon code WELCOME15.');
      const someoneElse = await validate({ couponName: 'WELCOME15', email: 'sam@example.com' });
      expect(someoneElse.status).toBe(200);
    });

    it('answers free shipping and free order coupons', async () => {
      // FREESHIP needs $10: ten units of any seeded snack reach it.
      const freeShip = await api().call('validateVoucher', {
        body: { couponName: 'FREESHIP', cartItems: [{ productId: a.id, quantity: 10 }] },
      });
      expect(freeShip.status).toBe(200);
      expect(freeShip.body.data).toMatchObject({
        freeShipping: true,
        freeOrder: false,
        discountCents: 0,
        discountItems: [],
        message: 'Coupon code FREESHIP applied: Free shipping on orders of $10 or more.',
      });
      const free = await validate({ couponName: 'ONTHEHOUSE' });
      expect(free.status).toBe(200);
      expect(free.body.data).toMatchObject({
        freeOrder: true,
        freeShipping: true,
        discountCents: subtotal,
        discountedAmountCents: 0,
        discountedAmount: 0,
      });
    });

    it('prices multipack lines from the server: item price × quantity, times packs', async () => {
      const [x, y] = (await mixableProducts(api().database.db, 60)) as [ProductRow, ProductRow];
      // Client prices that the server must ignore ride along with the pack and its items.
      const tampered = {
        productId: 'MYOMP-30-1',
        quantity: 2,
        price: 1,
        multipackList: [
          { productId: x.id, quantity: 20, price: 0 },
          { productId: y.id, quantity: 10, price: 0 },
        ],
      };
      const response = await api().call('validateVoucher', {
        body: { couponName: 'SNACK10', cartItems: [tampered] },
      });
      expect(response.status).toBe(200);
      expect(response.body.data.cartAmountCents).toBe((x.priceCents * 20 + y.priceCents * 10) * 2);
      expect(response.body.data.discountItems[0]?.productId).toBe('MYOMP-30-1');
    });

    it('answers 400 naming the field for a missing or over-long code and bad quantities', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ cartItems: cart() }, 'couponName'],
        [{ cartItems: cart(), couponName: 'X'.repeat(41) }, 'couponName'],
        [{ cartItems: cart(), couponName: '   ' }, 'couponName'],
        [{ couponName: 'SNACK10' }, 'cartItems'],
        [
          { couponName: 'SNACK10', cartItems: [{ productId: a.id, quantity: 100 }] },
          'cartItems.0.quantity',
        ],
        [
          { couponName: 'SNACK10', cartItems: [{ productId: a.id, quantity: 0 }] },
          'cartItems.0.quantity',
        ],
        [
          { couponName: 'SNACK10', cartItems: [{ productId: a.id, quantity: -2 }] },
          'cartItems.0.quantity',
        ],
        [{ couponName: 'SNACK10', cartItems: [{ quantity: 1 }] }, 'cartItems.0.productId'],
        [{ couponName: 'SNACK10', cartItems: 'all of it' }, 'cartItems'],
      ];
      for (const [body, field] of cases) {
        const response = await api().refusal('validateVoucher', { body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.errors?.map((e) => e.field)).toContain(field);
      }
      const ninetyNine = await api().call('validateVoucher', {
        body: { couponName: 'SNACK10', cartItems: [{ productId: a.id, quantity: 99 }] },
      });
      expect(ninetyNine.status).toBe(200);
      expect(ninetyNine.body.data.cartAmountCents).toBe(a.priceCents * 99);
      const unknown = await api().refusal('validateVoucher', {
        body: { couponName: 'SNACK10', cartItems: [{ productId: 999_999, quantity: 1 }] },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors?.[0]?.field).toBe('cartItems.0.productId');
    });
  },
  { app: { now: () => clock } },
);
