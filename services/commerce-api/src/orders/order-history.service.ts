import { MESSAGES, formatMessage } from '@snackshop/commerce-core/messages';
import type { Language } from '@snackshop/commerce-core/language';
import type { CartLineRequest } from '@snackshop/commerce-core/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema/index';
import { NotFoundError } from '../http/errors';
import { loadProductFacts } from '../pricing/catalogue-facts';
import { priceLines } from '../pricing/price-lines';
import { zipRestrictedProducts } from '../pricing/zip-restrictions';
import { findOwnedOrder, ownedBy } from './order-access';
import { normalizeOrderNumber } from './order-number';
import { loadOrderView, orderViewIn } from './order-view.service';

/** The signed-in customer's orders, newest first, a page at a time (SPEC section 3 myOrders). */
export async function orderHistory(
  db: Database,
  customerId: string,
  page: { page: number; pageSize: number; lang: Language },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(ownedBy(customerId))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(orders).where(ownedBy(customerId)),
  ]);
  const views = await Promise.all(rows.map((row) => loadOrderView(db, row.id)));
  const stored = views.filter((view) => view !== null);
  return {
    orders: await Promise.all(stored.map((view) => orderViewIn(db, view, page.lang))),
    page: page.page,
    pageSize: page.pageSize,
    total: total?.total ?? 0,
  };
}

type Refusal = {
  title: string;
  code: 'PRODUCT_UNAVAILABLE' | 'ZIP_NOT_SERVICEABLE' | 'NO_LONGER_SOLD';
  message: string;
};

/** An order line as a cart line again: ids and quantities only, priced afresh later. */
function asCartLine(line: typeof orderLines.$inferSelect): CartLineRequest | null {
  if (line.components && line.mixPackId) {
    return {
      kind: 'multipack',
      multipackId: line.mixPackId,
      items: line.components,
      quantity: line.quantity,
    };
  }
  if (line.bundleId !== null)
    return { kind: 'bundle', bundleId: line.bundleId, quantity: line.quantity };
  if (line.giftCardId !== null && line.giftCard) {
    return {
      kind: 'gift-card',
      giftCardId: line.giftCardId,
      amountCents: line.giftCard.amountCents,
      ...(line.giftCard.recipient?.recipientEmail
        ? {
            recipient: {
              recipientEmail: line.giftCard.recipient.recipientEmail,
              ...(line.giftCard.recipient.firstName
                ? { firstName: line.giftCard.recipient.firstName }
                : {}),
              ...(line.giftCard.recipient.lastName
                ? { lastName: line.giftCard.recipient.lastName }
                : {}),
            },
          }
        : {}),
      quantity: line.quantity,
    };
  }
  if (line.productId !== null)
    return { kind: 'product', productId: line.productId, quantity: line.quantity };
  return null;
}

const productIdsOf = (line: CartLineRequest): number[] =>
  line.kind === 'product'
    ? [line.productId]
    : line.kind === 'multipack'
      ? line.items.map((i) => i.productId)
      : [];

/**
 * Reorder: a past order of the caller's, its lines priced today for the cart. What is no
 * longer sold, out of stock or cannot ship to the shopper's ZIP is left out and named with
 * the spec's message; another customer's order number answers 404 as if it did not exist.
 */
export async function reorder(
  db: Database,
  customerId: string,
  input: { orderNumber: string; zipcode?: string | undefined; lang: Language },
) {
  const orderNumber = normalizeOrderNumber(input.orderNumber);
  const order = orderNumber ? await findOwnedOrder(db, orderNumber, { customerId }) : null;
  if (!order) throw new NotFoundError(MESSAGES.orderNotFound.en, 'orderNumber');
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));

  const requested = lines.map((line) => ({ line, cart: asCartLine(line) }));
  const facts = await loadProductFacts(
    db,
    requested.flatMap(({ cart }) => (cart ? productIdsOf(cart) : [])),
  );
  const restricted = input.zipcode
    ? await zipRestrictedProducts(db, input.zipcode, [...facts.keys()])
    : new Map<number, string>();

  const refused: Refusal[] = [];
  const keep: CartLineRequest[] = [];
  for (const { line, cart } of requested) {
    const ids = cart ? productIdsOf(cart) : [];
    if (!cart || ids.some((id) => !facts.get(id)?.isActive)) {
      refused.push({
        title: line.title,
        code: 'NO_LONGER_SOLD',
        message: formatMessage('productUnavailable', input.lang),
      });
    } else if (ids.some((id) => restricted.has(id))) {
      refused.push({
        title: line.title,
        code: 'ZIP_NOT_SERVICEABLE',
        message: formatMessage('zipNotServiceable', input.lang),
      });
    } else {
      keep.push(cart);
    }
  }

  const priced = [];
  for (const [index, cart] of keep.entries()) {
    try {
      const [line] = await priceLines(db, [cart], `lines.${index}`, input.lang);
      if (!line) continue;
      if (!line.available) {
        refused.push({
          title: line.cartLine.title,
          code: 'PRODUCT_UNAVAILABLE',
          message: formatMessage('productUnavailable', input.lang),
        });
        continue;
      }
      priced.push({ ...line.cartLine, available: true });
    } catch (error) {
      // A bundle or gift card that left the catalogue since the order.
      if (!(error instanceof NotFoundError)) throw error;
      refused.push({
        title: requested.find(({ cart: c }) => c === cart)?.line.title ?? '',
        code: 'NO_LONGER_SOLD',
        message: formatMessage('productUnavailable', input.lang),
      });
    }
  }
  return { cartItems: priced, refused };
}
