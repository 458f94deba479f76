import type { Language } from '@snackshop/commerce-core/language';
import { emailSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import type { OrderLineView, OrderView } from '@snackshop/commerce-core/contract';
import type { TotalsInCents } from '../../orders/OrderTotals';
import type { OrderLineGiftCard } from '../../orders/OrderGiftCardDetails';

/** What the Order Lookup form sends. */
export interface OrderLookupValues {
  orderNumber: string;
  email: string;
}

/**
 * Messages by field: `orderNumber` holds a locale key (`lookup.*`), `email` the text of
 * commerce-core's email rule in the page's language.
 */
export interface OrderLookupErrors {
  orderNumber?: string;
  email?: string;
}

/** A line as Order Lookup shows it: title, quantity, total and a gift card's delivery. */
type LookupOrderLine = Pick<
  OrderLineView,
  'title' | 'quantity' | 'lineTotalCents' | 'isFreeSample'
> & {
  giftCard?: OrderLineGiftCard;
};

/**
 * The order Order Lookup shows: the API's order view (names, street and ZIP partly hidden by
 * the API) narrowed to what the page renders.
 */
export type LookupOrder = Pick<
  OrderView,
  | 'orderNumber'
  | 'status'
  | 'createdAt'
  | 'email'
  | 'giftOrder'
  | 'gift'
  | 'paymentMethod'
  | 'card'
  | 'couponName'
  | keyof TotalsInCents
> & { shipping: Omit<OrderView['shipping'], 'country'>; lines: LookupOrderLine[] };

/** What the lookup action answers; `values` refill the form when the page has no JavaScript. */
export type OrderLookupResult =
  | { status: 'found'; order: LookupOrder }
  | { status: 'invalid'; errors: OrderLookupErrors; values: OrderLookupValues }
  | { status: 'notFound'; values: OrderLookupValues }
  | { status: 'limited'; message: string; values: OrderLookupValues }
  | { status: 'failed'; values: OrderLookupValues };

/** Order numbers as printed (`SN-7KQM-X3PA`), in any case, with or without dashes or spaces. */
const ORDER_NUMBER = /^SN[\s-]*[A-Z0-9]{4}[\s-]*[A-Z0-9]{4}$/i;

/** The form's values, trimmed. */
export function orderLookupValues(form: FormData): OrderLookupValues {
  return {
    orderNumber: String(form.get('orderNumber') ?? '').trim(),
    email: String(form.get('email') ?? '').trim(),
  };
}

/**
 * The same checks in the browser (before sending) and in the action: the order number is
 * required and shaped like one; the email follows SPEC section 5's rule and messages.
 */
export function orderLookupErrors(
  values: OrderLookupValues,
  language: Language,
): OrderLookupErrors {
  const errors: OrderLookupErrors = {};
  if (!values.orderNumber) errors.orderNumber = 'lookup.orderNumberRequired';
  else if (!ORDER_NUMBER.test(values.orderNumber)) errors.orderNumber = 'lookup.orderNumberInvalid';
  const email = emailSchema.safeParse(values.email);
  if (!email.success) errors.email = fieldErrors(email.error, language)[''] ?? '';
  return errors;
}

/** A gift-card line's kind, face value and (masked) recipient, nothing else. */
function lookupGiftCard(card: OrderLineGiftCard): OrderLineGiftCard {
  const recipient = card.recipient;
  return {
    kind: card.kind,
    amountCents: card.amountCents,
    ...(recipient
      ? {
          recipient: {
            ...(recipient.firstName ? { firstName: recipient.firstName } : {}),
            ...(recipient.lastName ? { lastName: recipient.lastName } : {}),
            recipientEmail: recipient.recipientEmail,
            ...(recipient.giftMessage ? { giftMessage: recipient.giftMessage } : {}),
          },
        }
      : {}),
  };
}

/** Only the parts of the API's order the page shows, so nothing else reaches the HTML. */
export function toLookupOrder(order: OrderView): LookupOrder {
  const { shipping, gift, card } = order;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    email: order.email,
    shipping: {
      firstName: shipping.firstName,
      lastName: shipping.lastName,
      address: shipping.address,
      ...(shipping.addressDetails ? { addressDetails: shipping.addressDetails } : {}),
      city: shipping.city,
      state: shipping.state,
      zipcode: shipping.zipcode,
    },
    giftOrder: order.giftOrder,
    gift: gift
      ? {
          ...(gift.firstName ? { firstName: gift.firstName } : {}),
          ...(gift.lastName ? { lastName: gift.lastName } : {}),
          recipientEmail: gift.recipientEmail,
          ...(gift.giftMessage ? { giftMessage: gift.giftMessage } : {}),
        }
      : null,
    paymentMethod: order.paymentMethod,
    card: card ? { cardType: card.cardType, last4: card.last4 } : null,
    lines: order.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
      ...(line.giftCard ? { giftCard: lookupGiftCard(line.giftCard) } : {}),
      ...(line.isFreeSample ? { isFreeSample: true } : {}),
    })),
    couponName: order.couponName,
    subTotalCents: order.subTotalCents,
    discountCents: order.discountCents,
    rewardCents: order.rewardCents,
    shippingChargeCents: order.shippingChargeCents,
    taxCents: order.taxCents,
    totalAmountCents: order.totalAmountCents,
  };
}
