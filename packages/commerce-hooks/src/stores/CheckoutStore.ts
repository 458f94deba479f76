import { makeAutoObservable } from 'mobx';
import type { PersistableStore } from '../persistence/persist';
import {
  ADDRESS_FIELDS,
  changesCarrierCheckedLine,
  emptyAddress,
  emptyContact,
  type AddressField,
  type AddressForm,
  type AddressKind,
  type ContactField,
  type ContactInfo,
} from './checkout/address';
import {
  paymentFormSnapshot,
  shippingFormSnapshot,
  type FormSnapshotKind,
  type FormSnapshots,
} from './checkout/formSnapshots';
import {
  backToStep,
  firstStep,
  paymentDone,
  shippingDone,
  type ActiveForm,
  type FormStatus,
} from './checkout/formStatus';
import { emptyGiftCard, type GiftCard } from './checkout/giftCard';
import {
  assertNoCardData,
  emptyCardInfo,
  emptyPayment,
  type PaymentInfo,
  type PaymentInfoPatch,
} from './checkout/payment';
import { emptyRedirect, type PaymentRedirect } from './checkout/paymentRedirect';
import {
  idleSession,
  sessionAboutToExpire,
  sessionExpired,
  sessionExtended,
  sessionWarningIgnored,
  startedSession,
  type PaymentSession,
} from './checkout/paymentSession';
import {
  checkoutSnapshotOf,
  readCheckoutSnapshot,
  type CheckoutSnapshot,
} from './checkout/snapshot';
import { asRecord } from './snapshot';

export {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  type AddressField,
  type AddressForm,
  type AddressKind,
  type ContactField,
  type ContactInfo,
  type FieldState,
} from './checkout/address';
export type { FormSnapshotKind } from './checkout/formSnapshots';
export type { ActiveForm, FormStatus } from './checkout/formStatus';
export type { GiftCard } from './checkout/giftCard';
export { isForbiddenCardKey, type CardInfo, type PaymentInfo } from './checkout/payment';
export type { PaymentRedirect } from './checkout/paymentRedirect';
export type { PaymentSession, PaymentSessionStatus } from './checkout/paymentSession';
export type { CheckoutSnapshot } from './checkout/snapshot';

/**
 * The checkout form (SPEC sections 3 and 4): shipping, contact, billing, payment, gift card,
 * the two-step form status, form snapshots, and the payment session lifecycle. Card numbers
 * and CVVs never pass through it: the processor's hosted fields keep them and report only a
 * mask, validity flags and a one-use token.
 */
export class CheckoutStore implements PersistableStore<CheckoutSnapshot> {
  shipping: AddressForm = emptyAddress();
  billing: AddressForm = emptyAddress();
  /** The carrier confirmed the shipping address. */
  isUpsAddress = false;
  /** The saved address chosen for shipping (signed-in customers). */
  selectedShippingAddress: unknown = null;
  contactInfo: ContactInfo = emptyContact();
  paymentInfo: PaymentInfo = emptyPayment();
  formStatus: FormStatus = firstStep();
  giftCard: GiftCard = emptyGiftCard();
  billingSameShippingFlag = true;
  /** Candidates the carrier's address validation suggested. */
  upsValidatedAddresses: unknown[] = [];
  /** The guest's id for the order, before any account exists. */
  tempUserID: string | null = null;
  isApplePay = false;
  paymentRedirect: PaymentRedirect = emptyRedirect();
  /** Bumped when an expired payment session must be loaded again (new capture context). */
  paymentSessionReloads = 0;
  /** A Snack Rewards member takes a free pack with this order; the server prices it. */
  redeemReward = false;
  private formSnapshots: FormSnapshots = {};

  constructor(private readonly now: () => number = Date.now) {
    makeAutoObservable<CheckoutStore, 'now' | 'formSnapshots'>(this, {
      now: false,
      formSnapshots: false,
    });
  }

  /**
   * Sets an address field's value, and its error flag when given. A changed shipping line
   * is no longer the carrier's address: `isUpsAddress` is cleared.
   */
  setAddressField(kind: AddressKind, name: AddressField, value: string, error?: boolean): void {
    const form = this[kind];
    this.noteShippingLineChange(kind, name, value);
    form[name] = { value, error: error ?? form[name].error };
  }

  private noteShippingLineChange(kind: AddressKind, name: AddressField, value: string): void {
    if (changesCarrierCheckedLine(kind, name, this[kind][name].value, value)) {
      this.isUpsAddress = false;
    }
  }

  setAddressFieldError(kind: AddressKind, name: AddressField, error: boolean): void {
    this[kind][name].error = error;
  }

  /** Fills a whole address at once (a saved address, a carrier suggestion). */
  setAddress(kind: AddressKind, values: Partial<Record<AddressField, string>>): void {
    for (const name of ADDRESS_FIELDS) {
      const value = values[name];
      if (value === undefined) continue;
      this.noteShippingLineChange(kind, name, value);
      this[kind][name] = { value, error: false };
    }
  }

  setContactField(name: ContactField, value: string, error?: boolean): void {
    this.contactInfo[name] = { value, error: error ?? this.contactInfo[name].error };
  }

  setIsUpsAddress(value: boolean): void {
    this.isUpsAddress = value;
  }

  setSelectedShippingAddress(address: unknown): void {
    this.selectedShippingAddress = address ?? null;
  }

  setUpsValidatedAddresses(addresses: unknown[]): void {
    this.upsValidatedAddresses = addresses;
  }

  setBillingSameShipping(same: boolean): void {
    this.billingSameShippingFlag = same;
  }

  setTempUserID(id: string | null): void {
    this.tempUserID = id;
  }

  setRedeemReward(value: boolean): void {
    this.redeemReward = value;
  }

  setApplePay(value: boolean): void {
    this.isApplePay = value;
  }

  /**
   * Updates the payment form. Throws when handed a card number or CVV, so that a mistake
   * in a form cannot put one in memory or in storage.
   */
  updatePaymentInfo(patch: PaymentInfoPatch): void {
    assertNoCardData(patch);
    const { cardInfo, ...rest } = patch;
    Object.assign(this.paymentInfo, rest);
    if (cardInfo) this.paymentInfo.cardInfo = { ...this.paymentInfo.cardInfo, ...cardInfo };
  }

  setGiftCard(patch: Partial<GiftCard>): void {
    this.giftCard = { ...this.giftCard, ...patch };
  }

  setPaymentRedirect(patch: Partial<PaymentRedirect>): void {
    this.paymentRedirect = { ...this.paymentRedirect, ...patch };
  }

  /** Shipping done: the payment step opens. */
  completeShipping(): void {
    this.formStatus = shippingDone(this.formStatus);
  }

  completePayment(): void {
    this.formStatus = paymentDone(this.formStatus);
  }

  /** Back to a step; going back to shipping reopens it for changes. */
  goToStep(step: ActiveForm): void {
    this.formStatus = backToStep(this.formStatus, step);
  }

  /** Remembers the shipping or payment part of the form, e.g. before the shopper edits it. */
  cacheFormSnapshot(kind: FormSnapshotKind): void {
    if (kind === 'shipping') this.formSnapshots.shipping = shippingFormSnapshot(this);
    else this.formSnapshots.payment = paymentFormSnapshot(this);
  }

  hasFormSnapshot(kind: FormSnapshotKind): boolean {
    return this.formSnapshots[kind] !== undefined;
  }

  /** Puts back a cached part of the form (edit cancelled) and forgets the snapshot. */
  restoreFormSnapshot(kind: FormSnapshotKind): boolean {
    if (kind === 'shipping') {
      const saved = this.formSnapshots.shipping;
      if (!saved) return false;
      Object.assign(this, saved);
    } else {
      const saved = this.formSnapshots.payment;
      if (!saved) return false;
      this.billing = saved.billing;
      this.billingSameShippingFlag = saved.billingSameShippingFlag;
      this.paymentInfo = { ...this.paymentInfo, ...saved.paymentInfo };
      this.giftCard = saved.giftCard;
      this.formStatus = saved.formStatus;
    }
    delete this.formSnapshots[kind];
    return true;
  }

  /** Forgets a cached part of the form (the edit was kept). */
  discardFormSnapshot(kind: FormSnapshotKind): void {
    delete this.formSnapshots[kind];
  }

  /**
   * The payment session started: activated, creation time recorded, and when given, the
   * time its capture context runs out.
   */
  startPaymentSession(expiresAt: number | null = null): void {
    this.paymentInfo.session = startedSession(this.now(), expiresAt);
  }

  /** The session is about to expire: the extend dialog shows. */
  paymentSessionAboutToExpire(): boolean {
    return this.moveSession(sessionAboutToExpire(this.paymentInfo.session));
  }

  /**
   * The shopper extended the session: the time is recorded, the dialog closes, and when
   * given, the renewed capture context's end replaces the old one.
   */
  extendPaymentSession(expiresAt?: number): boolean {
    return this.moveSession(sessionExtended(this.paymentInfo.session, this.now(), expiresAt));
  }

  /** The shopper closed the dialog without extending. */
  ignorePaymentSessionWarning(): boolean {
    return this.moveSession(sessionWarningIgnored(this.paymentInfo.session));
  }

  /** The session ran out. */
  expirePaymentSession(): boolean {
    return this.moveSession(sessionExpired(this.paymentInfo.session));
  }

  /** Takes the session's next state; false when the move did not apply. */
  private moveSession(next: PaymentSession | null): boolean {
    if (!next) return false;
    this.paymentInfo.session = next;
    return true;
  }

  /**
   * Handles an expired session: the payment session is reset and loaded again
   * (`paymentSessionReloads` goes up for the payment form to fetch a new capture context).
   */
  handlePaymentSessionExpired(): boolean {
    if (this.paymentInfo.session.status !== 'expired') return false;
    this.resetPaymentSession();
    this.paymentSessionReloads += 1;
    return true;
  }

  /**
   * Drops the payment session and whatever the card fields captured. Past the shipping step
   * (activeForm above 0) the shopper is back on the payment step to enter a card again.
   */
  resetPaymentSession(): void {
    this.paymentInfo = {
      ...this.paymentInfo,
      captureContextData: null,
      transientToken: null,
      decryptedCardToken: null,
      cardInfo: emptyCardInfo(),
      session: idleSession(),
    };
    if (this.formStatus.activeForm > 0) this.formStatus = backToStep(this.formStatus, 1);
  }

  /** The persisted checkout: everything but payment tokens and form snapshots. */
  toSnapshot(): CheckoutSnapshot {
    return checkoutSnapshotOf(this);
  }

  applySnapshot(snapshot: unknown): void {
    const stored = readCheckoutSnapshot(asRecord(snapshot));
    this.reset();
    Object.assign(this, stored);
  }

  reset(): void {
    this.shipping = emptyAddress();
    this.billing = emptyAddress();
    this.isUpsAddress = false;
    this.selectedShippingAddress = null;
    this.contactInfo = emptyContact();
    this.paymentInfo = emptyPayment();
    this.formStatus = firstStep();
    this.giftCard = emptyGiftCard();
    this.billingSameShippingFlag = true;
    this.upsValidatedAddresses = [];
    this.tempUserID = null;
    this.isApplePay = false;
    this.paymentRedirect = emptyRedirect();
    this.paymentSessionReloads = 0;
    this.redeemReward = false;
    this.formSnapshots = {};
  }
}
