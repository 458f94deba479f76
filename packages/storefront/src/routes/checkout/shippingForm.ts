import { ADDRESS_FIELDS, type AddressForm, type GiftCard } from '@snackshop/commerce-hooks';
import { GIFT_FIELDS, type ShippingStepValues } from './checkoutRequest';

/*
 * The shipping step as a plain form (the checkout without scripts, decision 0054): its fields
 * carry the API's dotted names (`shipping.zipcode`), the names the page with scripts gives
 * its inputs too, so an error of either kind lands at the same field.
 */

/** The shipping step as a form posts it and the checkout cookie keeps it: name → text. */
export type ShippingFormValues = Record<string, string>;

const addressNames = (kind: 'shipping' | 'billing') =>
  ADDRESS_FIELDS.map((name) => `${kind}.${name}`);

/** The text fields of the step, by their dotted names. */
const SHIPPING_TEXT_FIELDS = [
  'contactInfo.email',
  'contactInfo.phoneNumber',
  ...addressNames('shipping'),
  ...addressNames('billing'),
  ...GIFT_FIELDS.map((name) => `giftCard.${name}`),
];

/** The step's checkboxes: a box left unticked is not posted at all. */
const SHIPPING_CHECKBOXES = [
  'billingSameShippingFlag',
  'giftCard.giftOrder',
  'giftCard.includesGiftCard',
] as const;

/** Longer than any field may be (a gift message: 250); the schemas say the exact limits. */
const MAX_TEXT = 1000;

/**
 * The step's values in a posted form: every text field (trimmed of nothing, cut at 1,000
 * characters: the schemas refuse what is too long, with the field's own message) and each
 * checkbox as `on` or ``.
 */
export function shippingFormValues(form: FormData): ShippingFormValues {
  const values: ShippingFormValues = {};
  for (const name of SHIPPING_TEXT_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value.slice(0, MAX_TEXT) : '';
  }
  for (const name of SHIPPING_CHECKBOXES) values[name] = form.get(name) === null ? '' : 'on';
  return values;
}

function addressForm(values: ShippingFormValues, kind: 'shipping' | 'billing'): AddressForm {
  const entries = ADDRESS_FIELDS.map((name) => [
    name,
    { value: values[`${kind}.${name}`] ?? '', error: false },
  ]);
  return Object.fromEntries(entries) as AddressForm;
}

/** The values as the checkout store holds them, for its validation and request body. */
export function shippingStepValues(values: ShippingFormValues): ShippingStepValues {
  const ticked = (name: string) => values[name] === 'on';
  const giftCard: GiftCard = {
    giftOrder: ticked('giftCard.giftOrder'),
    includesGiftCard: ticked('giftCard.includesGiftCard'),
    firstName: values['giftCard.firstName'] ?? '',
    lastName: values['giftCard.lastName'] ?? '',
    recipientEmail: values['giftCard.recipientEmail'] ?? '',
    giftMessage: values['giftCard.giftMessage'] ?? '',
    cardObj: null,
    errorObj: {},
  };
  return {
    contactInfo: {
      email: { value: values['contactInfo.email'] ?? '', error: false },
      phoneNumber: { value: values['contactInfo.phoneNumber'] ?? '', error: false },
    },
    shipping: addressForm(values, 'shipping'),
    billing: addressForm(values, 'billing'),
    billingSameShippingFlag: ticked('billingSameShippingFlag'),
    isUpsAddress: false,
    giftCard,
  };
}

/** A new checkout's values: billing as shipping, no gift. */
export const FIRST_SHIPPING_VALUES: ShippingFormValues = { billingSameShippingFlag: 'on' };
