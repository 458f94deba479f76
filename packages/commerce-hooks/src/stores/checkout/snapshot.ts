import { asArray, cloneJson, pickBoolean, pickStringOrNull } from '../snapshot';
import { readAddress, readContact, type AddressForm, type ContactInfo } from './address';
import { readFormStatus, type FormStatus } from './formStatus';
import { readGiftCard, type GiftCard } from './giftCard';
import {
  readPaymentInfo,
  withoutTokens,
  type PaymentInfo,
  type StoredPaymentInfo,
} from './payment';
import { readRedirect, type PaymentRedirect } from './paymentRedirect';

/** What `CheckoutStore` persists: payment tokens and form snapshots stay in memory only. */
export interface CheckoutSnapshot {
  shipping: AddressForm;
  billing: AddressForm;
  isUpsAddress: boolean;
  selectedShippingAddress: unknown;
  contactInfo: ContactInfo;
  paymentInfo: StoredPaymentInfo;
  formStatus: FormStatus;
  giftCard: GiftCard;
  billingSameShippingFlag: boolean;
  upsValidatedAddresses: unknown[];
  tempUserID: string | null;
  isApplePay: boolean;
  paymentRedirect: PaymentRedirect;
  /** A Snack Rewards member takes a free pack with this order (decision 0049). */
  redeemReward: boolean;
}

/** The checkout's persisted state as the store holds it: the payment form with its tokens. */
type PersistedCheckout = Omit<CheckoutSnapshot, 'paymentInfo'> & { paymentInfo: PaymentInfo };

/** The persisted part of a checkout, payment tokens left out. */
export function checkoutSnapshotOf(checkout: PersistedCheckout): CheckoutSnapshot {
  return {
    shipping: checkout.shipping,
    billing: checkout.billing,
    isUpsAddress: checkout.isUpsAddress,
    selectedShippingAddress: checkout.selectedShippingAddress,
    contactInfo: checkout.contactInfo,
    paymentInfo: withoutTokens(checkout.paymentInfo),
    formStatus: checkout.formStatus,
    giftCard: checkout.giftCard,
    billingSameShippingFlag: checkout.billingSameShippingFlag,
    upsValidatedAddresses: checkout.upsValidatedAddresses,
    tempUserID: checkout.tempUserID,
    isApplePay: checkout.isApplePay,
    paymentRedirect: checkout.paymentRedirect,
    redeemReward: checkout.redeemReward,
  };
}

/**
 * A stored checkout read field by field (storage is outside input): what is missing or of
 * the wrong type comes back empty, and nothing shares objects with `data`.
 */
export function readCheckoutSnapshot(data: Record<string, unknown>): PersistedCheckout {
  return {
    shipping: readAddress(data.shipping),
    billing: readAddress(data.billing),
    isUpsAddress: pickBoolean(data.isUpsAddress),
    selectedShippingAddress: cloneJson(data.selectedShippingAddress ?? null),
    contactInfo: readContact(data.contactInfo),
    paymentInfo: readPaymentInfo(data.paymentInfo),
    formStatus: readFormStatus(data.formStatus),
    giftCard: readGiftCard(data.giftCard),
    billingSameShippingFlag: pickBoolean(data.billingSameShippingFlag, true),
    upsValidatedAddresses: cloneJson(asArray(data.upsValidatedAddresses)),
    tempUserID: pickStringOrNull(data.tempUserID),
    isApplePay: pickBoolean(data.isApplePay),
    paymentRedirect: readRedirect(data.paymentRedirect),
    redeemReward: pickBoolean(data.redeemReward),
  };
}
