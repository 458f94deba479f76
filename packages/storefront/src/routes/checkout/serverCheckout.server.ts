import { data, redirect } from 'react-router';
import type { ApiClient, ApiFieldError, ResponseOf } from '@snackshop/commerce-core/api-client';
import { lineKey, lineTotal, type CartLine } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import { submitOrder } from '@snackshop/commerce-hooks';
import { apiFailurePage, callApi } from '../../server/api.server';
import { refused } from '../../server/cartChange.server';
import { asShopper, type AsShopper } from '../../server/asShopper.server';
import { personalHeaders } from '../../server/cache.server';
import { readForm } from '../../server/form.server';
import { requireSameOrigin } from '../../server/origin.server';
import { requestLanguage } from '../../server/language.server';
import { shopperCartLines } from '../../server/shopperCart.server';
import { cartPath } from '../../site/cartPath';
import type { OrderTotals } from '../../orders/OrderTotals';
import { checkoutPath, thankYouPath, type ServerCheckoutStep } from './checkoutPath';
import {
  checkoutBody,
  shippingFormMessage,
  sortServerErrors,
  validateShippingStep,
  type CheckoutErrors,
} from './checkoutRequest';
import { heldCheckout, holdCheckout, NO_CHECKOUT, type HeldCheckout } from './heldCheckout.server';
import {
  idempotencyKeyOf,
  paymentInfoOf,
  paymentRefused,
  savedCardsOf,
  shownPayment,
  takeReturn,
  toHostedPayment,
  toPayPal,
  TURNED_BACK,
  type PaymentAnswer,
  type PaymentShown,
  type TurnedBack,
} from './serverPayment.server';
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

/** The checkout the page without scripts shows. */
export interface ServerCheckout {
  step: ServerCheckoutStep;
  values: ShippingFormValues;
  lines: { id: string; title: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  /** The API's amounts for the checked shipping step (validateOrder); null before it. */
  totals: OrderTotals | null;
  payment: PaymentShown | null;
  /** Whether the shopper is signed in (a new card may then be saved with the order). */
  signedIn: boolean;
  /** The signed-in shopper's saved cards, offered on the payment step. */
  savedCards: ResponseOf<'getCustomer'>['savedCards'];
  /** A payment the shopper turned back from on the processor's or PayPal's page. */
  cancelled: TurnedBack | null;
  /** Why a later step sent the shopper back to the shipping step (the cart changed). */
  problem: string | null;
  /** The API's messages at the shipping step's fields, when it sent the shopper back. */
  errors: CheckoutErrors;
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
  | PaymentAnswer;

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
  // The cart changed since the shipping step was taken (a line no longer ships): back to it,
  // saying why.
  const refusal = validated && !validated.ok ? validated.error : null;
  if (refusal) step = 'shipping';
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
    signedIn: Boolean(shopper.headers['X-Auth-Token']),
    savedCards: step === 'payment' ? await savedCardsOf(shopper) : [],
    cancelled: TURNED_BACK.find((known) => known === cancelled) ?? null,
    problem: refusal ? refusalOf(refusal) : null,
    errors: refusal ? sortServerErrors(refusal.fieldErrors).fields : {},
  };
}

/**
 * What the API's refusal of the shipping step says over the form: its first message about no
 * field of the form (a cart line), none when each message has its field, else its own.
 */
function refusalOf(error: { message: string; fieldErrors?: readonly ApiFieldError[] }) {
  const sorted = sortServerErrors(error.fieldErrors);
  const first = [...sorted.lines.map((line) => line.message), ...sorted.other][0];
  if (first) return first;
  return Object.keys(sorted.fields).length > 0 ? null : error.message;
}

const INTENTS = ['shipping', 'card', 'saved-card', 'paypal', 'place'] as const;
type Intent = (typeof INTENTS)[number];

function intentOf(form: FormData): Intent {
  const intent = form.get('intent');
  return (
    INTENTS.find((known) => known === intent) ??
    refused('intent', `intent must be ${INTENTS.join(', ')}.`)
  );
}

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
  if (intent === 'saved-card') return toSavedCard(posted);
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
      headers: personalHeaders(),
    });
  };
  const errors = validateShippingStep(shippingStepValues(values), language);
  if (Object.keys(errors).length > 0) return refuse(errors);
  const validated = await validate(shopper, lines, values, language);
  if (!validated.ok) {
    if (validated.status >= 500 || validated.status === 0) throw apiFailurePage(language);
    const sorted = sortServerErrors(validated.error.fieldErrors);
    const message = refusalOf(validated.error);
    return refuse(sorted.fields, message ? [message] : []);
  }
  const cookie = await holdCheckout({ ...held, values, payment: null }, shopper.handshake._ss_i);
  return redirect(checkoutPath(language, 'payment'), {
    status: 303,
    headers: personalHeaders([cookie]),
  });
}

const SAVED_CARD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A saved card: one of the signed-in shopper's own (400 naming `savedCardId` otherwise), its
 * security code asked on the processor's page.
 */
async function toSavedCard(posted: Posted) {
  const savedCardId = String(posted.form.get('savedCardId') ?? '');
  if (!SAVED_CARD_ID.test(savedCardId))
    refused('savedCardId', 'savedCardId must be a saved card id.');
  const card = (await savedCardsOf(posted.shopper)).find((saved) => saved.id === savedCardId);
  if (!card) refused('savedCardId', 'savedCardId must be one of your saved cards.');
  return toHostedPayment(posted, {
    savedCardId,
    cardType: card.cardType,
    cardNumberMask: card.cardNumberMask,
  });
}

/**
 * Place order: the kept shipping step and payment with the server's cart, through
 * submittedorder (sent again as the page with scripts does while the API is still working).
 * Placed: the thank-you page (303), where the cart is emptied; refused: the payment step with
 * the reason, the payment dropped (a processor's token pays at most once).
 */
async function placeOrder(
  { form, language, shopper, lines, held }: Posted,
  values: ShippingFormValues,
) {
  const sessionId = shopper.handshake._ss_i;
  if (!held.payment) return redirect(checkoutPath(language, 'payment'), 303);
  const body = {
    ...checkoutBody(
      shippingStepValues(values),
      { lines, couponName: shopper.couponName ?? undefined },
      language,
    ),
    paymentInfo: paymentInfoOf(held.payment, {
      // Kept with a signed-in shopper's account when asked (the API refuses it for a guest).
      saveNewCard: Boolean(shopper.headers['X-Auth-Token']) && form.get('saveNewCard') === 'on',
    }),
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
      headers: personalHeaders([cookie]),
    });
  }
  const cookie = await holdCheckout({ ...held, payment: null }, sessionId);
  const status = outcome.status >= 400 && outcome.status < 500 ? outcome.status : 502;
  return paymentRefused(outcome.message, [cookie], status);
}
