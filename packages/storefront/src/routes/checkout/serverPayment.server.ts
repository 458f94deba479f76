import { createHash } from 'node:crypto';
import { data, redirect } from 'react-router';
import { cartLinesBody, type CartLine } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import type { PaymentInfoBody } from '@snackshop/commerce-hooks';
import { apiFailurePage, callApi } from '../../server/api.server';
import type { AsShopper } from '../../server/asShopper.server';
import { cacheHeader, personalHeaders } from '../../server/cache.server';
import { siteIdentityEnv } from '../../server/env.server';
import { currentSite } from '../../server/site.server';
import { checkoutPath } from './checkoutPath';
import {
  heldCheckout,
  holdCheckout,
  type HeldCheckout,
  type HeldPayment,
  type SavedCardChosen,
} from './heldCheckout.server';
import { paymentFieldsOrigin } from './paymentOrigins.server';
import type { ShippingFormValues } from './shippingForm';

/*
 * Paying without scripts (issue 37, decisions 0053 and 0054): the shopper is sent to the
 * processor's hosted payment page (a new card, or a saved card's security code) or PayPal's
 * approval page, and comes back to `/checkout` with a payment, kept in the checkout cookie
 * until Place order spends it.
 */

/** What the payment step says back to a form it could not take. */
export interface PaymentAnswer {
  form: 'payment';
  message: string;
}

/** The payment step refusing, with `message` over its buttons. */
export const paymentRefused = (message: string, cookies: readonly string[] = [], status = 400) =>
  data({ form: 'payment', message } satisfies PaymentAnswer, {
    status,
    headers: personalHeaders(cookies),
  });

const TOKEN = /^[\w.:~-]{1,100}$/;

/** How a return from the processor's or PayPal's page ended, when not with a payment. */
export type TurnedBack = 'card' | 'paypal' | 'paypal-refused';

export const TURNED_BACK: readonly TurnedBack[] = ['card', 'paypal', 'paypal-refused'];

/** PayPal's approval, as its page sends the payer back: the payment and its payer. */
type PayPalReturn = { method: 'paypal-approved'; paymentId: string; payerId: string };

/** A saved card's security code, as the processor's page sends it back. */
type CvvReturn = { method: 'cvv'; cvvToken: string };

/**
 * The payment a processor's page or PayPal sent the shopper back with (`/checkout?…`), or how
 * the shopper turned back; null when the address carries none.
 */
export function returnedPayment(
  url: URL,
): HeldPayment | PayPalReturn | CvvReturn | TurnedBack | null {
  const query = url.searchParams;
  const paymentId = query.get('paymentId');
  if (paymentId !== null) {
    if (!TOKEN.test(paymentId)) return null;
    const payerId = query.get('PayerID');
    if (payerId === null) return 'paypal';
    return TOKEN.test(payerId) ? { method: 'paypal-approved', paymentId, payerId } : null;
  }
  if (query.get('cancelled') === '1') return 'card';
  const cvvToken = query.get('cvvToken');
  if (cvvToken !== null) return TOKEN.test(cvvToken) ? { method: 'cvv', cvvToken } : null;
  const transientToken = query.get('transientToken');
  if (transientToken === null || !TOKEN.test(transientToken)) return null;
  const shown = (name: string) => (query.get(name) ?? '').slice(0, 40);
  return {
    method: 'card',
    transientToken,
    cardType: shown('cardType'),
    cardNumberMask: shown('cardNumberMask'),
    nameOnCard: (query.get('nameOnCard') ?? '').slice(0, 100),
  };
}

/**
 * An approved PayPal payment made into PayPal's order (as the page with scripts does once the
 * pop-up approves): the payment to place the order with, or null when PayPal refuses it.
 */
async function payPalPayment(
  shopper: AsShopper,
  approved: PayPalReturn,
): Promise<HeldPayment | null> {
  const order = await callApi('payPalOrder', {
    headers: shopper.headers,
    body: { paymentId: approved.paymentId, payerId: approved.payerId },
  });
  return order.ok ? { method: 'paypal', paymentId: approved.paymentId } : null;
}

/** The payment a return brings, with what the cookie kept; a string: how it turned back. */
async function paymentOf(
  returned: Exclude<ReturnType<typeof returnedPayment>, null>,
  shopper: AsShopper,
  held: HeldCheckout,
): Promise<HeldPayment | TurnedBack> {
  if (typeof returned === 'string') return returned;
  if (returned.method === 'paypal-approved') {
    return (await payPalPayment(shopper, returned)) ?? 'paypal-refused';
  }
  if (returned.method === 'cvv') {
    // The security code of the saved card the shopper chose before leaving.
    return held.savedCard
      ? { method: 'saved-card', cvvToken: returned.cvvToken, ...held.savedCard }
      : 'card';
  }
  return returned;
}

/**
 * A return from the processor's or PayPal's page: the payment is kept in the cookie and the
 * shopper sent on (303) to the review step, so the token leaves the address at once. A
 * cancelled payment goes back to the payment step, saying so. Null for any other address.
 */
export async function takeReturn(request: Request, shopper: AsShopper, language: Language) {
  const returned = returnedPayment(new URL(request.url));
  if (!returned) return null;
  const sessionId = shopper.handshake._ss_i;
  const held = await heldCheckout(request, sessionId);
  const payment = await paymentOf(returned, shopper, held);
  if (typeof payment === 'string') {
    const cookie = await holdCheckout({ ...held, payment: null, savedCard: null }, sessionId);
    return redirect(checkoutPath(language, 'payment', { cancelled: payment }), {
      status: 303,
      headers: personalHeaders([cookie]),
    });
  }
  const cookie = await holdCheckout({ ...held, payment, savedCard: null }, sessionId);
  return redirect(checkoutPath(language, 'review'), {
    status: 303,
    headers: personalHeaders([cookie]),
  });
}

/** This site's checkout page, as the processor's and PayPal's pages send the shopper back. */
const returnUrl = (language: Language) =>
  new URL(checkoutPath(language), siteIdentityEnv(currentSite()).siteUrl).href;

/**
 * Card: a capture context for this browser, then the processor's hosted payment page: the
 * card form, or, for `savedCard` (one of the signed-in shopper's, kept in the cookie until
 * the shopper is back), its security code alone.
 */
export async function toHostedPayment(
  { language, shopper, held }: { language: Language; shopper: AsShopper; held: HeldCheckout },
  savedCard: SavedCardChosen | null = null,
) {
  const context = await callApi('captureContext', {
    headers: shopper.headers,
    body: {
      targetOrigin: new URL(returnUrl(language)).origin,
      ...(savedCard ? { savedCardId: savedCard.savedCardId } : {}),
      lang: language,
    },
  });
  if (!context.ok) return paymentRefused(context.error.message);
  const page = context.data.hostedPaymentUrl;
  if (!page) throw apiFailurePage(language);
  const target = new URL(page, paymentFieldsOrigin());
  target.searchParams.set('return', returnUrl(language));
  const cookie = await holdCheckout({ ...held, savedCard }, shopper.handshake._ss_i);
  return redirect(target.href, { status: 303, headers: personalHeaders([cookie]) });
}

/** The signed-in shopper's saved cards (none for a guest, or when the API fails). */
export async function savedCardsOf(shopper: AsShopper) {
  if (!shopper.headers['X-Auth-Token']) return [];
  const customer = await callApi('getCustomer', { headers: shopper.headers });
  return customer.ok ? customer.data.savedCards : [];
}

/** PayPal: a payment session for the cart as it will be ordered, then its approval page. */
export async function toPayPal(
  { language, shopper, lines }: { language: Language; shopper: AsShopper; lines: CartLine[] },
  values: ShippingFormValues,
) {
  const session = await callApi('payPalSession', {
    headers: shopper.headers,
    body: {
      cartItems: cartLinesBody(lines),
      ...(shopper.couponName ? { couponName: shopper.couponName } : {}),
      email: values['contactInfo.email'] ?? '',
      zipcode: values['shipping.zipcode'] ?? '',
      returnUrl: returnUrl(language),
      cancelUrl: returnUrl(language),
      lang: language,
    },
  });
  if (!session.ok) return paymentRefused(session.error.message);
  // PayPal's page in the shopper's language, as a whole page that sends the payer back here.
  const approval = new URL(session.data.paymentRedirectURL, paymentFieldsOrigin());
  approval.searchParams.set('display', 'page');
  approval.searchParams.set('lang', language);
  return redirect(approval.href, { status: 303, headers: cacheHeader('none') });
}

/** How the order is paid with the payment kept, as submittedorder reads it. */
export function paymentInfoOf(
  payment: HeldPayment,
  { saveNewCard }: { saveNewCard: boolean },
): PaymentInfoBody {
  if (payment.method === 'paypal') return { method: 'paypal', paymentId: payment.paymentId };
  if (payment.method === 'saved-card') {
    return { method: 'saved-card', savedCardId: payment.savedCardId, cvvToken: payment.cvvToken };
  }
  return { method: 'card', transientToken: payment.transientToken, saveNewCard };
}

/**
 * One key per payment: the same payment posted again (a double click, a reload of the
 * answer) is the same attempt, and the API answers it with the order it placed.
 */
export function idempotencyKeyOf(payment: HeldPayment): string {
  const reference =
    payment.method === 'paypal'
      ? payment.paymentId
      : payment.method === 'saved-card'
        ? payment.cvvToken
        : payment.transientToken;
  const digest = createHash('sha256').update(`${payment.method} ${reference}`).digest('hex');
  return `checkout-${digest.slice(0, 48)}`;
}

/** The payment ready to be placed, as the review step shows it (never its token). */
export type PaymentShown =
  | { method: 'card' | 'saved-card'; cardType: string; cardNumberMask: string }
  | { method: 'paypal' };

export function shownPayment(payment: HeldPayment | null): PaymentShown | null {
  if (!payment) return null;
  if (payment.method === 'paypal') return { method: 'paypal' };
  const { method, cardType, cardNumberMask } = payment;
  return { method, cardType, cardNumberMask };
}
