import { cloneJson } from '../snapshot';
import type { AddressForm, ContactInfo } from './address';
import type { FormStatus } from './formStatus';
import type { GiftCard } from './giftCard';
import { withoutTokens, type PaymentInfo, type StoredPaymentInfo } from './payment';

/** The parts of the checkout a form snapshot can hold. */
export type FormSnapshotKind = 'shipping' | 'payment';

/** The shipping part of the form, as it was before the shopper edited it. */
export interface ShippingFormSnapshot {
  shipping: AddressForm;
  contactInfo: ContactInfo;
  isUpsAddress: boolean;
  selectedShippingAddress: unknown;
  formStatus: FormStatus;
}

/** The payment part of the form, without its one-use tokens. */
export interface PaymentFormSnapshot {
  billing: AddressForm;
  billingSameShippingFlag: boolean;
  paymentInfo: StoredPaymentInfo;
  giftCard: GiftCard;
  formStatus: FormStatus;
}

/** The snapshots kept while an edit is under way (in memory only). */
export interface FormSnapshots {
  shipping?: ShippingFormSnapshot;
  payment?: PaymentFormSnapshot;
}

/** A copy of the shipping part of `form`, sharing nothing with it. */
export function shippingFormSnapshot(form: ShippingFormSnapshot): ShippingFormSnapshot {
  return cloneJson({
    shipping: form.shipping,
    contactInfo: form.contactInfo,
    isUpsAddress: form.isUpsAddress,
    selectedShippingAddress: form.selectedShippingAddress,
    formStatus: form.formStatus,
  });
}

/** A copy of the payment part of `form`, sharing nothing with it and without tokens. */
export function paymentFormSnapshot(
  form: Omit<PaymentFormSnapshot, 'paymentInfo'> & { paymentInfo: PaymentInfo },
): PaymentFormSnapshot {
  return cloneJson({
    billing: form.billing,
    billingSameShippingFlag: form.billingSameShippingFlag,
    paymentInfo: withoutTokens(form.paymentInfo),
    giftCard: form.giftCard,
    formStatus: form.formStatus,
  });
}
