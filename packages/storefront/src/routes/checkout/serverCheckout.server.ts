import { createHash } from 'node:crypto';
import { data, redirect } from 'react-router';
import type { ApiClient } from '@snackshop/commerce-core/api-client';
import { cartLinesBody, lineKey, lineTotal, type CartLine } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { submitOrder, type PaymentInfoBody } from '@snackshop/commerce-hooks';
import { callApi } from '../../server/api.server';
import { asShopper, type AsShopper } from '../../server/asShopper.server';
import { cacheHeader } from '../../server/cache.server';
import { siteIdentityEnv } from '../../server/env.server';
import { readForm } from '../../server/form.server';
import { requireSameOrigin } from '../../server/origin.server';
import { requestLanguage } from '../../server/language.server';
import { currentSite } from '../../server/site.server';
import { cartPath } from '../../site/cartPath';
import type { OrderTotals } from '../../orders/OrderTotals';
import { shopperCartLines } from '../../server/shopperCart.server';
import {
  checkoutBody,
  shippingFormMessage,
  sortServerErrors,
  validateShippingStep,
  type CheckoutErrors,
} from './checkoutRequest';
import {
  heldCheckout,
  holdCheckout,
  NO_CHECKOUT,
  type HeldCheckout,
  type HeldPayment,
} from './heldCheckout.server';
import { paymentFieldsOrigin } from './paymentOrigins.server';
import { checkoutPath, thankYouPath, type ServerCheckoutStep } from './checkoutPath';
import {
  FIRST_SHIPPING_VALUES,
  shippingFormValues,
  shippingStepValues,
  type ShippingFormValues,
} from './shippingForm';

/*
 * Checkout without scripts (issue 37, decision 0054): the two steps as forms posting to
 * `/checkout`'s action, the shipping step checked on the server with the same schemas and
 * then by the API (validateOrder), card payment by the processor's hosted payment page and
 * PayPal by its approval page, each coming back here with a payment to place the order with,
 * and Place order under one Idempotency-Key per payment, so a form posted twice places one
 * order. What the shopper gave is kept in the sealed checkout cookie between the pages.
 */

/** The payment ready to be placed, as the review step shows it (never its token). */
type PaymentShown =
  { method: 'card'; cardType: string; cardNumberMask: string } | { method: 'paypal' };

/** The checkout the page without scripts shows. */
export interface ServerCheckout {
  step: ServerCheckoutStep;
  values: ShippingFormValues;
  lines: { id: string; title: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  /** The API's amounts for the checked shipping step (validateOrder); null before it. */
  totals: OrderTotals | null;
  payment: PaymentShown | null;
  /** A payment the shopper turned back from on the processor's or PayPal's page. */
  cancelled: TurnedBack | null;
}

/** What the action says back to a form it could not take. */
export type CheckoutFormAnswer =
  | {
      form: 'shipping';
      values: ShippingFormValues;
      errors: CheckoutErrors;
      /** Over the form; null: the page's own "Please correct the fields marked below." */
      message: string | null;
    }
  | { form: 'payment'; message: string };

const TOKEN = /^[\w.:~-]{1,100}$/;

/** How a return from the processor's or PayPal's page ended, when not with a payment. */
type TurnedBack = 'card' | 'paypal' | 'paypal-refused';

const TURNED_BACK: readonly TurnedBack[] = ['card', 'paypal', 'paypal-refused'];

/** PayPal's approval, as its page sends the payer back: the payment and its payer. */
type PayPalReturn = { method: 'paypal-approved'; paymentId: string; payerId: string };

/**
 * The payment a processor's page or PayPal sent the shopper back with (`/checkout?…`), or how
 * the shopper turned back; null when the address carries none.
 */
export function returnedPayment(url: URL): HeldPayment | PayPalReturn | TurnedBack | null {
  const query = url.searchParams;
  const paymentId = query.get('paymentId');
  if (paymentId !== null) {
    if (!TOKEN.test(paymentId)) return null;
    const payerId = query.get('PayerID');
    if (payerId === null) return 'paypal';
    return TOKEN.test(payerId) ? { method: 'paypal-approved', paymentId, payerId } : null;
  }
  if (query.get('cancelled') === '1') return 'card';
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

/** Response headers setting each of `cookies`, never cached. */
function withCookies(...cookies: string[]): Headers {
  const headers = new Headers(cacheHeader('none'));
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * A return from the processor's or PayPal's page: the payment is kept in the cookie and the
 * shopper sent on (303) to the review step, so the token leaves the address at once. A
 * cancelled payment goes back to the payment step, saying so.
 */
async function takeReturn(request: Request, shopper: AsShopper, language: Language) {
  const returned = returnedPayment(new URL(request.url));
  if (!returned) return null;
  const sessionId = shopper.handshake._ss_i;
  const held = await heldCheckout(request, sessionId);
  const payment =
    typeof returned !== 'string' && returned.method === 'paypal-approved'
      ? await payPalPayment(shopper, returned)
      : returned;
  if (payment === null || typeof payment === 'string') {
    const cancelled: TurnedBack = payment ?? 'paypal-refused';
    return redirect(checkoutPath(language, 'payment', { cancelled }), {
      status: 303,
      headers: withCookies(await holdCheckout({ ...held, payment: null }, sessionId)),
    });
  }
  return redirect(checkoutPath(language, 'review'), {
    status: 303,
    headers: withCookies(await holdCheckout({ ...held, payment }, sessionId)),
  });
}

/** The API's amounts and lines for the shipping step as kept, or why it refuses them. */
async function validate(
  shopper: AsShopper,
  lines: readonly CartLine[],
  values: ShippingFormValues,
  language: Language,
) {
  const body = checkoutBody(
    shippingStepValues(values),
    { lines, couponName: shopper.couponName ?? undefined },
    language,
  );
  return callApi('validateOrder', { headers: shopper.headers, body });
}

const stepOf = (url: URL): ServerCheckoutStep => {
  const step = url.searchParams.get('step');
  return step === 'payment' || step === 'review' ? step : 'shipping';
};

/**
 * The checkout as the page without scripts shows it, or a redirect: a return from a payment
 * page, or a step asked before the one it needs. Null for a browser with no cart on the
 * server (the page says the cart is empty).
 */
export async function readServerCheckout(
  request: Request,
  language: Language,
): Promise<ServerCheckout | Response | null> {
  const shopper = await asShopper(request, { create: false });
  if (!shopper) return null;
  const returned = await takeReturn(request, shopper, language);
  if (returned) return returned;
  const lines = await shopperCartLines(shopper, language);
  if (!lines || lines.length === 0) return null;
  const url = new URL(request.url);
  const held = await heldCheckout(request, shopper.handshake._ss_i);
  let step = stepOf(url);
  if (step !== 'shipping' && !held.values) return redirect(checkoutPath(language), 303);
  if (step === 'review' && !held.payment) return redirect(checkoutPath(language, 'payment'), 303);
  const validated =
    step !== 'shipping' && held.values
      ? await validate(shopper, lines, held.values, language)
      : null;
  // The cart changed since the shipping step was taken (a line no longer ships): back to it.
  if (validated && !validated.ok) step = 'shipping';
  const cancelled = url.searchParams.get('cancelled');
  return {
    step,
    values: held.values ?? FIRST_SHIPPING_VALUES,
    lines: lines.map((line) => ({
      id: lineKey(line),
      title: line.title,
      quantity: line.quantity,
      totalCents: lineTotal(line),
    })),
    subtotalCents: lines.reduce((sum, line) => sum + lineTotal(line), 0),
    totals: validated?.ok ? validated.data : null,
    payment: shownPayment(held.payment),
    cancelled: TURNED_BACK.find((known) => known === cancelled) ?? null,
  };
}

function shownPayment(payment: HeldPayment | null): PaymentShown | null {
  if (!payment) return null;
  if (payment.method === 'paypal') return { method: 'paypal' };
  return { method: 'card', cardType: payment.cardType, cardNumberMask: payment.cardNumberMask };
}

/** A form field refused: 400 naming it, nothing changed. */
function refused(field: string, message: string): never {
  throw data({ message, field }, { status: 400, headers: cacheHeader('none') });
}

const INTENTS = ['shipping', 'card', 'paypal', 'place'] as const;
type Intent = (typeof INTENTS)[number];

function intentOf(form: FormData): Intent {
  const intent = form.get('intent');
  return (
    INTENTS.find((known) => known === intent) ??
    refused('intent', `intent must be ${INTENTS.join(', ')}.`)
  );
}

/** The page of a checkout the API could not take on: nothing changed, try again. */
const failed = (language: Language) =>
  data(
    { message: formatMessage('apiFailure', language) },
    { status: 502, headers: cacheHeader('none') },
  );

/** Everything an intent works with: the shopper, the cart, what the cookie keeps. */
interface Posted {
  request: Request;
  form: FormData;
  language: Language;
  shopper: AsShopper;
  lines: CartLine[];
  held: HeldCheckout;
}

/**
 * `/checkout`'s action: a checkout form posted without scripts, from this site's pages only.
 * A browser with no cart on the server is sent to its cart.
 */
export async function checkoutAction({ request }: { request: Request }) {
  requireSameOrigin(request);
  const form = await readForm(request);
  const intent = intentOf(form);
  const { language } = requestLanguage(request);
  const shopper = await asShopper(request, { create: false });
  const lines = shopper ? await shopperCartLines(shopper, language) : null;
  if (!shopper || !lines || lines.length === 0) return redirect(cartPath(language), 303);
  const held = await heldCheckout(request, shopper.handshake._ss_i);
  const posted: Posted = { request, form, language, shopper, lines, held };
  if (intent === 'shipping') return takeShipping(posted);
  if (!held.values) return redirect(checkoutPath(language), 303);
  if (intent === 'card') return toHostedPayment(posted);
  if (intent === 'paypal') return toPayPal(posted, held.values);
  return placeOrder(posted, held.values);
}

/**
 * The shipping step: checked with the schemas the page with scripts uses, then by the API;
 * refused with each message at its field (400), otherwise kept and on to payment (303).
 */
async function takeShipping({ form, language, shopper, lines, held }: Posted) {
  const values = shippingFormValues(form);
  const refuse = (errors: CheckoutErrors, other: readonly string[] = []) => {
    const message = shippingFormMessage(errors, language, other[0] ?? '') || null;
    return data({ form: 'shipping', values, errors, message } satisfies CheckoutFormAnswer, {
      status: 400,
      headers: cacheHeader('none'),
    });
  };
  const errors = validateShippingStep(shippingStepValues(values), language);
  if (Object.keys(errors).length > 0) return refuse(errors);
  const validated = await validate(shopper, lines, values, language);
  if (!validated.ok) {
    if (validated.status >= 500 || validated.status === 0) throw failed(language);
    const sorted = sortServerErrors(validated.error.fieldErrors);
    const other = [...sorted.lines.map((line) => line.message), ...sorted.other];
    return refuse(sorted.fields, other.length > 0 ? other : [validated.error.message]);
  }
  const cookie = await holdCheckout({ ...held, values, payment: null }, shopper.handshake._ss_i);
  return redirect(checkoutPath(language, 'payment'), { status: 303, headers: withCookies(cookie) });
}

/** This site's checkout page, as the processor's and PayPal's pages send the shopper back. */
const returnUrl = (language: Language) =>
  new URL(checkoutPath(language), siteIdentityEnv(currentSite()).siteUrl).href;

/** The payment step refusing, with `message` over its buttons. */
const paymentRefused = (message: string) =>
  data({ form: 'payment', message } satisfies CheckoutFormAnswer, {
    status: 400,
    headers: cacheHeader('none'),
  });

/** Card: a capture context for this browser, then the processor's hosted payment page. */
async function toHostedPayment({ language, shopper }: Posted) {
  const context = await callApi('captureContext', {
    headers: shopper.headers,
    body: { targetOrigin: new URL(returnUrl(language)).origin, lang: language },
  });
  if (!context.ok) return paymentRefused(context.error.message);
  const page = context.data.hostedPaymentUrl;
  if (!page) throw failed(language);
  const target = new URL(page, paymentFieldsOrigin());
  target.searchParams.set('return', returnUrl(language));
  return redirect(target.href, { status: 303, headers: cacheHeader('none') });
}

/** PayPal: a payment session for the cart as it will be ordered, then its approval page. */
async function toPayPal({ language, shopper, lines }: Posted, values: ShippingFormValues) {
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
function paymentInfoOf(payment: HeldPayment): PaymentInfoBody {
  if (payment.method === 'paypal') return { method: 'paypal', paymentId: payment.paymentId };
  return { method: 'card', transientToken: payment.transientToken, saveNewCard: false };
}

/**
 * One key per payment: the same payment posted again (a double click, a reload of the
 * answer) is the same attempt, and the API answers it with the order it placed.
 */
export function idempotencyKeyOf(payment: HeldPayment): string {
  const reference = payment.method === 'paypal' ? payment.paymentId : payment.transientToken;
  const digest = createHash('sha256').update(`${payment.method} ${reference}`).digest('hex');
  return `checkout-${digest.slice(0, 48)}`;
}

/**
 * Place order: the kept shipping step and payment with the server's cart, through
 * submittedorder (sent again as the page with scripts does while the API is still working).
 * Placed: the thank-you page (303), where the cart is emptied; refused: the payment step with
 * the reason, the payment dropped (a processor's token pays at most once).
 */
async function placeOrder({ language, shopper, lines, held }: Posted, values: ShippingFormValues) {
  const sessionId = shopper.handshake._ss_i;
  if (!held.payment) return redirect(checkoutPath(language, 'payment'), 303);
  const body = {
    ...checkoutBody(
      shippingStepValues(values),
      { lines, couponName: shopper.couponName ?? undefined },
      language,
    ),
    paymentInfo: paymentInfoOf(held.payment),
  };
  const client = {
    call: (name: 'submittedOrder', options: { headers?: Record<string, string> }) =>
      callApi(name, { ...options, headers: { ...shopper.headers, ...options.headers } } as never),
  } as unknown as Pick<ApiClient, 'call'>;
  const outcome = await submitOrder(
    client,
    body,
    undefined,
    undefined,
    idempotencyKeyOf(held.payment),
  );
  if (outcome.ok) {
    const { orderNumber } = outcome.order;
    const cookie = await holdCheckout({ ...NO_CHECKOUT, placed: orderNumber }, sessionId);
    return redirect(thankYouPath(orderNumber, language), {
      status: 303,
      headers: withCookies(cookie),
    });
  }
  const cookie = await holdCheckout({ ...held, payment: null }, sessionId);
  return data({ form: 'payment', message: outcome.message } satisfies CheckoutFormAnswer, {
    status: outcome.status >= 400 && outcome.status < 500 ? outcome.status : 502,
    headers: withCookies(cookie),
  });
}
