/**
 * PayPal, Apple Pay and Google Pay on the payment step: the shapes the page exchanges with
 * the PayPal approval pop-up, Apple Pay JS and the Google Pay JS client, read and built
 * without trusting what arrives.
 */

import { GOOGLE_PAY_GATEWAY } from '@snackshop/commerce-core/constants';
import type { PaymentRedirect } from '@snackshop/commerce-core/contract';
import type { PaymentInfoBody } from '@snackshop/commerce-hooks';

/** The Apple Pay payment token, as Apple Pay JS hands it over and submittedorder reads it. */
type ApplePayToken = Extract<PaymentInfoBody, { method: 'apple-pay' }>['token'];

/** What the approval pop-up posts back: the payer's decision on one payment. */
export interface PayPalResult {
  paymentId: string;
  payerId: string | null;
  status: 'approved' | 'cancelled';
}

const PAYPAL_RESULT = 'snackshop:paypal:result';

/**
 * Reads the approval pop-up's message, or null when it is not one. The caller has already
 * checked that it came from the API's origin and from the pop-up it opened.
 */
export function readPayPalResult(data: unknown): PayPalResult | null {
  if (data === null || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type !== PAYPAL_RESULT || typeof message.paymentId !== 'string') return null;
  if (message.status === 'approved' && typeof message.payerId === 'string' && message.payerId) {
    return { paymentId: message.paymentId, payerId: message.payerId, status: 'approved' };
  }
  if (message.status === 'cancelled') {
    return { paymentId: message.paymentId, payerId: null, status: 'cancelled' };
  }
  return null;
}

/**
 * The approval page to load in the pop-up: the API may answer a path relative to its own
 * origin; `display=popup` makes it post the decision back instead of redirecting.
 */
export function payPalPopupUrl(paymentRedirectURL: string, apiOrigin: string, lang: string): URL {
  const url = new URL(paymentRedirectURL, apiOrigin);
  url.searchParams.set('display', 'popup');
  url.searchParams.set('lang', lang);
  return url;
}

/** Size and place of the approval pop-up, centred over the shop's window. */
export function popupFeatures(
  screen: { x: number; y: number; width: number; height: number },
  size = { width: 480, height: 680 },
): string {
  const left = Math.max(0, Math.round(screen.x + (screen.width - size.width) / 2));
  const top = Math.max(0, Math.round(screen.y + (screen.height - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}

/** The keys of the payment-redirect object the checkout store keeps. */
export function storedRedirect(answer: PaymentRedirect) {
  return {
    merchantReferenceCode: answer.merchantReferenceCode,
    paymentRedirectURL: answer.paymentRedirectURL,
    payerId: answer.payerId,
    paymentId: answer.paymentId,
    orderIds: answer.orderIds,
    lineItems: answer.lineItems,
  };
}

/** The name a wallet's payment sheet shows the shopper is paying. */
export const MERCHANT_NAME = 'Snack Shop';

/** The server's total (integer cents) as a wallet's sheet takes it: dollars, two decimals. */
const walletAmount = (totalCents: number): string =>
  (Math.max(0, Math.round(totalCents)) / 100).toFixed(2);

/** Apple Pay JS's payment request (version 3), the part the shop fills in. */
export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string; type: 'final' };
}

/** The Apple Pay JS session the page drives (Safari's `ApplePaySession`). */
interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: ApplePayToken } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

/** Safari's `ApplePaySession` constructor and its statics. */
export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The Apple Pay JS version the shop speaks. */
export const APPLE_PAY_VERSION = 3;

/** The card networks the sandbox processor accepts, as Apple Pay names them. */
const APPLE_PAY_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'];

/** The payment sheet for the server's total (integer cents, shown as dollars). */
export function applePayRequest(totalCents: number, label: string): ApplePayPaymentRequest {
  return {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: [...APPLE_PAY_NETWORKS],
    merchantCapabilities: ['supports3DS'],
    total: { label, amount: walletAmount(totalCents), type: 'final' },
  };
}

/**
 * Safari's ApplePaySession when this browser offers Apple Pay, else null. Other browsers
 * have none; `canMakePayments` throws on an insecure page, which counts as "not offered".
 */
export function applePaySession(scope: unknown): ApplePaySessionConstructor | null {
  const candidate = (scope as { ApplePaySession?: ApplePaySessionConstructor } | undefined)
    ?.ApplePaySession;
  if (typeof candidate !== 'function') return null;
  try {
    return candidate.canMakePayments() ? candidate : null;
  } catch {
    return null;
  }
}

/** The Google Pay API version the shop speaks (2.0). */
const GOOGLE_PAY_API = { apiVersion: 2, apiVersionMinor: 0 } as const;

/** The card networks the sandbox processor accepts, as Google Pay names them. */
const GOOGLE_PAY_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'];

/** The card payment method the shop asks Google Pay for, tokenised for its processor. */
interface GooglePayCardMethod {
  type: 'CARD';
  parameters: { allowedAuthMethods: string[]; allowedCardNetworks: string[] };
  tokenizationSpecification: {
    type: 'PAYMENT_GATEWAY';
    parameters: { gateway: string; gatewayMerchantId: string };
  };
}

/** isReadyToPay's request: can this browser pay the shop's card method with Google Pay? */
export interface GooglePayReadyRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  allowedPaymentMethods: GooglePayCardMethod[];
}

/** loadPaymentData's request: the sheet for the server's total. */
export interface GooglePayPaymentDataRequest extends GooglePayReadyRequest {
  merchantInfo: { merchantName: string };
  transactionInfo: {
    countryCode: string;
    currencyCode: string;
    totalPriceStatus: 'FINAL';
    totalPrice: string;
  };
}

/** The Google Pay JS client's PaymentsClient, the part the shop drives. */
export interface GooglePaymentsClient {
  isReadyToPay(request: GooglePayReadyRequest): Promise<{ result: boolean }>;
  loadPaymentData(request: GooglePayPaymentDataRequest): Promise<unknown>;
}

type PaymentsClientConstructor = new (options: {
  environment: 'TEST' | 'PRODUCTION';
}) => GooglePaymentsClient;

const cardMethod = (): GooglePayCardMethod => ({
  type: 'CARD',
  parameters: {
    allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    allowedCardNetworks: [...GOOGLE_PAY_NETWORKS],
  },
  tokenizationSpecification: {
    type: 'PAYMENT_GATEWAY',
    parameters: { ...GOOGLE_PAY_GATEWAY },
  },
});

/** isReadyToPay's request for the shop's card method. */
export function googlePayReadyRequest(): GooglePayReadyRequest {
  return { ...GOOGLE_PAY_API, allowedPaymentMethods: [cardMethod()] };
}

/** The Google Pay sheet for the server's total (integer cents, shown as dollars), final, in USD. */
export function googlePayRequest(
  totalCents: number,
  merchantName: string,
): GooglePayPaymentDataRequest {
  return {
    ...googlePayReadyRequest(),
    merchantInfo: { merchantName },
    transactionInfo: {
      countryCode: 'US',
      currencyCode: 'USD',
      totalPriceStatus: 'FINAL',
      totalPrice: walletAmount(totalCents),
    },
  };
}

/**
 * The processor's payment token in Google Pay's PaymentData
 * (`paymentMethodData.tokenizationData`, type PAYMENT_GATEWAY), or null when it holds none.
 */
export function googlePayToken(paymentData: unknown): string | null {
  const tokenization = (
    paymentData as { paymentMethodData?: { tokenizationData?: Record<string, unknown> } } | null
  )?.paymentMethodData?.tokenizationData;
  const token = tokenization?.token;
  return tokenization?.type === 'PAYMENT_GATEWAY' && typeof token === 'string' && token
    ? token
    : null;
}

/** Whether loadPaymentData failed because the shopper closed the sheet. */
export function googlePayCancelled(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 'CANCELED';
}

/** The wallet scripts this document asked for, by URL: each is loaded once. */
const walletScripts = new Map<string, Promise<void>>();

/**
 * Loads a wallet's client script into the document once (async, marked `data-wallet-script`);
 * settles when it has run or failed. A failed load is tried again by the next call.
 */
export function loadWalletScript(doc: Document, src: string): Promise<void> {
  let loading = walletScripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const element = doc.createElement('script');
      element.src = src;
      element.async = true;
      element.dataset.walletScript = '';
      element.addEventListener('load', () => resolve());
      element.addEventListener('error', () => {
        walletScripts.delete(src);
        element.remove();
        reject(new Error(`${src} did not load`));
      });
      doc.head.appendChild(element);
    });
    walletScripts.set(src, loading);
  }
  return loading;
}

/**
 * Google Pay's client when the shopper can pay with it here: once `load` ran the Google Pay JS
 * client, its PaymentsClient in the TEST environment (the sandbox processor's tokens are test
 * tokens) answering isReadyToPay for the shop's card method. Null when the script does not
 * load, has no client, or Google Pay cannot pay.
 */
export async function googlePayClient(
  scope: unknown,
  load: () => Promise<void>,
): Promise<GooglePaymentsClient | null> {
  try {
    await load();
    const PaymentsClient = (
      scope as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } } | undefined
    )?.google?.payments?.api?.PaymentsClient;
    if (typeof PaymentsClient !== 'function') return null;
    const client = new (PaymentsClient as PaymentsClientConstructor)({ environment: 'TEST' });
    const ready = await client.isReadyToPay(googlePayReadyRequest());
    return ready?.result === true ? client : null;
  } catch {
    return null;
  }
}
