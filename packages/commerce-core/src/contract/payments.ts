import { z } from 'zod';
import { languageSchema } from './common';

/** A storefront page URL (http or https), checked against the configured origins. */
export const pageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .url({ error: 'Must be an absolute http(s) URL.' })
  .refine((value) => /^https?:\/\//.test(value), { error: 'Must be an absolute http(s) URL.' });

export const captureContextRequestSchema = z.object({
  targetOrigin: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe(
      'The storefront origin that frames the hosted fields (defaults to the Origin header); ' +
        'must be a configured storefront origin.',
    ),
  savedCardId: z
    .uuid({ error: 'savedCardId must be a saved card id.' })
    .optional()
    .describe(
      "Pay with this saved card of the signed-in customer: the hosted fields then ask for the card's " +
        'security code only, and give a cvvToken for it.',
    ),
  lang: languageSchema,
});

export const captureContextResponseSchema = z.object({
  captureContext: z.string().describe('Signed, expiring context (JWT, HMAC-SHA256).'),
  hostedFieldsUrl: z.string().describe('Load this page in an iframe to collect the card.'),
  hostedPaymentUrl: z
    .string()
    .optional()
    .describe(
      'The same card form as a full page that needs no script: send the shopper there with ' +
        '`&return=<storefront page URL>` added (a page on targetOrigin). The page comes back ' +
        'to it by a 303 with transientToken, cardType, cardNumberMask, expMonth, expYear, ' +
        'expiresAt and nameOnCard (cvvToken and expiresAt for a saved card), or with ' +
        'cancelled=1. Absent when the processor offers no such page.',
    ),
  targetOrigin: z.string(),
  expiresAt: z.string().describe('When the payment session expires (ISO 8601).'),
  sessionTimeoutSeconds: z.number().int(),
  allowedCardNetworks: z.array(z.string()),
});

/** A month (1–12) or a year, as a number or a string of digits. */
const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().max(4).regex(/^\d+$/, { error: 'Must be a number.' })])
    .transform(Number)
    .pipe(z.number().int({ error: 'Must be a whole number.' }).min(min).max(max));

/**
 * The hosted card fields' tokenise call. Messages never repeat what was typed, so a card
 * number cannot leak into an error answer or a log.
 */
export const tokenizeRequestSchema = z.object({
  captureContext: z.string().min(1).max(2000).describe('From capturecontext.'),
  number: z
    .string({ error: 'Enter a valid card number.' })
    .max(30, { error: 'Enter a valid card number.' })
    .regex(/^[\d\s-]+$/, { error: 'Enter a valid card number.' })
    .describe('Card number (digits; spaces and hyphens ignored).'),
  expirationMonth: wholeNumber(1, 12).describe('1–12.'),
  expirationYear: wholeNumber(0, 9999)
    .transform((year) => (year < 100 ? 2000 + year : year))
    .describe('Four digits, or two (20xx).'),
  securityCode: z
    .string({ error: 'Enter the security code on the card.' })
    .regex(/^\d{3,4}$/, { error: 'Enter the security code on the card.' })
    .describe('CVV: 3 digits, 4 for American Express.'),
  lang: languageSchema,
});

/**
 * The hosted security-code field's tokenise call (paying with a saved card). The code is
 * checked against the card's brand and never repeated in an answer.
 */
export const tokenizeSecurityCodeRequestSchema = z.object({
  captureContext: z.string().min(1).max(2000).describe('From capturecontext with a savedCardId.'),
  securityCode: tokenizeRequestSchema.shape.securityCode,
  lang: languageSchema,
});

/** A one-use token standing for a security code typed for one saved card. */
export const cvvTokenSchema = z.object({
  cvvToken: z.string(),
  expiresAt: z.string(),
});

export const transientTokenSchema = z.object({
  transientToken: z.string(),
  cardType: z.string(),
  cardNumberMask: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  expiresAt: z.string(),
});

/** The payment-redirect object of SPEC section 3. */
export const paymentRedirectSchema = z.object({
  merchantReferenceCode: z.string(),
  paymentRedirectURL: z.string().describe('The approval page to open (a pop-up).'),
  paymentId: z.string(),
  payerId: z.string().nullable(),
  orderIds: z.array(z.string()).describe('PayPal order ids, once the order call made one.'),
  status: z.enum(['created', 'approved', 'cancelled', 'authorized', 'completed']),
  amount: z.number(),
  amountCents: z.number().int(),
  lineItems: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      amount: z.number(),
      amountCents: z.number().int(),
    }),
  ),
  expiresAt: z.string(),
});

export const payPalOrderRequestSchema = z.object({
  paymentId: z.string().trim().min(1).max(64),
  payerId: z.string().trim().min(1).max(64),
});

export const payPalStatusQuerySchema = z.object({
  paymentId: z.string().trim().min(1).max(64),
});

export const applePaySessionRequestSchema = z.object({
  validationURL: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('From ApplePaySession onvalidatemerchant.'),
  domainName: z.string().trim().min(1).max(253).describe('The storefront host Apple Pay runs on.'),
  displayName: z.string().trim().max(64).default('Snack Shop'),
});

export const applePaySessionResponseSchema = z.object({
  epochTimestamp: z.number().int(),
  expiresAt: z.number().int(),
  merchantSessionIdentifier: z.string(),
  nonce: z.string(),
  merchantIdentifier: z.string(),
  domainName: z.string(),
  displayName: z.string(),
  signature: z.string(),
});
