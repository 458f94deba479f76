import { requestLocation } from '../addresses/location-stock';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { callerIdentity, requireCustomer } from '../identity/caller';
import { NotFoundError } from '../http/errors';
import { defineRoute } from './deps';
import type { ErrorDoc } from '../http/route';
import { cartTotalsView, pricedLineId } from '../pricing/price-cart';
import { type CheckoutBody } from '@snackshop/commerce-core/contract';
import { checkCheckout, checkoutBodyRefusal } from './checkout.service';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from './idempotency.service';
import { findOwnedOrder } from './order-access';
import { lookupOrder, lookupRateLimited, lookupView, ORDER_LOOKUP_LIMIT } from './order-lookup';
import { normalizeOrderNumber } from './order-number';
import { orderHistory, reorder } from './order-history.service';
import { loadOrderView, orderViewIn } from './order-view.service';
import { placeOrder } from './place-order.service';

const tag = 'Checkout';

const checkoutErrors: ErrorDoc[] = [
  { status: 422, code: 'PO_BOX', description: formatMessage('poBoxUnsupported', 'en-us') },
  { status: 422, code: 'NO_SHIP_STATE', description: 'We do not ship to HI or AK.' },
  { status: 422, code: 'ZIP_MISMATCH', description: 'The ZIP is not in that city or state.' },
  { status: 422, code: 'PRODUCT_UNAVAILABLE', description: 'A line is out of stock.' },
  { status: 422, code: 'MULTIPACK_ITEM_UNAVAILABLE', description: 'A multipack item ran out.' },
  { status: 422, code: 'ZIP_NOT_SERVICEABLE', description: 'A product cannot ship to the ZIP.' },
  {
    status: 422,
    code: 'COUPON_*',
    description: 'The coupon does not apply (see validatevoucher).',
  },
];

/** Normalised addresses and the normalised shipping/billing pair the order will use. */
const addressesOf = (body: CheckoutBody) => ({
  shipping: body.shipping,
  billing: body.billingSameShippingFlag || !body.billing ? body.shipping : body.billing,
});

/** validateOrder, submittedorder and orderdetails (with Order Lookup). */
export const orderRoutes = [
  defineRoute('validateOrder', {
    tag,
    summary: 'Check the checkout and answer the server’s amounts',
    description:
      'Validates contact info, shipping (no P.O. Box, not HI/AK, ZIP ↔ city/state) and ' +
      'billing addresses, the gift fields, stock, multipack items and ZIP availability, then ' +
      'prices the cart on the server: subtotal, discount, shipping, tax and total. Amounts ' +
      'the client sends are ignored.',
    bodyErrors: checkoutBodyRefusal,
    errors: checkoutErrors,
    handler: async (input) => {
      const { body, deps } = input;
      const price = await checkCheckout(
        deps.db,
        body,
        await callerIdentity(input),
        deps.now(),
        requestLocation(input.c),
      );
      return {
        valid: true as const,
        ...cartTotalsView(price),
        shippingSku: price.shipping.shippingSku,
        couponName: price.coupon?.code ?? null,
        lines: price.lines.map((line, index) => ({
          productId: pricedLineId(line),
          title: line.title,
          quantity: line.quantity,
          lineTotal: centsToDollars(line.lineTotalCents),
          lineTotalCents: line.lineTotalCents,
          discountCents: price.lineDiscountsCents[index] ?? 0,
        })),
        ...addressesOf(body),
      };
    },
  }),
  defineRoute('submittedOrder', {
    tag,
    summary: 'Place the order (needs an Idempotency-Key header)',
    description:
      `Send an \`${IDEMPOTENCY_HEADER}\` header, new for each order. The server re-checks ` +
      'the checkout, recomputes every amount from its own prices, coupon, shipping and tax ' +
      '(client amounts are ignored), authorises the payment, then in one transaction writes ' +
      'the order, takes the stock, records the coupon use and queues the confirmation email. ' +
      'The same key again answers the same order without charging twice (header ' +
      '`Idempotent-Replayed: true`); the same key with a different body is a 409. A declined ' +
      'payment (402) leaves no order, stock or coupon use; a wallet token (Apple Pay, Google ' +
      'Pay) the processor never issued or that already paid for an order is such a 402, ' +
      'naming `paymentInfo.token`.',
    bodyErrors: checkoutBodyRefusal,
    status: 201,
    message: 'Order placed',
    errors: [
      { status: 402, code: 'PAYMENT_DECLINED', description: 'The payment was refused.' },
      {
        status: 409,
        code: 'IDEMPOTENCY_KEY_REUSED',
        description: 'The key was used for a different body (or that order is still in progress).',
      },
      ...checkoutErrors,
      {
        status: 503,
        code: 'PAYMENT_PROCESSOR_UNAVAILABLE',
        description: 'The processor did not answer; send the same request again.',
      },
    ],
    handler: async (input) => {
      const { body, deps, c } = input;
      const placed = await placeOrder(deps.db, {
        body,
        caller: await callerIdentity(input),
        idempotencyKey: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)),
        location: requestLocation(c),
        checkout: deps.checkout,
        now: deps.now,
      });
      if (placed.replayed) c.header('Idempotent-Replayed', 'true');
      const view = await loadOrderView(deps.db, placed.orderId);
      return view!;
    },
  }),
  defineRoute('orderDetails', {
    tag,
    summary: 'An order for its owner, or Order Lookup by order number and email',
    description:
      'With `email`: Order Lookup, answering only when the email is the order’s, with names, ' +
      'street, ZIP and the gift recipient’s email partly hidden and no phone number; at most ' +
      `${ORDER_LOOKUP_LIMIT.limit} attempts per client address and per order number in ` +
      `${ORDER_LOOKUP_LIMIT.windowMs / 60_000} minutes (then 429 with \`Retry-After\`). ` +
      'Without it: only the customer or the checkout session that placed the order, in full. ' +
      'Every miss is the same 404, so nobody learns which order numbers exist.',
    errors: [
      { status: 404, code: 'NOT_FOUND', description: 'No order with that number (and email).' },
      {
        status: 429,
        code: 'RATE_LIMITED',
        description: 'Too many lookups from this client or for this order number; see Retry-After.',
      },
    ],
    handler: async (input) => {
      const { query, deps, c } = input;
      const notFound = () =>
        new NotFoundError(formatMessage('orderLookupNotFound', query.lang), 'orderNumber');
      const orderNumber = normalizeOrderNumber(query.orderNumber);
      if (query.email) {
        // Counted before the order is looked for, so a refusal says nothing about it.
        const decision = await deps.rateLimits.consume(ORDER_LOOKUP_LIMIT, [
          `ip:${deps.rateLimits.clientKey(c)}`,
          `order:${orderNumber ?? query.orderNumber.toUpperCase()}`,
        ]);
        if (!decision.allowed) throw lookupRateLimited(query.lang, decision.retryAfterSeconds);
      }
      if (!orderNumber) throw notFound();
      const order = query.email
        ? await lookupOrder(deps.db, orderNumber, query.email)
        : await findOwnedOrder(deps.db, orderNumber, { caller: () => callerIdentity(input) });
      if (!order) throw notFound();
      const stored = await loadOrderView(deps.db, order.id);
      if (!stored) throw notFound();
      const view = await orderViewIn(deps.db, stored, query.lang);
      return query.email ? lookupView(view) : view;
    },
  }),
  defineRoute('orderHistory', {
    tag: 'Accounts',
    summary: 'The signed-in customer’s orders, newest first, a page at a time',
    description:
      'Only orders placed while signed in belong to the account; guest orders with the same ' +
      'email are not attached (docs/decisions/0029).',
    errors: [{ status: 401, code: 'SIGN_IN_REQUIRED', description: 'Not signed in.' }],
    handler: async (input) => {
      const session = await requireCustomer(input);
      return orderHistory(input.deps.db, session.customerId, input.query);
    },
  }),
  defineRoute('reorder', {
    tag: 'Accounts',
    summary: 'A past order’s lines priced today, for the cart',
    description:
      'Lines no longer sold, out of stock or not shippable to the given ZIP are left out and ' +
      'named with the spec’s messages. Another customer’s order answers 404.',
    errors: [
      { status: 401, code: 'SIGN_IN_REQUIRED', description: 'Not signed in.' },
      { status: 404, code: 'NOT_FOUND', description: 'No order of the caller has this number.' },
    ],
    handler: async (input) => {
      const session = await requireCustomer(input);
      return reorder(input.deps.db, session.customerId, input.body);
    },
  }),
];
