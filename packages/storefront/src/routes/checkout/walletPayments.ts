/**
 * PayPal and Apple Pay on the payment step: the shapes the page exchanges with the PayPal
 * approval pop-up and with Apple Pay JS, read and built without trusting what arrives.
 */

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
    total: { label, amount: (Math.max(0, Math.round(totalCents)) / 100).toFixed(2), type: 'final' },
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
