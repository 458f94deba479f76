import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import type { ApiFieldError, BodyOf } from '@snackshop/commerce-core/api-client';
import {
  cartLinesBody,
  type CartLine,
  type GiftCardRecipient,
} from '@snackshop/commerce-core/cart';
import {
  billingAddressSchema,
  contactInfoSchema,
  fieldErrors,
  giftRecipientSchema,
  shippingAddressSchema,
} from '@snackshop/commerce-core/validation';
import {
  ADDRESS_FIELDS,
  type AddressForm,
  type AddressKind,
  type ContactInfo,
  type GiftCard,
} from '@snackshop/commerce-hooks';

/** The part of the checkout store the shipping step reads. */
export interface ShippingStepValues {
  contactInfo: ContactInfo;
  shipping: AddressForm;
  billing: AddressForm;
  billingSameShippingFlag: boolean;
  isUpsAddress: boolean;
  giftCard: GiftCard;
}

/** The gift fields of the form, as the API names them under `giftCard.`. */
export const GIFT_FIELDS = ['firstName', 'lastName', 'recipientEmail', 'giftMessage'] as const;

/** The validateOrder body (submittedorder adds `paymentInfo`). */
export type CheckoutBody = BodyOf<'validateOrder'>;
type AddressBody = CheckoutBody['shipping'];

/** Form errors keyed by the API's dotted field names (`shipping.zipcode`). */
export type CheckoutErrors = Record<string, string>;

/** An address form as the API reads it (the only country shipped to is the US). */
function addressValues(form: AddressForm): AddressBody {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, form[name].value]));
  return { ...(values as Record<(typeof ADDRESS_FIELDS)[number], string>), country: 'US' };
}

const prefixed = (prefix: string, errors: Record<string, string>): CheckoutErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]),
  );

/**
 * Checks the shipping step with commerce-core's schemas, the ones the API checks again:
 * contact info, the shipping address (no P.O. Box, not HI or AK) and, when it is not the
 * shipping one, the billing address. Messages are in `language`; empty when all is well.
 */
export function validateShippingStep(
  values: ShippingStepValues,
  language: Language,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const contact = contactInfoSchema.safeParse({
    email: values.contactInfo.email.value,
    phoneNumber: values.contactInfo.phoneNumber.value,
  });
  if (!contact.success)
    Object.assign(errors, prefixed('contactInfo', fieldErrors(contact.error, language)));
  const shipping = shippingAddressSchema.safeParse(addressValues(values.shipping));
  if (!shipping.success)
    Object.assign(errors, prefixed('shipping', fieldErrors(shipping.error, language)));
  if (!values.billingSameShippingFlag) {
    const billing = billingAddressSchema.safeParse(addressValues(values.billing));
    if (!billing.success)
      Object.assign(errors, prefixed('billing', fieldErrors(billing.error, language)));
  }
  if (values.giftCard.giftOrder) {
    const gift = giftRecipientSchema.safeParse(giftValues(values.giftCard));
    if (!gift.success)
      Object.assign(errors, prefixed('giftCard', fieldErrors(gift.error, language)));
  }
  return errors;
}

/**
 * The message at the top of the shipping form for `errors`: the catalogue's "We are unable
 * to ship to POBOX addresses" (SPEC section 8) when a shipping line is a P.O. Box, whether
 * the browser, the carrier or the API found it, while the field itself says what to do
 * (section 5); otherwise `fallback` ("Please correct the fields marked below."). One message
 * per place, never the two joined at the field.
 */
export function shippingFormMessage(
  errors: CheckoutErrors,
  language: Language,
  fallback: string,
): string {
  const rule = formatMessage('poBox', language, { addressType: 'shipping' });
  const poBox = ['shipping.address', 'shipping.addressDetails'].some(
    (field) => errors[field] === rule,
  );
  return poBox ? formatMessage('poBoxUnsupported', language) : fallback;
}

/** The gift fields as the API reads them; empty optional fields are left out. */
function giftValues(gift: GiftCard): GiftCardRecipient {
  const values: GiftCardRecipient = { recipientEmail: gift.recipientEmail };
  for (const name of GIFT_FIELDS) {
    if (name !== 'recipientEmail' && gift[name].trim() !== '') values[name] = gift[name];
  }
  return values;
}

/** The lines of the shipping address the carrier validates (addressvalidate's body). */
export function addressLines(form: AddressForm): Omit<AddressBody, 'firstName' | 'lastName'> {
  const { firstName: _first, lastName: _last, ...lines } = addressValues(form);
  return lines;
}

/** A key of the shipping lines, to tell whether the shopper has already answered for them. */
export const addressLinesKey = (form: AddressForm) => JSON.stringify(addressLines(form));

/** What an order takes from the cart: its lines, its coupon, and a rewards free pack. */
export interface OrderCart {
  lines: readonly CartLine[];
  couponName?: string | undefined;
  redeemReward?: boolean | undefined;
}

/** The order's part of the cart and checkout stores (`checkoutBody`'s `cart`). */
export function orderCart(
  cart: { cartItems: readonly CartLine[]; couponData: { couponName: string } | null },
  checkout: { redeemReward: boolean },
): OrderCart {
  return {
    lines: cart.cartItems,
    couponName: cart.couponData?.couponName,
    redeemReward: checkout.redeemReward,
  };
}

/** The validateOrder body of the shipping step's values and the cart. */
export function checkoutBody(
  values: ShippingStepValues,
  cart: OrderCart,
  language: Language,
): CheckoutBody {
  return {
    cartItems: cartLinesBody(cart.lines),
    ...(cart.couponName ? { couponName: cart.couponName } : {}),
    ...(cart.redeemReward ? { redeemReward: true } : {}),
    contactInfo: {
      email: values.contactInfo.email.value,
      phoneNumber: values.contactInfo.phoneNumber.value,
    },
    shipping: addressValues(values.shipping),
    billingSameShippingFlag: values.billingSameShippingFlag,
    ...(values.billingSameShippingFlag ? {} : { billing: addressValues(values.billing) }),
    isUpsAddress: values.isUpsAddress,
    giftCard: values.giftCard.giftOrder
      ? {
          giftOrder: true as const,
          ...giftValues(values.giftCard),
          includesGiftCard: values.giftCard.includesGiftCard,
        }
      : { giftOrder: false as const },
    lang: language,
  };
}

/** A server refusal sorted for the page: form fields, cart lines, and what is left. */
export interface SortedServerErrors {
  /** Messages of the contact, address and gift fields, by dotted name. */
  fields: CheckoutErrors;
  /** Messages about cart lines, by the line's index in the cart. */
  lines: { index: number; message: string }[];
  /** Messages that belong to no field the page shows. */
  other: string[];
}

const FORM_PREFIXES = ['contactInfo.', 'shipping.', 'billing.', 'giftCard.'];

/**
 * Sorts the API's field errors (`shipping.address`, `cartItems.2.productId`, …) into the
 * form's fields and the cart's lines, so each message shows where the shopper fixes it.
 */
export function sortServerErrors(errors: readonly ApiFieldError[] = []): SortedServerErrors {
  const sorted: SortedServerErrors = { fields: {}, lines: [], other: [] };
  for (const { field, message } of errors) {
    if (FORM_PREFIXES.some((prefix) => field.startsWith(prefix))) {
      sorted.fields[field] ??= message;
      continue;
    }
    const line = /^cartItems\.(\d+)\b/.exec(field);
    if (line) {
      const index = Number(line[1]);
      if (!sorted.lines.some((entry) => entry.index === index && entry.message === message)) {
        sorted.lines.push({ index, message });
      }
      continue;
    }
    if (!sorted.other.includes(message)) sorted.other.push(message);
  }
  return sorted;
}

/** Whether any error belongs to an address of the given kind (to reopen that form). */
export function hasAddressErrors(errors: CheckoutErrors, kind: AddressKind): boolean {
  return Object.keys(errors).some((field) => field.startsWith(`${kind}.`));
}
