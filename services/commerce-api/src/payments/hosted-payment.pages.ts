import { formatMessage } from '@snackshop/commerce-core/messages';
import { toLanguage, DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PaymentDeps } from './deps';
import {
  checkCardForm,
  formFieldOf,
  returnUrlOn,
  type PaymentFormErrors,
  type PostedCardForm,
} from './hosted-payment-form';
import {
  hostedPaymentPage,
  hostedPaymentRefusal,
  hostedPaymentTexts,
  type HostedPaymentView,
} from './hosted-payment-page';
import { cardFieldMessage } from './messages';
import type { CaptureContextClaims } from './provider';
import { SANDBOX_PATHS } from './sandbox/sandbox-provider';
import { DomainError } from '../http/errors';
import { cspNonce, pageHeaders } from '../http/html';
import type { AppEnv } from '../http/route';
import { DOOR_LIMITS, passDoor } from '../rate-limit/doors';
import { RateLimitedError } from '../rate-limit/rate-limits';

const langOf = (value: unknown): Language => toLanguage(value) ?? DEFAULT_LANGUAGE;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The page may be opened: the live context, and the return page on the context's origin. */
interface Opened {
  claims: CaptureContextClaims;
  context: string;
  returnUrl: URL;
}

/** Why the page cannot be used; it then links nowhere, as nothing says where is safe. */
interface Refused {
  status: ContentfulStatusCode;
  message: string;
}

/**
 * The checks before the page shows or takes a card: a capture context (400 when missing or
 * not one, 410 when it is no longer live or was never ours), then a return URL on exactly the
 * origin the context was issued to (400), so the page can send nobody anywhere else.
 */
function openHostedPayment(
  deps: PaymentDeps,
  input: { context: string; returnUrl: string; lang: Language },
): Opened | Refused {
  const { lang } = input;
  if (!JWT.test(input.context)) {
    return { status: 400, message: hostedPaymentTexts(lang).badContext };
  }
  const claims = deps.checkout.payments.verifyCaptureContext(input.context);
  if (!claims || !deps.checkout.storefrontOrigins.includes(claims.origin)) {
    return { status: 410, message: cardFieldMessage('contextExpired', lang) };
  }
  const returnUrl = returnUrlOn(input.returnUrl, claims.origin);
  if (!returnUrl)
    return { status: 400, message: hostedPaymentTexts(lang).badReturn(claims.origin) };
  return { claims, context: input.context, returnUrl };
}

/**
 * Counts one post at the card-testing door the tokenise calls share: per client address (as
 * the rate limits read it, never a header the client writes) and per capture context (issued
 * by the API, so a caller cannot pick a fresh one without a new session). 0 when it may go
 * on, else the seconds to wait.
 */
async function secondsToWait(deps: PaymentDeps, c: Context<AppEnv>, contextId: string) {
  try {
    await passDoor(deps.rateLimits, [
      [DOOR_LIMITS.cardPerAddress, deps.rateLimits.clientKey(c)],
      [DOOR_LIMITS.cardPerContext, contextId],
    ]);
    return 0;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

/** `url` with `params` added to its query. */
function withParams(url: URL, params: Record<string, string | number>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, String(value));
  return target.toString();
}

/** The tokenise call's field errors as messages at the page's inputs. */
function formErrorsOf(error: DomainError): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  for (const { field, message } of error.errors ?? []) {
    const input = formFieldOf(field);
    if (input && !errors[input]) errors[input] = message;
  }
  return errors;
}

/**
 * Tokenises the posted form exactly as the hosted fields do (the same provider calls): the
 * return page with the token, or the errors to show. An expired context is thrown as is.
 */
async function tokenizeForm(
  deps: PaymentDeps,
  opened: Opened,
  form: PostedCardForm,
  lang: Language,
): Promise<{ redirect: string } | { errors: PaymentFormErrors }> {
  const { payments } = deps.checkout;
  try {
    if (opened.claims.cvv) {
      const token = await payments.tokenizeCvv({
        captureContext: opened.context,
        securityCode: form.cvv,
        lang,
      });
      return { redirect: withParams(opened.returnUrl, { ...token }) };
    }
    const checked = checkCardForm(form, lang);
    if ('errors' in checked) return checked;
    const token = await payments.tokenize({
      captureContext: opened.context,
      card: checked.card,
      lang,
    });
    return { redirect: withParams(opened.returnUrl, { ...token, nameOnCard: checked.name }) };
  } catch (error) {
    if (error instanceof DomainError && error.status === 400)
      return { errors: formErrorsOf(error) };
    throw error;
  }
}

/**
 * The hosted payment page (a processor's hosted payment page, as Stripe Checkout or Adyen's):
 * the card form as a whole page of the API origin that needs no script, for a checkout made
 * without JavaScript. The shop sends the shopper here with its capture context and a return
 * page; the page comes back there with a 303 and the token the hosted fields would have
 * posted, or with `cancelled=1`.
 */
export function registerHostedPaymentPages(app: Hono<AppEnv>, deps: PaymentDeps) {
  const action = `${deps.publicUrl}${SANDBOX_PATHS.hostedPayment}`;

  /** Answers an HTML page under the sandbox pages' CSP; the form posts here, then to the shop. */
  const answer = (
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    page: (nonce: string) => string,
    origin?: string,
  ) => {
    const nonce = cspNonce();
    const headers = pageHeaders({
      nonce,
      frameAncestors: [],
      formAction: origin ? ["'self'", origin] : [],
    });
    return c.body(page(nonce), status, headers);
  };

  const show = (
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    opened: Opened,
    view: Omit<
      HostedPaymentView,
      'nonce' | 'action' | 'captureContext' | 'returnUrl' | 'cancelUrl'
    >,
  ) =>
    answer(
      c,
      status,
      (nonce) =>
        hostedPaymentPage({
          ...view,
          nonce,
          action,
          captureContext: opened.context,
          returnUrl: opened.returnUrl.toString(),
          cancelUrl: withParams(opened.returnUrl, { cancelled: 1 }),
          securityCodeFor: opened.claims.cvv?.brand,
        }),
      opened.claims.origin,
    );

  const refuse = (c: Context<AppEnv>, lang: Language, refused: Refused) =>
    answer(c, refused.status, (nonce) =>
      hostedPaymentRefusal({ nonce, lang, message: refused.message }),
    );

  app.get(SANDBOX_PATHS.hostedPayment, (c) => {
    const lang = langOf(c.req.query('lang'));
    const opened = openHostedPayment(deps, {
      context: c.req.query('context') ?? '',
      returnUrl: c.req.query('return') ?? '',
      lang,
    });
    if ('status' in opened) return refuse(c, lang, opened);
    return show(c, 200, opened, { lang });
  });

  app.post(SANDBOX_PATHS.hostedPayment, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const lang = langOf(body.lang);
    const opened = openHostedPayment(deps, {
      context: text(body.context),
      returnUrl: text(body.return),
      lang,
    });
    if ('status' in opened) return refuse(c, lang, opened);
    const form: PostedCardForm = {
      name: text(body.name),
      number: text(body.number),
      expiry: text(body.expiry),
      cvv: text(body.cvv),
    };
    const values = { name: form.name, expiry: form.expiry };
    // Every attempt counts, refused ones too, before any card is looked at.
    const wait = await secondsToWait(deps, c, opened.claims.jti);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return show(c, 429, opened, { lang, values, notice: formatMessage('signInThrottled', lang) });
    }
    try {
      const result = await tokenizeForm(deps, opened, form, lang);
      if ('redirect' in result) return c.redirect(result.redirect, 303);
      return show(c, 400, opened, { lang, values, errors: result.errors });
    } catch (error) {
      // The context ran out between the page and the post: start again from the shop.
      if (error instanceof DomainError && error.status === 401) {
        return refuse(c, lang, { status: 410, message: error.message });
      }
      throw error;
    }
  });
}
