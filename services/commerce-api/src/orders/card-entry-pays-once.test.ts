import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders, products, sandboxAuthorizations } from '../db/schema/index';
import { cardToken, checkoutBody, refusedOrder, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { findProducts, type ProductRow } from '../../test/pricing-fixtures';

const VISA = '4111111111111111';

describeApi('a card entry pays once', (api) => {
  let snack: ProductRow;
  beforeAll(async () => {
    const rows = await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), gte(products.stockQty, 20)),
    );
    snack = rows[0]!;
  });

  const orderBody = (transientToken: string, lang?: 'es-us'): BodyOf<'submittedOrder'> => ({
    ...checkoutBody([{ productId: snack.id, quantity: 1 }], lang ? { lang } : {}),
    paymentInfo: { method: 'card', transientToken },
  });

  it('refuses a second order paid with the same card token, in English and Spanish', async () => {
    const token = await cardToken(api(), VISA);
    const first = await submitOrder(api(), orderBody(token));
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const second = await refusedOrder(api(), orderBody(token));
    expect(second.status).toBe(402);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.body).toMatchObject({
      success: false,
      code: 'PAYMENT_DECLINED',
      message: 'These card details have already paid for an order. Enter them again to pay.',
      errors: [{ field: 'paymentInfo' }],
    });
    const spanish = await refusedOrder(api(), orderBody(token, 'es-us'));
    expect(spanish.status).toBe(402);
    expect(spanish.body.message).toBe(
      'Estos datos de tarjeta ya pagaron un pedido. Ingréselos de nuevo para pagar.',
    );
    // One order and one authorisation for the card entry.
    const placed = await api()
      .database.db.select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, first.body.data.orderNumber));
    expect(placed).toHaveLength(1);
  });

  it('still answers the same order to a replay of the request that spent the token', async () => {
    const token = await cardToken(api(), VISA);
    const key = `card-once-${Date.now()}`;
    const first = await submitOrder(api(), orderBody(token), { key });
    expect(first.status).toBe(201);
    const replay = await submitOrder(api(), orderBody(token), { key });
    expect(replay.status).toBe(201);
    expect(replay.body.data.orderNumber).toBe(first.body.data.orderNumber);
    const auths = await api()
      .database.db.select()
      .from(sandboxAuthorizations)
      .where(sql`${sandboxAuthorizations.reference} like ${`%:${key}`}`);
    expect(auths).toHaveLength(1);
  });

  it('lets only one of two orders racing with one card token pay', async () => {
    const token = await cardToken(api(), VISA);
    const answers = await Promise.all([
      submitOrder(api(), orderBody(token)),
      submitOrder(api(), orderBody(token)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402]);
  });
});
