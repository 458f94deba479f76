import type { Language } from '@snackshop/commerce-core/language';
import { DomainError } from '../http/errors';

/** How a shopper pays. */
type PaymentMethod = 'card' | 'apple-pay' | 'google-pay' | 'paypal';

/** Card brands the shop accepts. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * A signed, expiring context the storefront needs to show the hosted card fields: the
 * fields (served from the API origin) post the card to the tokenise endpoint under it.
 */
export interface CaptureContext {
  /** The signed context (JWT: header.payload.signature, HMAC-SHA256). */
  captureContext: string;
  /** The hosted card fields page to load in an iframe, with the context attached. */
  hostedFieldsUrl: string;
  /**
   * The processor's full-page card form, which works without script (a redirect away from
   * the shop and back with the token), when the processor offers one.
   */
  hostedPaymentUrl?: string;
  /** The origin the hosted fields will post the transient token to. */
  targetOrigin: string;
  expiresAt: string;
  allowedCardNetworks: CardBrand[];
}

/** The card fields as typed into the hosted fields; they never leave the tokenise call. */
export interface CardInput {
  number: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

/** What the storefront receives for a security code typed for a stored card. */
export interface CvvToken {
  cvvToken: string;
  expiresAt: string;
}

/** What the storefront receives for a card: a short-lived token plus what it may show. */
export interface TransientToken {
  transientToken: string;
  cardType: CardBrand;
  /** e.g. `XXXXXXXXXXXX1111`. */
  cardNumberMask: string;
  expMonth: number;
  expYear: number;
  expiresAt: string;
}

/** An Apple Pay payment token as Apple Pay JS hands it to the page. */
interface ApplePayToken {
  paymentData: { version?: string; data: string; signature?: string; header?: unknown };
  paymentMethod: { displayName?: string; network?: string; type?: string };
  transactionIdentifier: string;
}

/** What pays for an order. */
export type PaymentSource =
  | { method: 'card'; transientToken: string }
  /** A card the provider keeps, with its security code typed again under a capture context. */
  | { method: 'stored-card'; providerToken: string; cvvToken: string }
  | { method: 'apple-pay'; token: ApplePayToken }
  /** Google Pay's payment token for this processor (tokenizationData of type PAYMENT_GATEWAY). */
  | { method: 'google-pay'; token: string }
  | { method: 'paypal'; paymentId: string };

export interface AuthorizeRequest {
  source: PaymentSource;
  amountCents: number;
  /** The merchant's reference; the same reference never authorises twice. */
  reference: string;
  /** The handshake session paying: tokens and PayPal sessions are bound to it. */
  sessionId: string;
}

/** Why an issuer or the processor refused. */
export type DeclineReason =
  | 'INSUFFICIENT_FUNDS'
  | 'STOLEN_CARD'
  | 'CVV_MISMATCH'
  | 'EXPIRED_CARD'
  | 'INVALID_TOKEN'
  /** The card entry (transient token) or wallet token already paid for another order. */
  | 'TOKEN_SPENT'
  | 'PAYPAL_NOT_APPROVED'
  | 'AMOUNT_MISMATCH'
  | 'PROCESSOR_UNAVAILABLE';

type AuthorizationStatus = 'authorized' | 'captured' | 'partially_refunded' | 'refunded' | 'voided';

/** An approved authorisation and where it stands. */
export interface Authorization {
  id: string;
  method: PaymentMethod;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  status: AuthorizationStatus;
  brand: string | null;
  last4: string | null;
}

export type AuthorizeResult =
  | { approved: true; authorization: Authorization }
  | { approved: false; reason: DeclineReason; retryable: boolean };

/** A card kept for later: the provider's token and what the shopper recognises. */
export interface StoredCardToken {
  providerToken: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

interface PayPalLineItem {
  productId: string;
  title: string;
  quantity: number;
  amountCents: number;
}

type PayPalStatus = 'created' | 'approved' | 'cancelled' | 'authorized' | 'completed';

/** A PayPal checkout as the provider tracks it. */
export interface PayPalSession {
  paymentId: string;
  merchantReferenceCode: string;
  status: PayPalStatus;
  amountCents: number;
  payerId: string | null;
  payPalOrderId: string | null;
  approvalUrl: string;
  lineItems: PayPalLineItem[];
  returnUrl: string;
  cancelUrl: string;
  expiresAt: string;
}

/** A test card's Google Pay payment token, as Google Pay's TEST environment gives the page one. */
export interface GooglePayTestToken {
  /** The value of `paymentMethodData.tokenizationData.token`. */
  token: string;
  /** What `paymentMethodData.info` tells the page: the card's network and last four. */
  cardNetwork: string;
  cardDetails: string;
  expiresAt: string;
}

/** An Apple Pay merchant session, passed to `completeMerchantValidation` as is. */
export interface ApplePayMerchantSession {
  epochTimestamp: number;
  expiresAt: number;
  merchantSessionIdentifier: string;
  nonce: string;
  merchantIdentifier: string;
  domainName: string;
  displayName: string;
  signature: string;
}

/**
 * A payment processor as checkout sees it. The built-in sandbox implements it against the
 * database; a real processor's adapter implements the same calls. Amounts are integer cents
 * in USD. Card numbers and CVVs enter only `tokenize` and `tokenizeCvv` and are never stored
 * or logged.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * A signed context for the hosted card fields, bound to a session and a storefront origin.
   * With `storedCard` the fields ask for that card's security code only (`tokenizeCvv`);
   * null when the provider keeps no such card.
   */
  createCaptureContext(input: {
    sessionId: string;
    targetOrigin: string;
    storedCard?: { providerToken: string };
  }): Promise<CaptureContext | null>;
  /** Checks a capture context: its claims, or null when forged or expired. */
  verifyCaptureContext(context: string): CaptureContextClaims | null;
  /** Turns typed card fields into a transient token (the hosted fields call it). */
  tokenize(input: {
    captureContext: string;
    card: CardInput;
    lang?: Language;
  }): Promise<TransientToken>;
  /**
   * Turns a security code typed for a stored card into a one-use token, bound to the session,
   * the capture context and the card that context was opened for (the hosted fields call it).
   */
  tokenizeCvv(input: {
    captureContext: string;
    securityCode: string;
    lang?: Language;
  }): Promise<CvvToken>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Captures an authorisation, in full by default; never a voided one or more than authorised. */
  capture(authorizationId: string, amountCents?: number): Promise<Authorization>;
  /** Where an authorisation stands at the processor (the record a reconciliation trusts). */
  authorization(authorizationId: string): Promise<Authorization>;
  /** Releases an authorisation that was not captured. */
  void(authorizationId: string): Promise<Authorization>;
  /** Refunds captured money; never more than was captured and not yet refunded. */
  refund(authorizationId: string, amountCents: number): Promise<Authorization>;
  /** Keeps a tokenised card for a signed-in customer's later orders. */
  saveCard(input: { transientToken: string; sessionId: string }): Promise<StoredCardToken>;
  payPal: {
    createSession(input: {
      sessionId: string;
      merchantReferenceCode: string;
      amountCents: number;
      lineItems: PayPalLineItem[];
      returnUrl: string;
      cancelUrl: string;
    }): Promise<PayPalSession>;
    /** The session, for its owner only (null otherwise). */
    getSession(paymentId: string, sessionId?: string): Promise<PayPalSession | null>;
    /** The payer's answer on the approval page. */
    decide(paymentId: string, decision: 'approve' | 'cancel'): Promise<PayPalSession>;
    /** Confirms an approved session's PayPal order for the payer (the `order` call). */
    createOrder(input: {
      paymentId: string;
      payerId: string;
      sessionId: string;
    }): Promise<PayPalSession>;
  };
  applePay: {
    createMerchantSession(input: {
      validationUrl: string;
      domainName: string;
      displayName: string;
    }): Promise<ApplePayMerchantSession>;
  };
  googlePay: {
    /**
     * Test mode: the payment token Google Pay hands the page for one of the processor's test
     * cards (the stand-in Google Pay client asks for it; never in production). The test card
     * decides the authorisation as it does typed in the card fields. Null when the number is
     * no card the processor accepts.
     */
    testToken(input: { cardNumber: string }): Promise<GooglePayTestToken | null>;
  };
}

/** The verified claims of a capture context. */
export interface CaptureContextClaims {
  jti: string;
  /** The handshake session it was issued to. */
  sid: string;
  /** The storefront origin the hosted fields answer to. */
  origin: string;
  iat: number;
  exp: number;
  /**
   * Set when the context asks for a stored card's security code only: the card's brand (the
   * code's length) and a digest of its provider token, never the token itself.
   */
  cvv?: { brand: CardBrand; card: string };
}

/** 402: the issuer or processor refused the payment; nothing was charged. */
export class PaymentDeclinedError extends DomainError {
  constructor(
    readonly reason: DeclineReason,
    message: string,
    /** The part of the body refused: the payment, or a wallet's token (`paymentInfo.token`). */
    field = 'paymentInfo',
  ) {
    super(402, reason === 'CVV_MISMATCH' ? 'PAYMENT_CVV_MISMATCH' : 'PAYMENT_DECLINED', message, [
      { field, message },
    ]);
  }
}

/** 503: the processor could not answer; the same request may be sent again. */
export class PaymentUnavailableError extends DomainError {
  constructor(message: string) {
    super(503, 'PAYMENT_PROCESSOR_UNAVAILABLE', message);
  }
}

/** 409: the authorisation is not in a state that allows the operation. */
export class PaymentStateError extends DomainError {
  constructor(message: string) {
    super(409, 'PAYMENT_STATE', message);
  }
}
