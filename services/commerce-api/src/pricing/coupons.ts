import { formatMessage, type MessageKey } from '@snackshop/commerce-core/messages';
import { formatPrice } from '@snackshop/commerce-core/cart';
import { localized, type Language } from '@snackshop/commerce-core/language';
import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { couponRedemptions, coupons, customers, type CouponKind } from '../db/schema/index';
import { BusinessRuleError } from '../http/errors';
import { emailKey } from '../rate-limit/doors';

/** A coupon that applies to a cart, with what it takes off. */
export interface AppliedCoupon {
  id: number;
  code: string;
  kind: CouponKind;
  description: string;
  /** What the coupon takes off the merchandise subtotal, in cents. */
  discountCents: number;
  freeShipping: boolean;
  freeOrder: boolean;
  /** The confirmation shown to the shopper. */
  message: string;
}

/** Why a coupon does not apply: the stable code of the 422 answer. */
export type CouponRefusal =
  | 'COUPON_UNKNOWN'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_EXPIRED'
  | 'COUPON_USED_UP'
  | 'COUPON_ALREADY_USED'
  | 'COUPON_EMAIL_REQUIRED'
  | 'COUPON_MINIMUM_NOT_MET';

/** The catalogue message of each refusal (commerce-core's `MESSAGES`). */
const REFUSAL_MESSAGES = {
  COUPON_UNKNOWN: 'couponUnknown',
  COUPON_NOT_STARTED: 'couponNotStarted',
  COUPON_EXPIRED: 'couponExpired',
  COUPON_USED_UP: 'couponUsedUp',
  COUPON_ALREADY_USED: 'couponAlreadyUsed',
  COUPON_EMAIL_REQUIRED: 'couponEmailRequired',
  COUPON_MINIMUM_NOT_MET: 'couponMinimumNotMet',
} as const satisfies Record<CouponRefusal, MessageKey>;

/** 422 for a coupon that does not apply, naming the `couponName` field. */
export class CouponError extends BusinessRuleError {
  constructor(
    readonly refusal: CouponRefusal,
    message: string,
  ) {
    super(refusal, message, [{ field: 'couponName', message }]);
  }
}

/**
 * Who a per-customer limit counts against: the signed-in customer, else the email the
 * shopper gave; null when neither is known.
 */
export function couponCustomerKey(customerId: string | null, email?: string): string | null {
  if (customerId) return `customer:${customerId}`;
  const normalised = email ? emailKey(email) : '';
  return normalised ? `email:${normalised}` : null;
}

/**
 * Every key one person's uses are recorded under: a customer's signed-in orders
 * (`customer:<id>`) and the guest orders placed with their account's email
 * (`email:<normalised email>`), whichever of the two a check starts from. Uses recorded
 * before both were counted together need no rewriting: they are found by either key.
 */
async function personKeys(db: Database, key: string): Promise<string[]> {
  if (key.startsWith('customer:')) {
    const id = key.slice('customer:'.length);
    const [row] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, id));
    return row ? [key, `email:${emailKey(row.email)}`] : [key];
  }
  const email = key.slice('email:'.length);
  const accounts = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`);
  return [key, ...accounts.map((account) => `customer:${account.id}`)];
}

export interface ApplyCouponInput {
  code: string;
  subtotalCents: number;
  customerKey: string | null;
  now: Date;
  lang: Language;
}

/**
 * Checks a coupon against the cart and answers what it takes off, or throws a
 * `CouponError`: unknown or inactive, not started, expired (from its expiry instant on),
 * used up (total limit), already used by this customer, or a subtotal below its minimum
 * (a subtotal exactly at the minimum qualifies).
 */
export async function applyCoupon(db: Database, input: ApplyCouponInput): Promise<AppliedCoupon> {
  const code = input.code.trim().toUpperCase();
  const refuse = (refusal: CouponRefusal, minimumCents = 0): never => {
    const message = formatMessage(REFUSAL_MESSAGES[refusal], input.lang, {
      code,
      minimum: formatPrice(minimumCents, input.lang),
      missing: formatPrice(minimumCents - input.subtotalCents, input.lang),
    });
    throw new CouponError(refusal, message);
  };
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon || !coupon.isActive) return refuse('COUPON_UNKNOWN');
  if (coupon.startsAt && coupon.startsAt.getTime() > input.now.getTime()) {
    return refuse('COUPON_NOT_STARTED');
  }
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= input.now.getTime()) {
    return refuse('COUPON_EXPIRED');
  }
  if (coupon.totalLimit !== null && coupon.timesRedeemed >= coupon.totalLimit) {
    return refuse('COUPON_USED_UP');
  }
  if (coupon.perCustomerLimit !== null) {
    if (!input.customerKey) return refuse('COUPON_EMAIL_REQUIRED');
    const [used] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          inArray(couponRedemptions.customerKey, await personKeys(db, input.customerKey)),
        ),
      );
    if ((used?.n ?? 0) >= coupon.perCustomerLimit) return refuse('COUPON_ALREADY_USED');
  }
  if (input.subtotalCents < coupon.minCartCents) {
    return refuse('COUPON_MINIMUM_NOT_MET', coupon.minCartCents);
  }

  const discountCents = couponDiscount(coupon, input.subtotalCents);
  const description = localized(coupon, 'description', input.lang);
  return {
    id: coupon.id,
    code,
    kind: coupon.kind,
    description,
    discountCents,
    freeShipping: coupon.kind === 'free_shipping' || coupon.kind === 'free_order',
    freeOrder: coupon.kind === 'free_order',
    message: formatMessage('couponApplied', input.lang, { code, description }),
  };
}

/** What a coupon takes off a subtotal, never more than the subtotal; percents round half up. */
function couponDiscount(
  coupon: Pick<typeof coupons.$inferSelect, 'kind' | 'percentOff' | 'amountOffCents'>,
  subtotalCents: number,
): number {
  switch (coupon.kind) {
    case 'percent_off':
      return Math.min(
        subtotalCents,
        Math.floor((subtotalCents * (coupon.percentOff ?? 0)) / 100 + 0.5),
      );
    case 'amount_off':
      return Math.min(subtotalCents, coupon.amountOffCents ?? 0);
    case 'free_order':
      return subtotalCents;
    case 'free_shipping':
      return 0;
  }
}

/**
 * Records one use of a coupon (checkout calls it inside the order's transaction). The total
 * count only grows while under the limit, so two concurrent orders cannot both take the
 * last use.
 */
export async function recordCouponRedemption(
  db: Database,
  input: { couponId: number; customerKey: string; orderId?: string; lang?: Language },
): Promise<void> {
  const claimed = await db
    .update(coupons)
    .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
    .where(
      and(
        eq(coupons.id, input.couponId),
        or(isNull(coupons.totalLimit), lt(coupons.timesRedeemed, coupons.totalLimit)),
      ),
    )
    .returning({ code: coupons.code });
  if (claimed.length === 0) {
    const [coupon] = await db
      .select({ code: coupons.code })
      .from(coupons)
      .where(eq(coupons.id, input.couponId));
    const message = formatMessage('couponUsedUp', input.lang, {
      code: coupon?.code ?? String(input.couponId),
    });
    throw new CouponError('COUPON_USED_UP', message);
  }
  await db.insert(couponRedemptions).values({
    couponId: input.couponId,
    customerKey: input.customerKey,
    orderId: input.orderId ?? null,
  });
}

/**
 * Gives back the coupon uses of an order that will not be a sale (its payment was voided):
 * the uses are removed and the coupons' counts lowered, so the shopper may use them again.
 * Call it inside the transaction that cancels the order.
 */
export async function releaseCouponRedemptions(db: Database, orderId: string): Promise<void> {
  const released = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await db
      .update(coupons)
      .set({ timesRedeemed: sql`greatest(${coupons.timesRedeemed} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}
