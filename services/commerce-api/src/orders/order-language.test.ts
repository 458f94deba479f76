import type { QueryOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { cardToken, checkoutBody, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { findProducts, mixableProducts, setStock } from '../../test/pricing-fixtures';

describeApi('an order read in another language', (api) => {
  it('names its products and its multipack in the language asked, not the one it was placed in', async () => {
    const db = api().database.db;
    const [snack] = await findProducts(
      db,
      and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 50)),
    );
    const [x] = await mixableProducts(db);
    // Stock at whichever location serves the order's address (decision 0033).
    await setStock(db, snack!.id, 100);
    await setStock(db, x!.id, 100);
    const placed = await submitOrder(api(), {
      ...checkoutBody([
        { productId: snack!.id, quantity: 1 },
        {
          productId: 'MYOMP-30-1',
          quantity: 1,
          multipackList: [{ productId: String(x!.id), quantity: 30 }],
        },
      ]),
      lang: 'en-us',
      paymentInfo: { method: 'card', transientToken: await cardToken(api(), '4111111111111111') },
    });
    expect(placed.status).toBe(201);
    const orderNumber = placed.body.data.orderNumber;
    const read = (lang: QueryOf<'orderDetails'>['lang']) =>
      api().call('orderDetails', { query: { orderNumber, lang } });
    const english = await read('en-us');
    const spanish = await read('es-us');
    expect(english.body.data.lines.map((line) => line.title)).toEqual([
      snack!.title,
      '30-pack multipack',
    ]);
    expect(spanish.body.data.lines.map((line) => line.title)).toEqual([
      snack!.titleEs,
      'Multipack de 30',
    ]);
  });
});
