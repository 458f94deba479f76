import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage, translateMessage } from '@snackshop/commerce-core/messages';
import { emailSchema, fieldErrors, passwordSchema } from '@snackshop/commerce-core/validation';
import { callApi } from '../../server/api.server';
import { requestLanguage } from '../../server/language.server';
import { requireSameOrigin } from '../../server/origin.server';
import { commitSiteSession, getSiteSession } from '../../server/session.server';
import { currentSite } from '../../server/site.server';
import type { SiteId } from '../../site/site';
import { forClient } from '../../server/clientAddress.server';
import { readForm } from '../../server/form.server';
import type { FormResult } from '../../forms/formResult';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** The page of a mailed link: the token, once it has left the URL. */
interface LinkPage {
  language: Language;
  siteId: SiteId;
  /** The link's token (a hidden field of the form); null when the page has none. */
  token: string | null;
  /**
   * Why a reset link cannot set a password, in the page's language, when the API says it is
   * used up (used, expired, unknown): the page shows it instead of the form.
   */
  linkProblem: string | null;
}

/**
 * Whether the API says a reset link is used up, asked before the page offers its form. An
 * API that does not answer leaves the form to try (its answer says the same, later).
 */
async function resetLinkUsedUp(request: Request, token: string): Promise<boolean> {
  const result = await callApi('resetPasswordLink', forClient(request, { body: { token } }));
  return result.ok ? !result.data.usable : false;
}

/** What a password or verification form answers: the page with its outcome (always 200). */
export interface AccountFormResult extends FormResult {
  /** A refused link: ask for a new one. */
  linkInvalid?: boolean;
  token?: string;
}

/** The forgot-password page renders the same for everyone. */
export function accountFormLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  return data({ language, siteId: currentSite().id }, { headers: NO_STORE });
}

/**
 * Forgot password: the API mails a single-use link to /resetpassword on this site, and
 * answers the same for every email (SPEC section 8's Google message excepted).
 */
export async function forgotPasswordAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { language } = requestLanguage(request);
  const form = await readForm(request);
  const email = String(form.get('email') ?? '');
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) {
    return data<AccountFormResult>(
      {
        status: 'invalid',
        message: null,
        errors: { email: fieldErrors(parsed.error, language)[''] ?? '' },
        values: { email },
      },
      { headers: NO_STORE },
    );
  }
  const result = await callApi(
    'forgotPassword',
    forClient(request, {
      body: { email: parsed.data, sourceID: currentSite().id, lang: language },
    }),
  );
  if (result.ok) {
    return data<AccountFormResult>(
      {
        status: 'done',
        message: translateMessage(result.data.message, language),
        errors: {},
        values: {},
      },
      { headers: NO_STORE },
    );
  }
  return data<AccountFormResult>(
    {
      status: 'refused',
      message:
        result.status >= 500 || result.status === 0
          ? formatMessage('serverError', language)
          : translateMessage(result.error.message, language),
      errors: {},
      values: { email },
    },
    { headers: NO_STORE },
  );
}

/**
 * The loader of a mailed link's page (reset password, verify email): a `token` in the query
 * is moved into the session and the URL loses it (a redirect, so it works without
 * JavaScript and the token never reaches a Referer or the history); the page then puts it in
 * its form.
 */
export async function linkPageLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language } = requestLanguage(request);
  const session = await getSiteSession(request);
  const token = url.searchParams.get('token');
  if (token !== null) {
    // The API's tokens are base64url; anything else (a NUL, a mangled link) is kept as an
    // empty token, which the form's answer calls a used or expired link.
    session.flash('linkToken', /^[\w-]{1,256}$/.test(token) ? token : '');
    url.searchParams.delete('token');
    return redirect(`${url.pathname}${url.search}`, {
      headers: {
        ...NO_STORE,
        'Referrer-Policy': 'no-referrer',
        'Set-Cookie': await commitSiteSession(session),
      },
    });
  }
  const linkToken = session.get('linkToken') ?? null;
  const page: LinkPage = {
    language,
    siteId: currentSite().id,
    token: linkToken,
    linkProblem:
      linkToken &&
      url.pathname.endsWith('/resetpassword') &&
      (await resetLinkUsedUp(request, linkToken))
        ? formatMessage('linkInvalid', language)
        : null,
  };
  return data(page, {
    headers: { ...NO_STORE, 'Set-Cookie': await commitSiteSession(session) },
  });
}

/** Reset password: a new password (the five criteria) for the link's token. */
export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { language } = requestLanguage(request);
  const form = await readForm(request);
  const token = String(form.get('token') ?? '');
  const password = String(form.get('password') ?? '');
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) {
    return data<AccountFormResult>(
      {
        status: 'invalid',
        message: null,
        errors: { password: fieldErrors(parsed.error, language)[''] ?? '' },
        values: {},
        token,
      },
      { headers: NO_STORE },
    );
  }
  const result = await callApi('resetPassword', forClient(request, { body: { token, password } }));
  if (result.ok) {
    return data<AccountFormResult>(
      { status: 'done', message: null, errors: {}, values: {} },
      { headers: NO_STORE },
    );
  }
  const passwordError = result.error.fieldErrors?.find((entry) => entry.field === 'password');
  // A used or expired link, or one whose token is not even well formed.
  const linkInvalid =
    result.error.code === 'LINK_INVALID' ||
    (result.error.fieldErrors?.some((entry) => entry.field === 'token') ?? false);
  return data<AccountFormResult>(
    {
      status: 'refused',
      message: passwordError
        ? null
        : result.status >= 500 || result.status === 0
          ? formatMessage('serverError', language)
          : linkInvalid
            ? formatMessage('linkInvalid', language)
            : translateMessage(result.error.message, language),
      errors: passwordError ? { password: translateMessage(passwordError.message, language) } : {},
      values: {},
      linkInvalid: linkInvalid && !passwordError,
      token,
    },
    { headers: NO_STORE },
  );
}

/** Verify email: confirms the rewards programme email with the link's token (a POST). */
export async function verifyEmailAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { language } = requestLanguage(request);
  const form = await readForm(request);
  const token = String(form.get('token') ?? '');
  const result = await callApi('rewardsEmailVerification', forClient(request, { body: { token } }));
  if (result.ok) {
    return data<AccountFormResult>(
      {
        status: 'done',
        message: translateMessage(result.data.message, language),
        errors: {},
        values: result.data.loyaltyId ? { loyaltyId: result.data.loyaltyId } : {},
      },
      { headers: NO_STORE },
    );
  }
  return data<AccountFormResult>(
    {
      status: 'refused',
      message:
        result.status >= 500 || result.status === 0
          ? formatMessage('serverError', language)
          : formatMessage('linkInvalid', language),
      errors: {},
      values: {},
      linkInvalid: result.status === 400,
      token,
    },
    { headers: NO_STORE },
  );
}
