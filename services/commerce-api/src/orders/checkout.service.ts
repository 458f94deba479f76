import { fulfilmentLocationNumber } from '../addresses/fulfilment';
import { toLanguage, DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import { formatMessage, translateMessage } from '@snackshop/commerce-core/messages';
import type { Database } from '../db/client';
import type { CallerIdentity } from '../identity/caller';
import {
  BusinessRuleError,
  ValidationError,
  type DomainError,
  type FieldError,
} from '../http/errors';
import { hasOnlyFreeSamples } from '@snackshop/commerce-core/cart';
import { priceCart, type CartPrice } from '../pricing/price-cart';
import { checkAddressPlace } from '../addresses/zip';
import type { CheckoutBody } from '@snackshop/commerce-core/contract';

/** The address messages whose refusal is a business rule (422), not a malformed field (400). */
const PO_BOX_SHIPPING = formatMessage('poBox', 'en-us', { addressType: 'shipping' });
const NO_SHIP_STATE = formatMessage('stateNoShip', 'en-us');

const langOf = (raw: unknown): Language =>
  (typeof raw === 'object' && raw !== null && toLanguage((raw as { lang?: unknown }).lang)) ||
  DEFAULT_LANGUAGE;

/**
 * How checkout bodies are refused: a P.O. Box shipping address is 422 `PO_BOX` with the
 * catalogue's "We are unable to ship to POBOX addresses", Hawaii or Alaska 422
 * `NO_SHIP_STATE`, anything else the usual 400; field messages in the body's language.
 */
export function checkoutBodyRefusal(errors: FieldError[], raw: unknown): DomainError {
  const lang = langOf(raw);
  const localized = errors.map((error) => ({
    field: error.field,
    message: translateMessage(error.message, lang),
  }));
  const shippingIssue = (message: string) =>
    errors.some((error) => error.field.startsWith('shipping.') && error.message === message);
  if (shippingIssue(PO_BOX_SHIPPING)) {
    return new BusinessRuleError('PO_BOX', formatMessage('poBoxUnsupported', lang), localized);
  }
  if (shippingIssue(NO_SHIP_STATE)) {
    return new BusinessRuleError('NO_SHIP_STATE', formatMessage('stateNoShip', lang), localized);
  }
  return new ValidationError(localized);
}

/**
 * Everything checkout checks beyond the body's shape, in the order a shopper fixes things:
 * ZIP ↔ city/state of both addresses, the cart priced by the server (unknown ids 404, coupon
 * refusals 422), every line in stock ("This product is not available"), multipack items
 * still available (the catalogue's "click Edit and replace"), and every product shippable
 * to the ZIP code. Answers the server's price of the order.
 */
/**
 * The fulfilment location an order ships from and takes its stock at: the one the request
 * names, else the one that serves the shipping ZIP (decision 0033).
 */
export function orderLocation(body: CheckoutBody, requestedLocation: string | null): string | null {
  return requestedLocation ?? fulfilmentLocationNumber(body.shipping);
}

/**
 * The server's side of SPEC section 4's free-sample rule: a cart of only free samples is
 * not an order (422 `FREE_SAMPLES_ONLY` naming `cartItems`; decision 0038).
 */
function refuseSamplesOnly(price: CartPrice, lang: Language): void {
  if (!hasOnlyFreeSamples(price.lines.map((line) => line.cartLine))) return;
  const message = formatMessage('freeSamplesOnly', lang);
  throw new BusinessRuleError('FREE_SAMPLES_ONLY', message, [{ field: 'cartItems', message }]);
}

export async function checkCheckout(
  db: Database,
  body: CheckoutBody,
  caller: CallerIdentity,
  now: Date,
  /** The request's location (X-Location-Id: the alternate order location, else `_lo_No`). */
  requestedLocation: string | null = null,
): Promise<CartPrice> {
  const lang = body.lang;
  checkAddressPlace(body.shipping, 'shipping', lang);
  if (!body.billingSameShippingFlag && body.billing) {
    checkAddressPlace(body.billing, 'billing', lang);
  }

  const price = await priceCart(db, {
    lines: body.cartItems,
    field: 'cartItems',
    couponCode: body.couponName,
    redeemReward: body.redeemReward,
    email: body.contactInfo.email,
    zipcode: body.shipping.zipcode,
    caller,
    lang,
    location: orderLocation(body, requestedLocation),
    now,
  });
  refuseSamplesOnly(price, lang);
  if (price.freePackRefusal) throw price.freePackRefusal;

  const problems: { code: string; error: FieldError }[] = [];
  price.lines.forEach((line, index) => {
    if (line.available) return;
    if (line.kind === 'multipack') {
      const message = formatMessage('multipackItemUnavailable', lang);
      line.items.forEach((item, i) => {
        if (!item.available) {
          problems.push({
            code: 'MULTIPACK_ITEM_UNAVAILABLE',
            error: { field: `cartItems.${index}.multipackList.${i}.productId`, message },
          });
        }
      });
      if (line.items.every((item) => item.available)) {
        problems.push({
          code: 'MULTIPACK_ITEM_UNAVAILABLE',
          error: { field: `cartItems.${index}.quantity`, message },
        });
      }
      return;
    }
    const idField =
      line.kind === 'bundle' ? 'bundleId' : line.kind === 'gift-card' ? 'giftCardId' : 'productId';
    const field = `cartItems.${index}.${idField}`;
    problems.push({
      code: 'PRODUCT_UNAVAILABLE',
      error: { field, message: formatMessage('productUnavailable', lang) },
    });
  });
  const restricted = new Set(price.unavailableForZip.map((entry) => entry.productId));
  price.lines.forEach((line, index) => {
    const ids =
      line.kind === 'product'
        ? [line.productId]
        : line.kind === 'bundle'
          ? line.products.map((p) => p.productId)
          : line.kind === 'gift-card'
            ? []
            : line.items.map((item) => item.productId);
    if (ids.some((id) => restricted.has(id))) {
      problems.push({
        code: 'ZIP_NOT_SERVICEABLE',
        error: {
          field: `cartItems.${index}.${line.kind === 'bundle' ? 'bundleId' : 'productId'}`,
          message: formatMessage('zipNotServiceable', lang),
        },
      });
    }
  });
  const first = problems[0];
  if (first) {
    throw new BusinessRuleError(
      first.code,
      first.error.message,
      problems.map((problem) => problem.error),
    );
  }
  return price;
}
