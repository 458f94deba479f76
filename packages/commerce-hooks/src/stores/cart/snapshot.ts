import {
  emptyIfOnlyFreeSamples,
  type CartLine,
  type MultipackItem,
} from '@snackshop/commerce-core';
import {
  asArray,
  cloneJson,
  isRecord,
  pickBoolean,
  pickNumber,
  pickStringOrNull,
} from '../snapshot';
import {
  isShippingSku,
  toFreeShippingAnswer,
  type CouponData,
  type ServerAmount,
  type ServerPricing,
  type TaxInfo,
} from './pricing';

/** What `CartStore` persists. */
export interface CartSnapshot {
  cartItems: CartLine[];
  serverSubTotal: ServerAmount | null;
  multipackCartItems: MultipackItem[];
  editingMultipackId: string | null;
  pricing: ServerPricing | null;
  cartMerge: boolean;
  reOrderMergeFlag: boolean;
  disableAutoCoupon: boolean;
  couponData: CouponData | null;
}

/** The tax of a stored pricing: `{ taxCents }`, or none. */
function toTaxInfo(value: unknown): TaxInfo | null {
  if (!isRecord(value) || typeof value.taxCents !== 'number') return null;
  const place = value.place;
  return isRecord(place) &&
    typeof place.state === 'string' &&
    typeof place.rateBasisPoints === 'number'
    ? {
        taxCents: value.taxCents,
        place: { state: place.state, rateBasisPoints: place.rateBasisPoints },
      }
    : { taxCents: value.taxCents };
}

function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value) || typeof value.quantity !== 'number') return false;
  if (value.giftCardId !== undefined) {
    return (
      typeof value.giftCardId === 'string' &&
      typeof value.amountCents === 'number' &&
      (value.giftCardKind === 'physical' || value.giftCardKind === 'e-gift') &&
      (value.recipient === undefined ||
        (isRecord(value.recipient) && typeof value.recipient.recipientEmail === 'string'))
    );
  }
  if (Array.isArray(value.multipackList)) return typeof value.productId === 'string';
  return typeof value.productId === 'string' || typeof value.bundleId === 'string';
}

function isMultipackItem(value: unknown): value is MultipackItem {
  return (
    isRecord(value) &&
    typeof value.productId === 'string' &&
    typeof value.quantity === 'number' &&
    typeof value.price === 'number'
  );
}

/**
 * The cart a stored snapshot describes. Storage is outside input: lines and items that are
 * not what they should be are dropped, and the free-sample rule applies.
 */
export function readCartSnapshot(data: Record<string, unknown>): CartSnapshot {
  const pricing = data.pricing;
  const serverSubTotal = data.serverSubTotal;
  return {
    cartItems: emptyIfOnlyFreeSamples(asArray(data.cartItems).filter(isCartLine)).map((line) =>
      cloneJson(line),
    ),
    multipackCartItems: asArray(data.multipackCartItems)
      .filter(isMultipackItem)
      .map((item) => ({ ...item })),
    editingMultipackId: pickStringOrNull(data.editingMultipackId),
    pricing:
      isRecord(pricing) && typeof pricing.forCart === 'string'
        ? {
            shippingChargeCents: pickNumber(pricing.shippingChargeCents),
            totalAmountCents: pickNumber(pricing.totalAmountCents),
            taxInfo: toTaxInfo(pricing.taxInfo),
            shippingSku: isShippingSku(pricing.shippingSku) ? pricing.shippingSku : null,
            forCart: pricing.forCart,
            zipcode: typeof pricing.zipcode === 'string' ? pricing.zipcode : null,
            freeShipping: toFreeShippingAnswer(pricing.freeShipping),
          }
        : null,
    serverSubTotal:
      isRecord(serverSubTotal) &&
      typeof serverSubTotal.cents === 'number' &&
      typeof serverSubTotal.forCart === 'string'
        ? { cents: serverSubTotal.cents, forCart: serverSubTotal.forCart }
        : null,
    cartMerge: pickBoolean(data.cartMerge),
    reOrderMergeFlag: pickBoolean(data.reOrderMergeFlag),
    disableAutoCoupon: pickBoolean(data.disableAutoCoupon),
    couponData:
      isRecord(data.couponData) && typeof data.couponData.couponName === 'string'
        ? (cloneJson(data.couponData) as unknown as CouponData)
        : null,
  };
}
