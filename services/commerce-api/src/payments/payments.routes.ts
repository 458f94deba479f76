import { randomBytes } from 'node:crypto';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { callerIdentity } from '../identity/caller';
import { DomainError, NotFoundError, ValidationError } from '../http/errors';
import { defineRoute, type PaymentDeps } from './deps';
import { DOOR_LIMITS, passDoor } from '../rate-limit/doors';
import type { AppEnv } from '../http/route';
import type { Context } from 'hono';
import type { Language } from '@snackshop/commerce-core/language';
import type { PayPalSession } from './provider';
import { savedCardToPayWith } from './saved-cards';
import { priceCart, pricedLineId, pricingRequestInput } from '../pricing/price-cart';

const tag = 'Payments';

/** The origin of a URL when it is one of the storefront's, else null. */
function storefrontOrigin(url: string | undefined, allowed: readonly string[]) {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return allowed.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** Card details come from the hosted fields, which the API serves: 403 from any other page. */
function assertHostedFieldsOrigin(origin: string | undefined, own: string) {
  if (origin && origin !== new URL(own).origin) {
    throw new DomainError(
      403,
      'FORBIDDEN',
      'Card details are only accepted from the hosted fields.',
    );
  }
}

/** The payment-redirect object of SPEC section 3 for a PayPal session. */
/**
 * The card-testing door the tokenise calls share with the hosted payment page: counted per
 * client address (as the rate limits read it, never a header the caller writes), 429 past it.
 */
function passCardDoor(deps: PaymentDeps, c: Context<AppEnv>, lang: Language | undefined) {
  const subject = deps.rateLimits.clientKey(c);
  return passDoor(deps.rateLimits, [[DOOR_LIMITS.cardPerAddress, subject]], lang);
}

function paymentRedirect(session: PayPalSession) {
  return {
    merchantReferenceCode: session.merchantReferenceCode,
    paymentRedirectURL: session.approvalUrl,
    paymentId: session.paymentId,
    payerId: session.payerId,
    orderIds: session.payPalOrderId ? [session.payPalOrderId] : [],
    status: session.status,
    amount: centsToDollars(session.amountCents),
    amountCents: session.amountCents,
    lineItems: session.lineItems.map((line) => ({
      ...line,
      amount: centsToDollars(line.amountCents),
    })),
    expiresAt: session.expiresAt,
  };
}

/** capturecontext, the hosted fields' tokenise call, PayPal and Apple Pay. */
export const paymentRoutes = [
  defineRoute('captureContext', {
    tag,
    summary: 'Start a card payment session: a signed context for the hosted card fields',
    description:
      'Answers a signed, expiring capture context and the URL of the hosted card fields (an ' +
      'API page for an iframe). The card is typed there and tokenised by the API, so card ' +
      'numbers never reach the storefront; the storefront receives a transient token by ' +
      'postMessage. A new call starts a new payment session. With a savedCardId (the ' +
      "signed-in customer's card, X-Auth-Token) the fields ask for that card's security code " +
      'only, as a processor asks again for a stored card, and give a cvvToken for it. ' +
      'hostedPaymentUrl, when the processor has one, is the same form as a whole page that ' +
      'needs no JavaScript: the shopper goes there with `&return=<storefront page>` and comes ' +
      'back to that page with the token in its query.',
    errors: [
      { status: 400, code: 'VALIDATION_FAILED', description: 'Unknown targetOrigin.' },
      { status: 401, code: 'SIGN_IN_REQUIRED', description: 'A savedCardId from a visitor.' },
      {
        status: 404,
        code: 'NOT_FOUND',
        description: "No such saved card among the caller's (another customer's included).",
      },
    ],
    handler: async (input) => {
      const { body, deps, c } = input;
      const { storefrontOrigins, payments } = deps.checkout;
      const origin = storefrontOrigin(
        body.targetOrigin ?? c.req.header('Origin'),
        storefrontOrigins,
      );
      if (!origin) {
        throw new ValidationError([
          {
            field: 'targetOrigin',
            message: `Must be one of the storefront origins: ${storefrontOrigins.join(', ')}.`,
          },
        ]);
      }
      const caller = await callerIdentity(input);
      const field = 'savedCardId';
      const storedCard = body.savedCardId
        ? await savedCardToPayWith(deps.db, caller, {
            id: body.savedCardId,
            provider: payments.name,
            lang: body.lang,
            field,
          })
        : undefined;
      const context = await payments.createCaptureContext({
        sessionId: caller.sessionId,
        targetOrigin: origin,
        ...(storedCard ? { storedCard } : {}),
      });
      // A card the processor no longer keeps cannot be paid with: the same answer as unknown.
      if (!context) throw new NotFoundError(formatMessage('cardNotFound', body.lang), field);
      const claims = payments.verifyCaptureContext(context.captureContext)!;
      return {
        ...context,
        hostedFieldsUrl: `${context.hostedFieldsUrl}&lang=${body.lang}`,
        ...(context.hostedPaymentUrl
          ? { hostedPaymentUrl: `${context.hostedPaymentUrl}&lang=${body.lang}` }
          : {}),
        sessionTimeoutSeconds: claims.exp - claims.iat,
      };
    },
  }),
  defineRoute('tokenizeCard', {
    tag,
    summary: 'Tokenise a card (called by the hosted card fields only)',
    description:
      'Luhn, brand, expiry and security-code checks, then a transient token valid for 15 ' +
      'minutes and only for the session the capture context was issued to. The card number ' +
      'and CVV are never stored or logged; error messages never repeat them. Needs no ' +
      'handshake: the capture context authorises the call.',
    status: 201,
    errors: [
      {
        status: 401,
        code: 'CAPTURE_CONTEXT_INVALID',
        description: 'The capture context is forged or expired.',
      },
      { status: 403, code: 'FORBIDDEN', description: 'Called from another origin.' },
    ],
    handler: async ({ body, deps, c }) => {
      assertHostedFieldsOrigin(c.req.header('Origin'), deps.publicUrl || new URL(c.req.url).origin);
      await passCardDoor(deps, c, body.lang);
      return deps.checkout.payments.tokenize({
        captureContext: body.captureContext,
        card: {
          number: body.number,
          expirationMonth: body.expirationMonth,
          expirationYear: body.expirationYear,
          securityCode: body.securityCode,
        },
        lang: body.lang,
      });
    },
  }),
  defineRoute('tokenizeSecurityCode', {
    tag,
    summary: "Tokenise a saved card's security code (called by the hosted fields only)",
    description:
      "The hosted fields' security-code mode, under a capture context opened for a saved " +
      "card: the code is checked against the card's brand (4 digits for American Express, " +
      'else 3) and answered by a one-use cvvToken, valid for 15 minutes, only for the session ' +
      'the context was issued to and only with that card. The code is never stored or logged. ' +
      'Needs no handshake: the capture context authorises the call.',
    status: 201,
    errors: [
      {
        status: 401,
        code: 'CAPTURE_CONTEXT_INVALID',
        description: 'The capture context is forged, expired or not opened for a saved card.',
      },
      { status: 403, code: 'FORBIDDEN', description: 'Called from another origin.' },
    ],
    handler: async ({ body, deps, c }) => {
      assertHostedFieldsOrigin(c.req.header('Origin'), deps.publicUrl || new URL(c.req.url).origin);
      await passCardDoor(deps, c, body.lang);
      return deps.checkout.payments.tokenizeCvv({
        captureContext: body.captureContext,
        securityCode: body.securityCode,
        lang: body.lang,
      });
    },
  }),
  defineRoute('payPalSession', {
    tag,
    summary: 'Start a PayPal payment: the payment-redirect object with the approval page',
    description:
      'Prices the cart on the server (the ZIP decides the tax) and opens a PayPal payment ' +
      'for that total. Open paymentRedirectURL (a pop-up); the payer approves or cancels and ' +
      'returns to returnUrl or cancelUrl (storefront pages) with paymentId and PayerID. With ' +
      '`&display=popup` added, the page instead posts { type: "snackshop:paypal:result", ' +
      "paymentId, payerId, status } to its opener at the return page's origin and closes.",
    status: 201,
    handler: async (input) => {
      const { body, deps } = input;
      const allowed = deps.checkout.storefrontOrigins;
      const bad = (['returnUrl', 'cancelUrl'] as const).filter(
        (field) => !storefrontOrigin(body[field], allowed),
      );
      if (bad.length > 0) {
        throw new ValidationError(
          bad.map((field) => ({
            field,
            message: `Must be a page of the storefront (${allowed.join(', ')}).`,
          })),
        );
      }
      const caller = await callerIdentity(input);
      const price = await priceCart(deps.db, pricingRequestInput(body, caller, deps.now()));
      const session = await deps.checkout.payments.payPal.createSession({
        sessionId: caller.sessionId,
        merchantReferenceCode: `MRC-${randomBytes(6).toString('hex').toUpperCase()}`,
        amountCents: price.totalCents,
        lineItems: price.lines.map((line) => ({
          productId: pricedLineId(line),
          title: line.title,
          quantity: line.quantity,
          amountCents: line.lineTotalCents,
        })),
        returnUrl: body.returnUrl,
        cancelUrl: body.cancelUrl,
      });
      return paymentRedirect(session);
    },
  }),
  defineRoute('payPalOrder', {
    tag,
    summary: 'Create the PayPal order of an approved payment',
    description:
      'After the payer approved (paymentId and PayerID from the return URL). Then place the ' +
      'order with submittedorder and paymentInfo { method: "paypal", paymentId }.',
    errors: [{ status: 409, code: 'PAYMENT_STATE', description: 'Not approved by this payer.' }],
    handler: async (input) => {
      const { sessionId } = await callerIdentity(input);
      const session = await input.deps.checkout.payments.payPal.createOrder({
        paymentId: input.body.paymentId,
        payerId: input.body.payerId,
        sessionId,
      });
      return paymentRedirect(session);
    },
  }),
  defineRoute('payPalStatus', {
    tag,
    summary: 'Where a PayPal payment stands',
    description: 'created, approved, cancelled, authorized or completed; for its session only.',
    handler: async (input) => {
      const { sessionId } = await callerIdentity(input);
      const session = await input.deps.checkout.payments.payPal.getSession(
        input.query.paymentId,
        sessionId,
      );
      if (!session) throw new NotFoundError('No PayPal payment has this id.', 'paymentId');
      return paymentRedirect(session);
    },
  }),
  defineRoute('applePaySession', {
    tag,
    summary: 'Apple Pay merchant validation: a merchant session',
    description:
      'Called from onvalidatemerchant with the validationURL Apple Pay gave; answers the ' +
      'merchant session to pass to completeMerchantValidation. The token Apple Pay then ' +
      'produces is authorised by submittedorder (paymentInfo { method: "apple-pay", token }).',
    handler: async ({ body, deps }) =>
      deps.checkout.payments.applePay.createMerchantSession({
        validationUrl: body.validationURL,
        domainName: body.domainName,
        displayName: body.displayName,
      }),
  }),
];
