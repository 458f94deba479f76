import { makeAutoObservable } from 'mobx';
import type { PersistableStore } from '../persistence/persist';
import {
  asArray,
  asRecord,
  cloneJson,
  isRecord,
  pickBoolean,
  pickNumber,
  pickString,
  pickStringOrNull,
} from './snapshot';

/** A form field: its value and whether validation flagged it. */
export interface FieldState {
  value: string;
  error: boolean;
}

/** The fields of a shipping or billing address (SPEC section 3). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'addressDetails',
  'city',
  'state',
  'zipcode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressForm = Record<AddressField, FieldState>;
export type AddressKind = 'shipping' | 'billing';

/** The shipping lines the carrier's address validation checks (names are not among them). */
const CARRIER_CHECKED_FIELDS: ReadonlySet<AddressField> = new Set([
  'address',
  'addressDetails',
  'city',
  'state',
  'zipcode',
]);

export const CONTACT_FIELDS = ['email', 'phoneNumber'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInfo = Record<ContactField, FieldState>;

/** What the card fields report: a mask and validity flags, never the number or the CVV. */
export interface CardInfo {
  cardType: string;
  cardNumberMask: string;
  cardNumberValid: boolean;
  cvvNumberValid: boolean;
  /** Order of the card among the saved ones, when paying with a saved card. */
  sequence: number | null;
}

/**
 * Where the payment session is (SPEC section 4): `idle` before it starts, `active` once
 * started or extended, `aboutToExpire` while the extend dialog shows, `ignored` when the
 * dialog was closed without extending, `expired` when it ran out.
 */
export type PaymentSessionStatus = 'idle' | 'active' | 'aboutToExpire' | 'ignored' | 'expired';

/** The session timing flags of the payment form. */
export interface PaymentSession {
  status: PaymentSessionStatus;
  activated: boolean;
  /** Epoch ms when the session was created. */
  createdAt: number | null;
  /** Epoch ms of the last extension. */
  extendedAt: number | null;
  /** Epoch ms when the current capture context runs out (started or last extended). */
  expiresAt: number | null;
  showExtendDialog: boolean;
  sessionExpired: boolean;
}

/** The payment form (SPEC section 3). No field can hold a card number or a CVV. */
export interface PaymentInfo {
  nameonCard: FieldState;
  expDate: FieldState;
  /** The processor's capture context for its hosted card fields. */
  captureContextData: string | null;
  /** One-use token of the card the hosted fields captured. */
  transientToken: string | null;
  decryptedCardToken: unknown;
  cardInfo: CardInfo;
  payWithSavedCard: boolean;
  saveNewCard: boolean;
  session: PaymentSession;
}

/** Which step the checkout form is on: 0 shipping, 1 payment. */
export type ActiveForm = 0 | 1;

export interface FormStatus {
  activeForm: ActiveForm;
  shippingCompleted: boolean;
  paymentCompleted: boolean;
}

export interface GiftCard {
  giftOrder: boolean;
  includesGiftCard: boolean;
  firstName: string;
  lastName: string;
  recipientEmail: string;
  giftMessage: string;
  cardObj: unknown;
  errorObj: Record<string, string>;
}

/** Where a wallet or PayPal payment sends the shopper and what it comes back with. */
export interface PaymentRedirect {
  merchantReferenceCode: string | null;
  paymentRedirectURL: string | null;
  payerId: string | null;
  paymentId: string | null;
  orderIds: string[];
  lineItems: unknown[];
}

/** The parts of the checkout a form snapshot can hold. */
export type FormSnapshotKind = 'shipping' | 'payment';

/** What `CheckoutStore` persists: payment tokens and form snapshots stay in memory only. */
export interface CheckoutSnapshot {
  shipping: AddressForm;
  billing: AddressForm;
  isUpsAddress: boolean;
  selectedShippingAddress: unknown;
  contactInfo: ContactInfo;
  paymentInfo: Omit<PaymentInfo, 'transientToken' | 'decryptedCardToken'>;
  formStatus: FormStatus;
  giftCard: GiftCard;
  billingSameShippingFlag: boolean;
  upsValidatedAddresses: unknown[];
  tempUserID: string | null;
  isApplePay: boolean;
  paymentRedirect: PaymentRedirect;
}

/** Keys that would hold a card number or a CVV; refused wherever payment data comes in. */
const FORBIDDEN_CARD_KEYS = new Set([
  'cardnumber',
  'cardno',
  'pan',
  'number',
  'cvv',
  'cvc',
  'cvv2',
  'securitycode',
]);

const field = (value = ''): FieldState => ({ value, error: false });

const emptyAddress = (): AddressForm =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field()])) as AddressForm;

const emptyContact = (): ContactInfo => ({ email: field(), phoneNumber: field() });

const emptyCardInfo = (): CardInfo => ({
  cardType: '',
  cardNumberMask: '',
  cardNumberValid: false,
  cvvNumberValid: false,
  sequence: null,
});

const idleSession = (): PaymentSession => ({
  status: 'idle',
  activated: false,
  createdAt: null,
  extendedAt: null,
  expiresAt: null,
  showExtendDialog: false,
  sessionExpired: false,
});

const emptyPayment = (): PaymentInfo => ({
  nameonCard: field(),
  expDate: field(),
  captureContextData: null,
  transientToken: null,
  decryptedCardToken: null,
  cardInfo: emptyCardInfo(),
  payWithSavedCard: false,
  saveNewCard: false,
  session: idleSession(),
});

const emptyGiftCard = (): GiftCard => ({
  giftOrder: false,
  includesGiftCard: false,
  firstName: '',
  lastName: '',
  recipientEmail: '',
  giftMessage: '',
  cardObj: null,
  errorObj: {},
});

const emptyRedirect = (): PaymentRedirect => ({
  merchantReferenceCode: null,
  paymentRedirectURL: null,
  payerId: null,
  paymentId: null,
  orderIds: [],
  lineItems: [],
});

function readField(value: unknown): FieldState {
  return isRecord(value)
    ? { value: pickString(value.value), error: pickBoolean(value.error) }
    : field();
}

function readAddress(value: unknown): AddressForm {
  const data = isRecord(value) ? value : {};
  return Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, readField(data[name])]),
  ) as AddressForm;
}

function readContact(value: unknown): ContactInfo {
  const data = isRecord(value) ? value : {};
  return { email: readField(data.email), phoneNumber: readField(data.phoneNumber) };
}

function readCardInfo(value: unknown): CardInfo {
  const data = isRecord(value) ? value : {};
  return {
    cardType: pickString(data.cardType),
    cardNumberMask: pickString(data.cardNumberMask),
    cardNumberValid: pickBoolean(data.cardNumberValid),
    cvvNumberValid: pickBoolean(data.cvvNumberValid),
    sequence: typeof data.sequence === 'number' ? data.sequence : null,
  };
}

const SESSION_STATUSES: readonly PaymentSessionStatus[] = [
  'idle',
  'active',
  'aboutToExpire',
  'ignored',
  'expired',
];

function readSession(value: unknown): PaymentSession {
  const data = isRecord(value) ? value : {};
  const status = SESSION_STATUSES.find((candidate) => candidate === data.status) ?? 'idle';
  return {
    status,
    activated: pickBoolean(data.activated),
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : null,
    extendedAt: typeof data.extendedAt === 'number' ? data.extendedAt : null,
    expiresAt: typeof data.expiresAt === 'number' ? data.expiresAt : null,
    showExtendDialog: pickBoolean(data.showExtendDialog),
    sessionExpired: pickBoolean(data.sessionExpired),
  };
}

function readGiftCard(value: unknown): GiftCard {
  const data = isRecord(value) ? value : {};
  const errors = isRecord(data.errorObj) ? data.errorObj : {};
  return {
    giftOrder: pickBoolean(data.giftOrder),
    includesGiftCard: pickBoolean(data.includesGiftCard),
    firstName: pickString(data.firstName),
    lastName: pickString(data.lastName),
    recipientEmail: pickString(data.recipientEmail),
    giftMessage: pickString(data.giftMessage),
    cardObj: cloneJson(data.cardObj ?? null),
    errorObj: Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}

function readRedirect(value: unknown): PaymentRedirect {
  const data = isRecord(value) ? value : {};
  return {
    merchantReferenceCode: pickStringOrNull(data.merchantReferenceCode),
    paymentRedirectURL: pickStringOrNull(data.paymentRedirectURL),
    payerId: pickStringOrNull(data.payerId),
    paymentId: pickStringOrNull(data.paymentId),
    orderIds: asArray(data.orderIds).filter((id): id is string => typeof id === 'string'),
    lineItems: cloneJson(asArray(data.lineItems)),
  };
}

/** True when a key would carry a card number or CVV. */
export function isForbiddenCardKey(key: string): boolean {
  return FORBIDDEN_CARD_KEYS.has(key.replace(/[^a-z0-9]/gi, '').toLowerCase());
}

interface ShippingFormSnapshot {
  shipping: AddressForm;
  contactInfo: ContactInfo;
  isUpsAddress: boolean;
  selectedShippingAddress: unknown;
  formStatus: FormStatus;
}

interface PaymentFormSnapshot {
  billing: AddressForm;
  billingSameShippingFlag: boolean;
  paymentInfo: Omit<PaymentInfo, 'transientToken' | 'decryptedCardToken'>;
  giftCard: GiftCard;
  formStatus: FormStatus;
}

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
  formStatus: FormStatus = { activeForm: 0, shippingCompleted: false, paymentCompleted: false };
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
  private formSnapshots: { shipping?: ShippingFormSnapshot; payment?: PaymentFormSnapshot } = {};

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
    if (kind !== 'shipping' || !CARRIER_CHECKED_FIELDS.has(name)) return;
    if (this.shipping[name].value !== value) this.isUpsAddress = false;
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

  setApplePay(value: boolean): void {
    this.isApplePay = value;
  }

  /**
   * Updates the payment form. Throws when handed a card number or CVV, so that a mistake
   * in a form cannot put one in memory or in storage.
   */
  updatePaymentInfo(
    patch: Partial<Omit<PaymentInfo, 'cardInfo' | 'session'>> & { cardInfo?: Partial<CardInfo> },
  ): void {
    const forbidden = [
      ...Object.keys(patch),
      ...(patch.cardInfo ? Object.keys(patch.cardInfo) : []),
    ].filter(isForbiddenCardKey);
    if (forbidden.length > 0) {
      throw new TypeError(
        `The checkout never holds card numbers or security codes (${forbidden.join(', ')})`,
      );
    }
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
    this.formStatus = { ...this.formStatus, activeForm: 1, shippingCompleted: true };
  }

  completePayment(): void {
    this.formStatus = { ...this.formStatus, paymentCompleted: true };
  }

  /** Back to a step; going back to shipping reopens it for changes. */
  goToStep(step: ActiveForm): void {
    this.formStatus =
      step === 0
        ? { activeForm: 0, shippingCompleted: false, paymentCompleted: false }
        : { ...this.formStatus, activeForm: 1, paymentCompleted: false };
  }

  /** Remembers the shipping or payment part of the form, e.g. before the shopper edits it. */
  cacheFormSnapshot(kind: FormSnapshotKind): void {
    if (kind === 'shipping') {
      this.formSnapshots.shipping = cloneJson({
        shipping: this.shipping,
        contactInfo: this.contactInfo,
        isUpsAddress: this.isUpsAddress,
        selectedShippingAddress: this.selectedShippingAddress,
        formStatus: this.formStatus,
      });
    } else {
      const {
        transientToken: _token,
        decryptedCardToken: _decrypted,
        ...payment
      } = this.paymentInfo;
      this.formSnapshots.payment = cloneJson({
        billing: this.billing,
        billingSameShippingFlag: this.billingSameShippingFlag,
        paymentInfo: payment,
        giftCard: this.giftCard,
        formStatus: this.formStatus,
      });
    }
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
    this.paymentInfo.session = {
      ...idleSession(),
      status: 'active',
      activated: true,
      createdAt: this.now(),
      expiresAt,
    };
  }

  /** The session is about to expire: the extend dialog shows. */
  paymentSessionAboutToExpire(): boolean {
    if (this.paymentInfo.session.status !== 'active') return false;
    this.paymentInfo.session = {
      ...this.paymentInfo.session,
      status: 'aboutToExpire',
      showExtendDialog: true,
    };
    return true;
  }

  /**
   * The shopper extended the session: the time is recorded, the dialog closes, and when
   * given, the renewed capture context's end replaces the old one.
   */
  extendPaymentSession(expiresAt?: number): boolean {
    if (this.paymentInfo.session.status !== 'aboutToExpire') return false;
    this.paymentInfo.session = {
      ...this.paymentInfo.session,
      status: 'active',
      extendedAt: this.now(),
      ...(expiresAt === undefined ? {} : { expiresAt }),
      showExtendDialog: false,
    };
    return true;
  }

  /** The shopper closed the dialog without extending. */
  ignorePaymentSessionWarning(): boolean {
    if (this.paymentInfo.session.status !== 'aboutToExpire') return false;
    this.paymentInfo.session = {
      ...this.paymentInfo.session,
      status: 'ignored',
      showExtendDialog: false,
    };
    return true;
  }

  /** The session ran out. */
  expirePaymentSession(): boolean {
    const { status } = this.paymentInfo.session;
    if (status === 'idle' || status === 'expired') return false;
    this.paymentInfo.session = {
      ...this.paymentInfo.session,
      status: 'expired',
      showExtendDialog: false,
      sessionExpired: true,
    };
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
    if (this.formStatus.activeForm > 0) {
      this.formStatus = { ...this.formStatus, activeForm: 1, paymentCompleted: false };
    }
  }

  /** The persisted checkout: everything but payment tokens and form snapshots. */
  toSnapshot(): CheckoutSnapshot {
    const {
      transientToken: _token,
      decryptedCardToken: _decrypted,
      ...paymentInfo
    } = this.paymentInfo;
    return {
      shipping: this.shipping,
      billing: this.billing,
      isUpsAddress: this.isUpsAddress,
      selectedShippingAddress: this.selectedShippingAddress,
      contactInfo: this.contactInfo,
      paymentInfo,
      formStatus: this.formStatus,
      giftCard: this.giftCard,
      billingSameShippingFlag: this.billingSameShippingFlag,
      upsValidatedAddresses: this.upsValidatedAddresses,
      tempUserID: this.tempUserID,
      isApplePay: this.isApplePay,
      paymentRedirect: this.paymentRedirect,
    };
  }

  applySnapshot(snapshot: unknown): void {
    const data = asRecord(snapshot);
    const payment = isRecord(data.paymentInfo) ? data.paymentInfo : {};
    const status = isRecord(data.formStatus) ? data.formStatus : {};
    this.reset();
    this.shipping = readAddress(data.shipping);
    this.billing = readAddress(data.billing);
    this.isUpsAddress = pickBoolean(data.isUpsAddress);
    this.selectedShippingAddress = cloneJson(data.selectedShippingAddress ?? null);
    this.contactInfo = readContact(data.contactInfo);
    this.paymentInfo = {
      ...emptyPayment(),
      nameonCard: readField(payment.nameonCard),
      expDate: readField(payment.expDate),
      captureContextData: pickStringOrNull(payment.captureContextData),
      cardInfo: readCardInfo(payment.cardInfo),
      payWithSavedCard: pickBoolean(payment.payWithSavedCard),
      saveNewCard: pickBoolean(payment.saveNewCard),
      session: readSession(payment.session),
    };
    this.formStatus = {
      activeForm: pickNumber(status.activeForm) === 1 ? 1 : 0,
      shippingCompleted: pickBoolean(status.shippingCompleted),
      paymentCompleted: pickBoolean(status.paymentCompleted),
    };
    this.giftCard = readGiftCard(data.giftCard);
    this.billingSameShippingFlag = pickBoolean(data.billingSameShippingFlag, true);
    this.upsValidatedAddresses = cloneJson(asArray(data.upsValidatedAddresses));
    this.tempUserID = pickStringOrNull(data.tempUserID);
    this.isApplePay = pickBoolean(data.isApplePay);
    this.paymentRedirect = readRedirect(data.paymentRedirect);
  }

  reset(): void {
    this.shipping = emptyAddress();
    this.billing = emptyAddress();
    this.isUpsAddress = false;
    this.selectedShippingAddress = null;
    this.contactInfo = emptyContact();
    this.paymentInfo = emptyPayment();
    this.formStatus = { activeForm: 0, shippingCompleted: false, paymentCompleted: false };
    this.giftCard = emptyGiftCard();
    this.billingSameShippingFlag = true;
    this.upsValidatedAddresses = [];
    this.tempUserID = null;
    this.isApplePay = false;
    this.paymentRedirect = emptyRedirect();
    this.paymentSessionReloads = 0;
    this.formSnapshots = {};
  }
}
