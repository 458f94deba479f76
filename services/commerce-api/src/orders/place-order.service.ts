import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  payments,
  locationStock,
  products,
  savedCards,
  type OrderAddress,
} from '../db/schema/index';
import type { CallerIdentity } from '../identity/caller';
import { BusinessRuleError, DomainError, ValidationError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { declineOf } from '../payments/messages';
import {
  PaymentDeclinedError,
  PaymentUnavailableError,
  type Authorization,
  type PaymentSource,
} from '../payments/provider';
import { savedCardToPayWith } from '../payments/saved-cards';
import type { CheckoutServices } from '../payments/services';
import type { CartPrice } from '../pricing/price-cart';
import type { PricedLine } from '../pricing/price-lines';
import { CouponError, couponCustomerKey, recordCouponRedemption } from '../pricing/coupons';
import type { SubmitOrderBody } from '@snackshop/commerce-core/contract';
import { recordOrderPoints } from '../rewards/ledger';
import { finishCapture } from './capture-reconciler';
import { checkCheckout, orderLocation } from './checkout.service';
import { holdAfterCommit } from './crash-test-hook';
import {
  claimKey,
  completeKey,
  failKey,
  holdKey,
  ownerKeyOf,
  releaseKey,
  replayedError,
  requestHash,
} from './idempotency.service';
import { orderConfirmationEmail } from './order-confirmation.email';
import { newOrderNumber } from './order-number';
import { loadOrderView } from './order-view.service';

export interface PlaceOrderInput {
  body: SubmitOrderBody;
  caller: CallerIdentity;
  idempotencyKey: string;
  /** The request's location (X-Location-Id), null when it names none. */
  location?: string | null;
  checkout: CheckoutServices;
  now: () => Date;
}

/** The placed (or replayed) order's id. */
export interface PlacedOrder {
  orderId: string;
  replayed: boolean;
}

/**
 * What the processor is asked to charge. A saved card is looked up among the caller's own
 * (401 for a visitor, 404 for anyone else's) and charged by its provider token.
 */
async function paymentSource(
  db: Database,
  input: PlaceOrderInput,
  info: NonNullable<SubmitOrderBody['paymentInfo']>,
): Promise<PaymentSource> {
  switch (info.method) {
    case 'card':
      return { method: 'card', transientToken: info.transientToken };
    case 'saved-card': {
      const { providerToken } = await savedCardToPayWith(db, input.caller, {
        id: info.savedCardId,
        provider: input.checkout.payments.name,
        lang: input.body.lang,
        field: 'paymentInfo.savedCardId',
      });
      return { method: 'stored-card', providerToken, cvvToken: info.cvvToken };
    }
    case 'apple-pay':
      return { method: 'apple-pay', token: info.token };
    case 'google-pay':
      return { method: 'google-pay', token: info.token };
    case 'paypal':
      return { method: 'paypal', paymentId: info.paymentId };
  }
}

/** How the order records its payment: a saved card is a card payment. */
const recordedMethod = (info: NonNullable<SubmitOrderBody['paymentInfo']>) =>
  info.method === 'saved-card' ? 'card' : info.method;

/**
 * Places an order exactly once per idempotency key:
 * 1. claim the key (a repeat waits for, then replays, the first answer);
 * 2. check and price the checkout on the server (`checkCheckout`; client amounts ignored);
 * 3. authorise the payment, with the key as the processor reference;
 * 4. in one transaction: the order and its lines, stock taken with conditional updates,
 *    the coupon use, the payment, the confirmation email in the outbox, the key completed;
 * 5. if the transaction fails, void the authorisation, so a refusal leaves no order, no
 *    stock taken, no coupon used and no hold on the card; otherwise capture.
 * See docs/decisions/0004-checkout-orders-and-payments.md.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { body, caller, checkout } = input;
  const lang = body.lang;
  const location = input.location ?? null;
  const owner = { ownerKey: ownerKeyOf(caller), key: input.idempotencyKey };
  const claim = await claimKey(db, { ...owner, hash: requestHash(body), now: input.now, lang });
  if (claim.kind === 'completed') {
    // A repeat after the first request died between its commit and its capture finishes it.
    await finishCapture(db, checkout.payments, claim.orderId, {
      graceMs: checkout.captureGraceMs,
      now: input.now,
    }).catch((error: unknown) => console.error('orders: capture on replay failed:', error));
    return { orderId: claim.orderId, replayed: true };
  }
  if (claim.kind === 'failed') throw replayedError(claim.response);
  const scope = { ...owner, token: claim.token };

  let price: CartPrice;
  let source: PaymentSource | null = null;
  try {
    price = await checkCheckout(db, body, caller, input.now(), location);
    if (price.totalCents > 0 && !body.paymentInfo) {
      throw new ValidationError(
        [{ field: 'paymentInfo', message: formatMessage('paymentMethodRequired', lang) }],
        formatMessage('paymentMethodRequired', lang),
      );
    }
    if (price.totalCents > 0 && body.paymentInfo) {
      source = await paymentSource(db, input, body.paymentInfo);
    }
  } catch (error) {
    await releaseKey(db, scope);
    throw error;
  }

  const provider = checkout.payments;
  let authorization: Authorization | null = null;
  if (source) {
    const result = await provider
      .authorize({
        source,
        amountCents: price.totalCents,
        reference: `${scope.ownerKey}:${scope.key}`,
        sessionId: caller.sessionId,
      })
      .catch(async (error: unknown) => {
        await releaseKey(db, scope);
        throw error;
      });
    if (!result.approved) {
      const { message, field } = declineOf(result.reason, source.method, lang);
      if (result.retryable) {
        await releaseKey(db, scope);
        throw new PaymentUnavailableError(message);
      }
      const declined = new PaymentDeclinedError(result.reason, message, field);
      await failKey(db, { ...scope, error: declined, now: input.now() });
      throw declined;
    }
    authorization = result.authorization;
  }

  // The processor keeps the card before the order is written: a call to it never runs inside
  // the order's transaction. A card it will not keep leaves the order unaffected.
  const cardToKeep =
    authorization && body.paymentInfo?.method === 'card' && body.paymentInfo.saveNewCard
      ? await keepCard(input, body.paymentInfo.transientToken)
      : null;

  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      const id = await writeOrder(tx as unknown as Database, {
        body,
        caller,
        price,
        authorization,
        providerName: provider.name,
        location: orderLocation(body, location),
        now: input.now(),
      });
      if (cardToKeep) {
        await tx.insert(savedCards).values(cardToKeep).onConflictDoNothing();
      }
      const view = await loadOrderView(tx as unknown as Database, id);
      await enqueueMail(tx as unknown as Database, orderConfirmationEmail(view!, lang));
      await completeKey(tx as unknown as Database, { ...scope, orderId: id, now: input.now() });
      // Stock last: its row locks are then held only until the commit just after, so orders
      // sharing products wait on each other as briefly as possible.
      await takeStock(tx as unknown as Database, price.lines, orderLocation(body, location), lang);
      return id;
    });
  } catch (error) {
    // Taken over (this request was slow enough to look abandoned): the authorisation is the
    // other request's too, so it is left alone, and that request's answer is this one's.
    if (!(await holdKey(db, { ...scope, now: input.now() }))) return placeOrder(db, input);
    if (authorization) {
      await provider.void(authorization.id).catch((voidError: unknown) => {
        console.error(`orders: could not void authorization ${authorization.id}:`, voidError);
      });
    }
    if (error instanceof DomainError) await failKey(db, { ...scope, error, now: input.now() });
    else await releaseKey(db, scope);
    throw error;
  }

  await holdAfterCommit(orderId);
  if (authorization) await captureOrder(db, provider, orderId, authorization.id);
  return { orderId, replayed: false };
}

/**
 * Captures the payment of a committed order; a failure leaves it authorised for the capture
 * reconciler (or a replay of the key) to finish.
 */
async function captureOrder(
  db: Database,
  provider: CheckoutServices['payments'],
  orderId: string,
  authorizationId: string,
) {
  try {
    await provider.capture(authorizationId);
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, orderId));
      await tx
        .update(payments)
        .set({ status: 'captured' })
        .where(eq(payments.providerReference, authorizationId));
    });
  } catch (error) {
    console.error(
      `orders: capture of ${authorizationId} failed; the order stays authorized:`,
      error,
    );
  }
}

/** The saved-card row of a card the customer asked to keep; null for a guest or a refusal. */
async function keepCard(
  input: PlaceOrderInput,
  transientToken: string,
): Promise<typeof savedCards.$inferInsert | null> {
  const customerId = input.caller.customerId;
  if (!customerId) return null; // guests cannot keep cards
  try {
    const card = await input.checkout.payments.saveCard({
      transientToken,
      sessionId: input.caller.sessionId,
    });
    return { customerId, provider: input.checkout.payments.name, ...card };
  } catch (error) {
    console.error('orders: the processor did not keep the card', error);
    return null;
  }
}

/**
 * Units of each product the order takes from stock (bundles and multipacks by their items;
 * gift cards take none).
 */
function unitsByProduct(lines: readonly PricedLine[]) {
  const units = new Map<number, { units: number; field: string }>();
  const add = (productId: number, n: number, field: string) => {
    const known = units.get(productId);
    units.set(productId, { units: (known?.units ?? 0) + n, field: known?.field ?? field });
  };
  lines.forEach((line, index) => {
    const at = `cartItems.${index}`;
    if (line.kind === 'product') add(line.productId, line.quantity, `${at}.productId`);
    else if (line.kind === 'bundle') {
      for (const p of line.products) add(p.productId, p.quantity * line.quantity, `${at}.bundleId`);
    } else if (line.kind === 'multipack') {
      line.items.forEach((item, i) =>
        add(item.productId, item.quantity * line.quantity, `${at}.multipackList.${i}.productId`),
      );
    }
  });
  return units;
}

const addressOf = (a: SubmitOrderBody['shipping']): OrderAddress => ({
  firstName: a.firstName,
  lastName: a.lastName,
  address: a.address,
  ...(a.addressDetails ? { addressDetails: a.addressDetails } : {}),
  city: a.city,
  state: a.state,
  zipcode: a.zipcode,
  country: a.country,
});

/** What `writeOrder` records: the checked order, its price and its authorisation. */
interface WriteOrderInput {
  body: SubmitOrderBody;
  caller: CallerIdentity;
  price: CartPrice;
  authorization: Authorization | null;
  providerName: string;
  location: string | null;
  now: Date;
}

/** Writes the order inside the caller's transaction; throws to roll everything back. */
async function writeOrder(tx: Database, input: WriteOrderInput): Promise<string> {
  const { body, price, caller, authorization } = input;
  const orderId = await insertOrder(tx, input);
  await tx.insert(orderLines).values(price.lines.map((line) => orderLineRow(orderId, line)));
  if (price.coupon) {
    await redeemCoupon(tx, {
      coupon: price.coupon,
      customerKey: couponCustomerKey(caller.customerId, body.contactInfo.email)!,
      orderId,
      lang: body.lang,
    });
  }
  await recordOrderPoints(tx, {
    customerId: caller.customerId,
    orderId,
    redeemed: price.freePack !== null,
    paidMerchandiseCents: price.merchandiseSubtotalCents - price.discountCents,
    lang: body.lang,
  });
  if (authorization && body.paymentInfo) {
    await tx.insert(payments).values({
      orderId,
      provider: input.providerName,
      method: recordedMethod(body.paymentInfo),
      status: 'authorized',
      amountCents: authorization.amountCents,
      providerReference: authorization.id,
      cardBrand: authorization.brand,
      cardLast4: authorization.last4,
    });
  }
  return orderId;
}

/** The gift details of a gift order; null when the order is not a gift. */
function giftOf(giftCard: SubmitOrderBody['giftCard']) {
  return giftCard?.giftOrder
    ? {
        recipientEmail: giftCard.recipientEmail,
        ...(giftCard.firstName ? { firstName: giftCard.firstName } : {}),
        ...(giftCard.lastName ? { lastName: giftCard.lastName } : {}),
        ...(giftCard.giftMessage ? { giftMessage: giftCard.giftMessage } : {}),
      }
    : null;
}

/** Inserts the order row under a fresh order number (another on a clash) and returns its id. */
async function insertOrder(tx: Database, input: WriteOrderInput): Promise<string> {
  const { body, price, caller, authorization } = input;
  const gift = giftOf(body.giftCard);
  let orderId: string | undefined;
  while (!orderId) {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        customerId: caller.customerId,
        sessionId: caller.sessionId,
        email: body.contactInfo.email,
        phone: body.contactInfo.phoneNumber,
        fulfilmentLocationId: input.location,
        status: authorization ? 'authorized' : 'paid',
        shipping: addressOf(body.shipping),
        billing: addressOf(
          body.billingSameShippingFlag || !body.billing ? body.shipping : body.billing,
        ),
        gift,
        includesGiftCard: body.giftCard?.giftOrder ? body.giftCard.includesGiftCard : false,
        lang: body.lang,
        paymentMethod:
          body.paymentInfo && authorization ? recordedMethod(body.paymentInfo) : 'none',
        couponCode: price.coupon?.code ?? null,
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
        rewardCents: price.rewardCents,
        shippingCents: price.shipping.chargeCents,
        taxCents: price.taxCents,
        totalCents: price.totalCents,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id });
    orderId = row?.id;
  }
  return orderId;
}

/** The order-line row of one priced cart line. */
function orderLineRow(orderId: string, line: PricedLine): typeof orderLines.$inferInsert {
  return {
    orderId,
    productId: line.kind === 'product' ? line.productId : null,
    bundleId: line.kind === 'bundle' ? line.bundleId : null,
    giftCardId: line.kind === 'gift-card' ? line.giftCardId : null,
    giftCard:
      line.kind === 'gift-card'
        ? {
            kind: line.giftCardKind,
            amountCents: line.priceCents,
            ...(line.recipient ? { recipient: line.recipient } : {}),
          }
        : null,
    mixPackId: line.kind === 'multipack' ? line.multipackId : null,
    components:
      line.kind === 'multipack'
        ? line.items.map((item) => ({ productId: item.productId, quantity: item.quantity }))
        : line.kind === 'bundle'
          ? line.products.map((p) => ({ productId: p.productId, quantity: p.quantity }))
          : null,
    title: line.title,
    quantity: line.quantity,
    unitPriceCents: line.kind === 'multipack' ? line.packPriceCents : line.priceCents,
    lineTotalCents: line.lineTotalCents,
    freeSample: line.cartLine.isFreeSample === true,
  };
}

/**
 * Records the order's use of its coupon and refuses it (COUPON_ALREADY_USED) once the
 * customer is past the coupon's per-customer limit.
 */
async function redeemCoupon(
  tx: Database,
  redemption: {
    coupon: NonNullable<CartPrice['coupon']>;
    customerKey: string;
    orderId: string;
    lang: Language;
  },
) {
  const { coupon, customerKey, orderId, lang } = redemption;
  // The conditional increment locks the coupon row until commit, so the per-customer
  // count below cannot race another order for the same coupon.
  await recordCouponRedemption(tx, { couponId: coupon.id, customerKey, orderId, lang });
  const [limits] = await tx
    .select({ limit: coupons.perCustomerLimit })
    .from(coupons)
    .where(eq(coupons.id, coupon.id));
  if (limits?.limit === null || limits?.limit === undefined) return;
  const [used] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, coupon.id),
        eq(couponRedemptions.customerKey, customerKey),
      ),
    );
  if ((used?.n ?? 0) > limits.limit) {
    const message = formatMessage('couponAlreadyUsed', lang, { code: coupon.code });
    throw new CouponError('COUPON_ALREADY_USED', message);
  }
}

/**
 * Takes the order's units from stock with conditional updates (never below zero, never a
 * withdrawn product): from the order's fulfilment location and from the product's total
 * (decision 0033); a shortfall is a 422 that rolls the order back.
 */
async function takeStock(
  tx: Database,
  lines: readonly PricedLine[],
  location: string | null,
  lang: Language,
) {
  // Ascending product order, so two orders lock shared rows in the same order (no deadlock);
  // each update only succeeds while enough stock is left.
  const units = [...unitsByProduct(lines)].sort(([a], [b]) => a - b);
  for (const [productId, need] of units) {
    const [taken] = await tx
      .update(products)
      .set({ stockQty: sql`${products.stockQty} - ${need.units}` })
      .where(
        and(
          eq(products.id, productId),
          eq(products.isActive, true),
          sql`${products.stockQty} >= ${need.units}`,
        ),
      )
      .returning({ id: products.id });
    const takenThere =
      taken && location
        ? (
            await tx
              .update(locationStock)
              .set({ qty: sql`${locationStock.qty} - ${need.units}` })
              .where(
                and(
                  eq(locationStock.productId, productId),
                  eq(locationStock.locationId, location),
                  sql`${locationStock.qty} >= ${need.units}`,
                ),
              )
              .returning({ id: locationStock.productId })
          )[0]
        : taken;
    if (!takenThere) {
      const message = formatMessage('productUnavailable', lang);
      throw new BusinessRuleError('PRODUCT_UNAVAILABLE', message, [{ field: need.field, message }]);
    }
  }
}
