import {
  cartSubtotal,
  centsToDollars,
  giftCardLineKey,
  isGiftCardLine,
  merchandiseSubtotal,
} from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import type { Database } from '../db/client';
import type { CallerIdentity } from '../identity/caller';
import {
  loadShippingRules,
  shippingCharge,
  type ShippingQuote,
  type ShippingRules,
} from './shipping-charge';
import { shippableZip, type ZipPlace } from '../addresses/zip';
import { TableTaxCalculator, type TaxCalculator, type TaxResult } from './tax';
import { applyCoupon, couponCustomerKey, type AppliedCoupon } from './coupons';
import { zipRestrictedProducts } from './zip-restrictions';
import type { CartLineRequest } from '@snackshop/commerce-core/contract';
import { allocate } from './allocate';
import { priceLines, type PricedLine } from './price-lines';
import { BusinessRuleError } from '../http/errors';
import { freePackFor, type FreePack } from '../rewards/free-pack';

export interface PriceCartInput {
  lines: readonly CartLineRequest[];
  /** The request field the lines came from, so errors name e.g. `cartItems.2.productId`. */
  field: string;
  couponCode?: string;
  /** The shopper asks for a Snack Rewards free pack (decision 0049). */
  redeemReward?: boolean | undefined;
  /** For per-customer coupon limits when nobody is signed in. */
  email?: string;
  /** The shipping ZIP code: needed for tax and ZIP availability. */
  zipcode?: string;
  caller?: CallerIdentity | null;
  lang?: Language;
  /** The shopper's fulfilment location (decision 0033); null for every location's stock. */
  location?: string | null;
  now: Date;
  taxCalculator?: TaxCalculator;
}

/** What a pricing request (`pricingRequestSchema`) says of its cart. */
export interface PricingRequestCart {
  cartItems: readonly CartLineRequest[];
  couponName?: string | undefined;
  redeemReward?: boolean | undefined;
  email?: string | undefined;
  zipcode?: string | undefined;
  lang: Language;
}

/** The `priceCart` input of a pricing request: its cart as the caller sent it, at `now`. */
export function pricingRequestInput(
  body: PricingRequestCart,
  caller: CallerIdentity,
  now: Date,
): PriceCartInput {
  return {
    lines: body.cartItems,
    field: 'cartItems',
    couponCode: body.couponName,
    redeemReward: body.redeemReward,
    email: body.email,
    zipcode: body.zipcode,
    caller,
    lang: body.lang,
    now,
  };
}

/** Every amount of a cart, in integer cents, as the server computes it. */
export interface CartPrice {
  lines: PricedLine[];
  /** Every line, gift cards included. */
  subtotalCents: number;
  /** Every line but gift cards: what coupons and the free-shipping minimum count. */
  merchandiseSubtotalCents: number;
  /** The face value of the gift cards. */
  giftCardSubtotalCents: number;
  coupon: AppliedCoupon | null;
  /** The free pack taken, when one was asked for and may be had. */
  freePack: FreePack | null;
  /** Why a free pack asked for cannot be had: pricing shows the cart without it, checkout refuses. */
  freePackRefusal: BusinessRuleError | null;
  /** The coupon's discount and the free pack's together. */
  discountCents: number;
  /** The free pack's part of `discountCents`. */
  rewardCents: number;
  /** The discount spread over the lines in proportion to their totals (adds up exactly). */
  lineDiscountsCents: number[];
  shipping: ShippingQuote;
  place: ZipPlace | null;
  tax: TaxResult | null;
  taxCents: number;
  totalCents: number;
  /** Products of the cart that cannot ship to the ZIP code, with the reason. */
  unavailableForZip: { productId: number; reason: string }[];
}

/**
 * The one pricing routine: subtotal from the server's prices (commerce-core cart math),
 * coupon discount, shipping, tax and total, all in integer cents. Amounts sent by clients
 * are never inputs. Checkout reuses it to charge exactly what the cart showed. Gift cards
 * count in the subtotal and the total only: no coupon discount, no free-shipping progress,
 * no tax (docs/decisions/0009-gift-card-cart-lines.md).
 */
export async function priceCart(db: Database, input: PriceCartInput): Promise<CartPrice> {
  const lang = input.lang ?? 'en-us';
  const place = input.zipcode ? shippableZip(input.zipcode, 'zipcode', lang) : null;
  const [lines, shippingRules] = await Promise.all([
    priceLines(db, input.lines, input.field, lang, input.location ?? null),
    loadShippingRules(db),
  ]);
  const subtotalCents = cartSubtotal(lines.map((line) => line.cartLine));
  const merchandiseSubtotalCents = merchandiseSubtotal(lines.map((line) => line.cartLine));

  const coupon = input.couponCode
    ? await applyCoupon(db, {
        code: input.couponCode,
        subtotalCents: merchandiseSubtotalCents,
        customerKey: couponCustomerKey(input.caller?.customerId ?? null, input.email),
        now: input.now,
        lang,
      })
    : null;
  const couponLineDiscounts = allocate(
    coupon?.discountCents ?? 0,
    lines.map((line) => (isGiftCardLine(line.cartLine) ? 0 : line.lineTotalCents)),
  );
  const reward = input.redeemReward
    ? await freePackFor(db, {
        customerId: input.caller?.customerId ?? null,
        candidates: lines.map((line, index) =>
          line.kind === 'product' && !line.cartLine.isFreeSample
            ? {
                unitCents: line.priceCents,
                payableCents: line.lineTotalCents - (couponLineDiscounts[index] ?? 0),
              }
            : null,
        ),
        lang,
      })
    : null;
  const freePack = reward && !(reward instanceof BusinessRuleError) ? reward : null;
  const rewardCents = freePack?.discountCents ?? 0;
  const discountCents = (coupon?.discountCents ?? 0) + rewardCents;
  const lineDiscountsCents = couponLineDiscounts.map(
    (cents, index) => cents + (freePack?.lineIndex === index ? rewardCents : 0),
  );

  const shipping = shippingCharge(shippingRules, {
    lines: lines.map((line) => line.cartLine),
    merchandiseCents: merchandiseSubtotalCents,
    coupon,
  });

  let tax: TaxResult | null = null;
  let unavailableForZip: CartPrice['unavailableForZip'] = [];
  if (place) {
    const calculator = input.taxCalculator ?? new TableTaxCalculator(db);
    const [taxResult, restricted] = await Promise.all([
      calculator.calculate({
        state: place.state,
        amounts: lines.flatMap((line, index) => {
          const shares = allocate(
            line.lineTotalCents - (lineDiscountsCents[index] ?? 0),
            line.taxParts.map((part) => part.amountCents),
          );
          return line.taxParts.map((part, i) => ({
            taxCategory: part.taxCategory,
            amountCents: shares[i] ?? 0,
          }));
        }),
        shippingCents: shipping.chargeCents,
      }),
      zipRestrictedProducts(db, place.zipcode, productIdsOf(lines)),
    ]);
    tax = taxResult;
    unavailableForZip = [...restricted].map(([productId, reason]) => ({ productId, reason }));
  }
  const taxCents = tax?.taxCents ?? 0;
  return {
    lines,
    subtotalCents,
    merchandiseSubtotalCents,
    giftCardSubtotalCents: subtotalCents - merchandiseSubtotalCents,
    coupon,
    freePack,
    freePackRefusal: reward instanceof BusinessRuleError ? reward : null,
    discountCents,
    rewardCents,
    lineDiscountsCents,
    shipping,
    place,
    tax,
    taxCents,
    totalCents: subtotalCents - discountCents + shipping.chargeCents + taxCents,
    unavailableForZip,
  };
}

/** Every product id in priced lines, including the bags of multipacks and bundles. */
function productIdsOf(lines: readonly PricedLine[]): number[] {
  return lines.flatMap((line) => {
    if (line.kind === 'product') return [line.productId];
    if (line.kind === 'bundle') return line.products.map((p) => p.productId);
    if (line.kind === 'gift-card') return [];
    return line.items.map((item) => item.productId);
  });
}

/** The amounts of a priced cart as the storefront reads them: dollars and cents. */
export function cartTotalsView(price: CartPrice) {
  return {
    subTotal: centsToDollars(price.subtotalCents),
    subTotalCents: price.subtotalCents,
    discount: centsToDollars(price.discountCents),
    discountCents: price.discountCents,
    rewardCents: price.rewardCents,
    shippingCharge: centsToDollars(price.shipping.chargeCents),
    shippingChargeCents: price.shipping.chargeCents,
    tax: centsToDollars(price.taxCents),
    taxCents: price.taxCents,
    totalAmount: centsToDollars(price.totalCents),
    totalAmountCents: price.totalCents,
  };
}

/**
 * The id a line is known by in the storefront: product id, bundle id, MYOMP-30-{n}, or the
 * `GC-…` cart id of a gift card.
 */
export function pricedLineId(line: PricedLine): string {
  if (line.kind === 'product') return String(line.productId);
  if (line.kind === 'bundle') return String(line.bundleId);
  if (line.kind === 'gift-card' && isGiftCardLine(line.cartLine)) {
    return giftCardLineKey(line.cartLine);
  }
  return line.kind === 'multipack' ? line.multipackId : '';
}

/**
 * Each line named in the language it was priced in: the one answer the storefront shows a
 * line's name from, whatever language the shopper added it in.
 */
function lineLabelsView(price: CartPrice) {
  return price.lines.map((line) => ({
    lineId: pricedLineId(line),
    title: line.title,
    items:
      line.kind === 'multipack'
        ? line.items.map((item) => ({ productId: String(item.productId), title: item.title }))
        : line.kind === 'bundle'
          ? line.products.map((item) => ({ productId: String(item.productId), title: item.title }))
          : [],
  }));
}

/**
 * A priced cart as shippingcharge answers it (and ordertax, which adds how its tax was found):
 * the amounts, the shipping line and why, how far free shipping is, the lines' names.
 */
export function shippingChargeView(price: CartPrice, rules: ShippingRules) {
  return {
    ...cartTotalsView(price),
    shippingSku: price.shipping.shippingSku,
    reason: price.shipping.reason,
    freeShippingEnabled: rules.freeShippingEnabled,
    freeShippingMinimum: centsToDollars(rules.freeShippingMinimumCents),
    freeShippingMinimumCents: rules.freeShippingMinimumCents,
    remainingForFreeShipping: centsToDollars(price.shipping.remainingForFreeShippingCents),
    remainingForFreeShippingCents: price.shipping.remainingForFreeShippingCents,
    lineLabels: lineLabelsView(price),
  };
}
