import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ApiError } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import {
  createGoogleProfileSchema,
  createRegistrationSchema,
  fieldErrors,
} from '@snackshop/commerce-core/validation';
import { callApi } from '../../server/api.server';
import { siteClientCall } from '../../server/identityApi.server';
import { requestLanguage } from '../../server/language.server';
import { requireSameOrigin } from '../../server/origin.server';
import { commitSiteSession, getSiteSession } from '../../server/session.server';
import { currentSite } from '../../server/site.server';
import { sendEmailVerification } from '../../server/emailVerification.server';
import type { SiteId } from '../../site/site';
import { loginForm, loginFormValues, signUpFormValues } from './accountForms';
import {
  accountCreatedMessage,
  apiFieldErrors,
  signInRefusal,
  existingAccountMessage,
  type SignInMessage,
} from './messages.server';
import { forClient } from '../../server/clientAddress.server';
import { readForm } from '../../server/form.server';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** The sign-in a login or create-account page is drawn for. */
export type InteractionPage =
  | {
      state: 'ready';
      uid: string;
      siteId: SiteId;
      language: Language;
      /** The login hint, or the Google account's email for a Google profile. */
      email: string | null;
      firstName: string | null;
      lastName: string | null;
      /** Where Continue with Google goes (the API's Google stop); null when Google is off. */
      googleHref: string | null;
      /** A new Google account completing its profile (create-account only). */
      googleProfile: boolean;
      /** Why the provider sent the shopper back (a Google email of a password account). */
      notice: SignInMessage | null;
    }
  | { state: 'expired'; siteId: SiteId; language: Language; message: string };

/**
 * What a login or create-account form answers when it does not sign the shopper in: the
 * same page with its messages (answered 200, as a page showing a form is).
 */
export interface SignInFormResult {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: SignInMessage | null;
  /** Create account: the account exists now, though it could not be signed in (`message`). */
  created?: true;
}

/**
 * The loader of `/login?interaction=<uid>` and `/create-account?interaction=<uid>`: the
 * provider's sign-in as the API describes it. Without an interaction the page starts one
 * (`/signin`); an interaction that ended or expired says so, with a way to start again.
 */
export function createInteractionLoader(page: 'login' | 'create') {
  return async function interactionLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const { language } = requestLanguage(request);
    const site = currentSite();
    const uid = url.searchParams.get('interaction');
    if (!uid) {
      return redirect(page === 'create' ? '/signin?screen=create' : '/signin', {
        headers: NO_STORE,
      });
    }
    const details = await siteClientCall('interactionDetails', { query: { uid } }, request);
    if (!details.ok) {
      if (details.status === 0 || details.status >= 500) {
        throw data(
          { message: formatMessage('serverError', language) },
          { status: 502, headers: NO_STORE },
        );
      }
      const expired: InteractionPage = {
        state: 'expired',
        siteId: site.id,
        language,
        message: formatMessage('signInExpired', language),
      };
      return data(expired, { status: 410, headers: NO_STORE });
    }
    const interaction = details.data;
    const googleProfile = interaction.prompt === 'profile';
    if (page === 'login' && googleProfile) {
      return redirect(`/create-account?interaction=${encodeURIComponent(uid)}&google=1`, {
        headers: NO_STORE,
      });
    }
    const google =
      interaction.googleEnabled && !googleProfile
        ? await siteClientCall('interactionGoogle', { body: { uid } }, request)
        : null;
    const notice =
      url.searchParams.get('error') === 'google-link'
        ? { kind: 'text' as const, text: formatMessage('googleLinkRefused', language) }
        : null;
    const body: InteractionPage = {
      state: 'ready',
      uid: interaction.uid,
      siteId: site.id,
      language,
      email: interaction.email,
      firstName: interaction.firstName,
      lastName: interaction.lastName,
      googleHref: google?.ok ? google.data.redirectTo : null,
      googleProfile,
      notice,
    };
    return data(body, { headers: NO_STORE });
  };
}

/** Sends the browser where the API said the sign-in goes next (the provider, or Google). */
function continueTo(redirectTo: string) {
  return redirect(redirectTo, { headers: NO_STORE });
}

/**
 * The same for an account just created: the sign-in under way in the site's session says so,
 * and the callback tells the page a sign-up happened rather than a login.
 */
async function continueAsNewAccount(request: Request, redirectTo: string) {
  const session = await getSiteSession(request);
  const pending = session.get('signIn');
  if (!pending) return continueTo(redirectTo);
  session.set('signIn', { ...pending, accountCreated: true });
  return redirect(redirectTo, {
    headers: { ...NO_STORE, 'Set-Cookie': await commitSiteSession(session) },
  });
}

function refused(
  error: ApiError,
  language: Language,
  values: Record<string, string>,
): ReturnType<typeof data<SignInFormResult>> {
  const site = currentSite();
  const errors = error.status === 400 ? apiFieldErrors(error, language) : {};
  const message = Object.keys(errors).length > 0 ? null : signInRefusal(error, language, site);
  return data({ values, errors, message }, { headers: NO_STORE });
}

/** The intent every sign-in form shares: give up (back to the page the shopper was on). */
async function commonIntent(request: Request, intent: string, uid: string, language: Language) {
  if (intent !== 'cancel') return null;
  const result = await siteClientCall('interactionAbort', { body: { uid } }, request);
  return result.ok ? continueTo(result.data.redirectTo) : refused(result.error, language, {});
}

/**
 * The login form: who signs in (the email; on the rewards site the email or member number,
 * as `username`) and the password go to the API with the interaction (and the shopper's
 * address, for its per-address limit); signed in, the browser goes back to the provider.
 * The API's refusal (wrong password, the lock, the rewards wording) shows beside the form.
 */
export async function loginAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { language } = requestLanguage(request);
  const site = currentSite();
  const form = await readForm(request);
  const uid = String(form.get('interaction') ?? '');
  const other = await commonIntent(request, String(form.get('intent') ?? ''), uid, language);
  if (other) return other;
  const { field, schema } = loginForm(site.id);
  const values = loginFormValues(form, site.id);
  // Sent back to the page with its messages: what was typed, never the password.
  const typed = { [field]: values[field] ?? '' };
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, language);
    return data<SignInFormResult>({ values: typed, errors, message: null }, { headers: NO_STORE });
  }
  const result = await siteClientCall(
    'interactionLogin',
    { body: { uid, ...parsed.data } },
    request,
  );
  if (result.ok) return continueTo(result.data.redirectTo);
  return refused(result.error, language, typed);
}

/**
 * The create-account form. A new account (register user, with this site as `sourceID` and
 * the visit's loyalty id when there is one), then the same credentials sign in on the
 * interaction. A Google account completing its profile posts to create profile instead.
 */
export async function createAccountAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { language } = requestLanguage(request);
  const site = currentSite();
  const form = await readForm(request);
  const uid = String(form.get('interaction') ?? '');
  const intent = String(form.get('intent') ?? '');
  const other = await commonIntent(request, intent, uid, language);
  if (other) return other;
  const values = signUpFormValues(form);

  if (intent === 'profile') {
    const parsed = createGoogleProfileSchema().safeParse({ ...values, uid });
    if (!parsed.success) {
      return data<SignInFormResult>(
        { values, errors: fieldErrors(parsed.error, language), message: null },
        { headers: NO_STORE },
      );
    }
    const created = await siteClientCall('createProfile', { body: parsed.data }, request);
    if (created.ok) return continueAsNewAccount(request, created.data.redirectTo);
    return refused(created.error, language, values);
  }

  const password = String(form.get('password') ?? '');
  const parsed = createRegistrationSchema().safeParse({
    ...values,
    password,
    sourceID: site.id,
  });
  if (!parsed.success) {
    return data<SignInFormResult>(
      { values, errors: fieldErrors(parsed.error, language), message: null },
      { headers: NO_STORE },
    );
  }
  const created = await callApi('createCustomer', forClient(request, { body: parsed.data }));
  if (!created.ok) {
    if (created.error.code === 'ACCOUNT_EXISTS') {
      // Beside the email field; a rewards variant's link to its sign-in also above the form.
      const message = existingAccountMessage(site, language);
      const text = message.kind === 'text' ? message.text : `${message.before} ${message.linkText}`;
      return data<SignInFormResult>(
        { values, errors: { email: text }, message: message.kind === 'link' ? message : null },
        { headers: NO_STORE },
      );
    }
    return refused(created.error, language, values);
  }
  // A rewards programme member confirms their email by the link this mails (a failure to
  // mail it leaves the account as it is: the profile sends it again).
  if (created.data.rewardsMember) {
    await sendEmailVerification(request, parsed.data.email, language);
  }
  const signedIn = await siteClientCall(
    'interactionLogin',
    { body: { uid, email: parsed.data.email, password } },
    request,
  );
  if (signedIn.ok) return continueAsNewAccount(request, signedIn.data.redirectTo);
  // The account exists whatever the sign-in answered: the shopper must not read a refusal
  // and sign up again (their email is taken now), but sign in, after the limit if that was it.
  return data<SignInFormResult>(
    {
      values: {},
      errors: {},
      message: accountCreatedMessage(signedIn.error, language),
      created: true,
    },
    { headers: NO_STORE },
  );
}
