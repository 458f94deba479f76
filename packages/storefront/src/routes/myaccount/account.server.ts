import { data, redirect, redirectDocument } from 'react-router';
import {
  isSessionExpired,
  type ApiFailure,
  type ApiResult,
  type CallArgs,
  type EndpointName,
  type ResponseOf,
} from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage, translateMessage } from '@snackshop/commerce-core/messages';
import { pageLabels } from '../../i18n/bundled.server';
import type { FormResult } from '../../forms/formResult';
import { createI18n } from '../../i18n/i18n';
import { SIGNED_IN_CACHE_CONTROL } from '../../server/headers.server';
import { shopperCall } from '../../server/identityApi.server';
import { requestLanguage } from '../../server/language.server';
import { requireSameOrigin } from '../../server/origin.server';
import { getSiteSession, type SessionShopper, type SiteSession } from '../../server/session.server';
import { readForm } from '../../server/form.server';
import { pagePath } from '../../server/pagePath.server';

/** Every account page and form answer: personal, never stored anywhere. */
export const ACCOUNT_HEADERS = { 'Cache-Control': SIGNED_IN_CACHE_CONTROL } as const;

/** Who an account page is for: the signed-in shopper, their site session, the page's language. */
export interface AccountContext {
  shopper: SessionShopper;
  session: SiteSession;
  language: Language;
  /** The page request, whose shopper's address goes along with every call. */
  request: Request;
}

/** What an account form answers: the page shows it beside the form that was sent. */
export interface AccountFormResult extends FormResult {
  /** Which form of the page was sent (`intent`). */
  intent: string;
  /** The address, card or mix the form was about. */
  id?: string;
}

/** `/signin?returnTo=<the page>`: where a visitor who opens an account page goes. */
export function signInPath(request: Request): string {
  return `/signin?returnTo=${encodeURIComponent(pagePath(request))}`;
}

/**
 * The signed-in shopper of an account page or form. A visitor is sent to sign in and comes
 * back to the page (decision 0027).
 */
export async function requireShopper(request: Request): Promise<AccountContext> {
  const session = await getSiteSession(request);
  const shopper = session.get('shopper');
  if (!shopper) throw redirect(signInPath(request), { headers: ACCOUNT_HEADERS });
  return { shopper, session, language: requestLanguage(request).language, request };
}

/**
 * An account form: the Origin check of every state-changing form, then the signed-in
 * shopper and what was posted.
 */
export async function accountForm(request: Request) {
  requireSameOrigin(request);
  const context = await requireShopper(request);
  return { ...context, form: await readForm(request) };
}

/** The API ended the shopper's session: expired (440) or revoked (401). */
function sessionEnded(result: ApiFailure): boolean {
  return isSessionExpired(result) || result.status === 401;
}

/**
 * A call of the signed-in shopper (X-Auth-Token from the site session). When the API has
 * ended their session the browser goes home as a new page, where the root loader ends the
 * site's session too and, for a 440, the shell says "Your session has timed out. Please login
 * to continue." (SPEC sections 4 and 8): one place handles it for every page. A DELETE refused
 * as Forbidden reloads the page (SPEC section 8): the call is made here, on the site server,
 * so the reload is the answer, the page loaded again as a new document (with or without
 * JavaScript), showing what the shopper may now see.
 */
export async function accountCall<N extends EndpointName>(
  context: Pick<AccountContext, 'shopper' | 'request'>,
  name: N,
  options: NonNullable<CallArgs<N>[0]> | Record<string, never> = {},
): Promise<ApiResult<ResponseOf<N>>> {
  const result = await shopperCall(name, context.shopper.apiToken, context.request, options);
  if (!result.ok && sessionEnded(result)) {
    throw redirectDocument('/', { headers: ACCOUNT_HEADERS });
  }
  if (!result.ok && result.reload) {
    throw redirectDocument(pagePath(context.request), { headers: ACCOUNT_HEADERS });
  }
  return result;
}

/**
 * A page's critical data for the signed-in shopper: the API's answer, or a thrown response
 * the error boundary shows (404 for what is not theirs or does not exist, 502 otherwise).
 */
export async function accountData<N extends EndpointName>(
  context: Pick<AccountContext, 'shopper' | 'language' | 'request'>,
  name: N,
  options: NonNullable<CallArgs<N>[0]> | Record<string, never> = {},
): Promise<ResponseOf<N>> {
  const result = await accountCall(context, name, options);
  if (result.ok) return result.data;
  const status = result.status === 404 ? 404 : 502;
  throw data(
    { message: failureMessage(result, context.language) },
    { status, headers: ACCOUNT_HEADERS },
  );
}

/**
 * The HTTP status of a form's answer: 200 when the form is answered (done, or refused with
 * its messages, as the sign-in forms answer), 502 only when the API failed or did not answer.
 */
export function formStatus(result?: ApiFailure): number {
  return result && (result.status >= 500 || result.status === 0) ? 502 : 200;
}

/** A refused call's message in the page's language. */
export function failureMessage(result: ApiFailure, language: Language): string {
  return result.status >= 500 || result.status === 0
    ? formatMessage('serverError', language)
    : translateMessage(result.error.message, language);
}

/** The API's messages by field, in the page's language. */
export function apiFieldErrors(result: ApiFailure, language: Language): Record<string, string> {
  return Object.fromEntries(
    (result.error.fieldErrors ?? []).map(({ field, message }) => [
      field,
      translateMessage(message, language),
    ]),
  );
}

/** The storefront's texts in a language, for a message a form's answer carries. */
export function pageText(
  language: Language,
): (key: string, values?: Record<string, unknown>) => string {
  const i18n = createI18n(language, pageLabels(language, {}));
  return (key, values) => i18n.t(key, values);
}

/** The form's text fields as posted (a field posted twice keeps its first value). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}
