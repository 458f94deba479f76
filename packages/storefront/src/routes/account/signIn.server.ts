import { randomUUID } from 'node:crypto';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { pkceChallengeQuerySchema, type CustomerDetails } from '@snackshop/commerce-core/contract';
import { siteIdentityEnv } from '../../server/env.server';
import { endSignIn, shopperCall, siteClientCall } from '../../server/identityApi.server';
import { requestLanguage } from '../../server/language.server';
import {
  CALLBACK_PATH,
  endSessionUrl,
  finishSignIn,
  safeReturnTo,
  type SignInOptions,
  type SignInOutcome,
} from '../../server/oidc.server';
import { requireSameOrigin } from '../../server/origin.server';
import {
  commitSiteSession,
  endSiteSessionsEverywhere,
  getSiteSession,
  newSiteSession,
  type PendingSignIn,
  type SiteSession,
} from '../../server/session.server';
import { signedInHintCookie } from '../../server/silentSignIn.server';
import { beginSignIn } from '../../server/signInStart.server';
import { requireCanonicalOrigin } from '../../server/canonicalOrigin.server';
import { currentSite } from '../../server/site.server';
import { isFormRequest, readForm } from '../../server/form.server';

/** Sign-in answers are never stored anywhere. */
const NO_STORE = { 'Cache-Control': 'no-store' } as const;
/** The callback's URL carries the code: no page it leads to may see it in a Referer. */
const CALLBACK_HEADERS = { ...NO_STORE, 'Referrer-Policy': 'no-referrer' } as const;

/** The callback's headers with every Set-Cookie given. */
function callbackHeaders(...setCookies: string[]): Headers {
  const headers = new Headers(CALLBACK_HEADERS);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/** Refusals of a `prompt=none` attempt that mean "ask the shopper": the normal sign-in. */
const ASK_THE_SHOPPER = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
]);

function signInOptions(request: Request): SignInOptions {
  const url = new URL(request.url);
  return {
    returnTo: safeReturnTo(url.searchParams.get('returnTo')),
    screen: url.searchParams.get('screen') === 'create' ? 'create' : 'login',
    silent: url.searchParams.get('prompt') === 'none',
    language: requestLanguage(request).language,
  };
}

/**
 * `/signin?returnTo=<path>[&screen=create][&prompt=none]`: sends the browser to the
 * provider with the site's scopes. A shopper already signed in goes straight back.
 */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  // The provider returns the browser to the site's public origin: the sign-in starts there.
  requireCanonicalOrigin(request);
  const options = signInOptions(request);
  const session = await getSiteSession(request);
  if (session.has('shopper')) return redirect(options.returnTo, { headers: NO_STORE });
  const { started, setCookie } = await beginSignIn(request, options);
  return redirect(started.authorizationUrl.href, {
    headers: { ...NO_STORE, 'Set-Cookie': setCookie },
  });
}

/**
 * `GET /api/get-pkce-challenge` (SPEC section 7 item 13): the same start of a sign-in,
 * answered as JSON in the API's envelope (the challenge, the state and the authorization
 * URL); the verifier stays in the site's session.
 */
export async function pkceChallengeLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = pkceChallengeQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return Response.json(
      { success: false, responseCode: 400, code: 'BAD_REQUEST', message: 'Invalid query.' },
      { status: 400, headers: NO_STORE },
    );
  }
  const options: SignInOptions = {
    returnTo: safeReturnTo(query.data.returnTo),
    screen: query.data.screen ?? 'login',
    language: requestLanguage(request).language,
  };
  const { started, setCookie } = await beginSignIn(request, options);
  return Response.json(
    {
      success: true,
      responseCode: 200,
      message: 'OK',
      data: {
        codeChallenge: started.codeChallenge,
        codeChallengeMethod: 'S256',
        state: started.pending.state,
        authorizationUrl: started.authorizationUrl.href,
      },
    },
    { headers: { ...NO_STORE, 'Set-Cookie': setCookie } },
  );
}

/** What the callback page shows. */
export type CallbackData =
  | {
      status: 'signedIn';
      /** The API session token: local storage `accessToken` (SPEC section 3). */
      accessToken: string;
      loginMethod: 'password' | 'google';
      accountId: string;
      loyaltyId: string | null;
      /** Session storage `customerSessionId`: this sign-in's id, not a credential. */
      customerSessionId: string | null;
      customer: CustomerDetails | null;
      returnTo: string;
      /** The account was created in this sign-in (a sign-up). */
      accountCreated: boolean;
      /** Signed in by the site's own silent check: the shopper is greeted. */
      welcome: boolean;
    }
  | { status: 'failed'; reason: 'expired' | 'refused' | 'unavailable'; returnTo: string };

async function failed(
  session: SiteSession,
  reason: 'expired' | 'refused' | 'unavailable',
  returnTo = '/',
) {
  const body: CallbackData = { status: 'failed', reason, returnTo };
  return data(body, {
    status: reason === 'unavailable' ? 502 : 400,
    headers: { ...CALLBACK_HEADERS, 'Set-Cookie': await commitSiteSession(session) },
  });
}

/**
 * The second step of the callback (`/implicit/callback` without a query): the new session
 * is in place, and the page hands the browser what SPEC sections 3 and 4 say it keeps. A
 * reload, or a visit without a sign-in just made, goes home.
 */
async function handOff(request: Request, session: SiteSession) {
  const handoff = session.get('handoff');
  const shopper = session.get('shopper');
  const setCookie = await commitSiteSession(session);
  if (!handoff || !shopper)
    return redirect('/', { headers: { ...NO_STORE, 'Set-Cookie': setCookie } });
  const customer = await shopperCall('getCustomer', shopper.apiToken, request);
  const body: CallbackData = {
    status: 'signedIn',
    accessToken: shopper.apiToken,
    loginMethod: shopper.loginMethod,
    accountId: shopper.accountId,
    loyaltyId: shopper.loyaltyId,
    customerSessionId: shopper.customerSessionId ?? null,
    customer: customer.ok ? customer.data : null,
    returnTo: handoff.returnTo,
    accountCreated: handoff.accountCreated === true,
    welcome: handoff.welcome === true,
  };
  return data(body, { headers: { ...CALLBACK_HEADERS, 'Set-Cookie': setCookie } });
}

/**
 * `/implicit/callback` and `/implicit/ssocallback`: the provider's answer is checked against
 * the session's sign-in (state, nonce, PKCE), the code exchanged, the provider's access token
 * traded for an API session, and a NEW site session started (the pre-login one is replaced,
 * never reused). Then a redirect to the callback without its code, whose page stores what
 * the browser keeps. A silent attempt the provider cannot answer goes to the normal sign-in;
 * a shopper who gave up goes back where they were.
 */
export function createCallbackLoader(kind: 'callback' | 'ssocallback') {
  return async function callbackLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const session = await getSiteSession(request);
    const answered = ['code', 'error', 'state'].some((name) => url.searchParams.has(name));
    if (!answered) return handOff(request, session);

    const pending = session.get('signIn');
    session.unset('signIn');
    if (!pending || pending.silent !== (kind === 'ssocallback')) return failed(session, 'expired');
    const site = currentSite();
    const { siteUrl } = siteIdentityEnv(site);
    // The URL as the browser saw it: the site's public origin, not the address behind a proxy.
    const currentUrl = new URL(`${url.pathname}${url.search}`, siteUrl);
    let outcome: CallbackOutcome;
    try {
      outcome = await finishSignIn(site, currentUrl, pending);
    } catch (error) {
      console.error('storefront: the code exchange failed', error);
      outcome = { kind: 'unavailable' };
    }
    if (outcome.kind !== 'tokens') return notSignedIn(session, pending, outcome);

    const exchange = await siteClientCall(
      'sessionExchange',
      { body: { accessToken: outcome.accessToken } },
      request,
    );
    if (!exchange.ok) {
      const reason = exchange.status >= 500 ? 'unavailable' : 'invalid';
      return notSignedIn(session, pending, { kind: reason });
    }
    const { sessionToken, loginMethod, customer } = exchange.data;
    const fresh = await newSiteSession(site);
    fresh.set('shopper', {
      apiToken: sessionToken,
      idToken: outcome.idToken,
      loginMethod,
      firstName: customer.accountContacts[0]?.firstName ?? '',
      accountId: customer.accountId,
      loyaltyId: customer.loyaltyId,
      customerSessionId: randomUUID(),
    });
    fresh.flash('handoff', {
      returnTo: pending.returnTo,
      accountCreated: pending.accountCreated === true,
      welcome: pending.automatic === true,
    });
    return redirect(CALLBACK_PATH, {
      headers: callbackHeaders(
        await commitSiteSession(fresh, 'signedIn'),
        signedInHintCookie(true, site),
      ),
    });
  };
}

/** What the callback found: the provider's answer, or no answer (`unavailable`). */
type CallbackOutcome = SignInOutcome | { kind: 'unavailable' };

/**
 * A callback that did not sign in. The site's own silent check goes back to its page as if
 * nothing happened (and forgets the hint when the provider has no sign-in for it); a
 * shopper's silent attempt the provider cannot answer goes to the normal sign-in; a shopper
 * who gave up goes back where they were; anything else is the failure page.
 */
async function notSignedIn(
  session: SiteSession,
  pending: PendingSignIn,
  outcome: Exclude<CallbackOutcome, { kind: 'tokens' }>,
) {
  const refusal = outcome.kind === 'refused' ? outcome.error : null;
  if (pending.automatic) {
    const cookies = [await commitSiteSession(session)];
    if (refusal && ASK_THE_SHOPPER.has(refusal)) {
      cookies.push(signedInHintCookie(false, currentSite()));
    }
    return redirect(pending.returnTo, { headers: callbackHeaders(...cookies) });
  }
  if (refusal && pending.silent && ASK_THE_SHOPPER.has(refusal)) {
    const signIn = `/signin?returnTo=${encodeURIComponent(pending.returnTo)}`;
    return redirect(signIn, { headers: callbackHeaders(await commitSiteSession(session)) });
  }
  if (refusal === 'access_denied') {
    return redirect(pending.returnTo, {
      headers: callbackHeaders(await commitSiteSession(session)),
    });
  }
  if (outcome.kind === 'unavailable') return failed(session, 'unavailable', pending.returnTo);
  return failed(session, refusal ? 'refused' : 'expired', pending.returnTo);
}

/** `GET /signout` changes nothing (no state changes on GET): it goes home. */
export function signOutLoader() {
  return redirect('/', { headers: NO_STORE });
}

/**
 * `POST /signout`: ends the sign-in on the API from this server (every API session of it on
 * both sites, and the provider's session, so no token of it outlives the click and signing in
 * again asks for the password), then the site's sessions on both sites, and goes home: no
 * page of the provider and no script in the browser are needed. Should the API not answer,
 * the API session is removed as it can be and the browser goes through the provider's
 * sign-out page (its end-session URL, the ID Token as hint) instead. `reason=expired` (the
 * API answered 440 in the browser) ends the provider's session of that sign-in.
 */
export async function signOutAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // Signing out needs nothing from the body: whatever it is, the shopper is signed out.
  const form = isFormRequest(request) ? await readForm(request) : new FormData();
  const session = await getSiteSession(request);
  const shopper = session.get('shopper');
  const expired = form.get('reason') === 'expired';
  const ended = shopper
    ? await endSignIn(shopper.apiToken, expired ? 'expired' : 'signout', request)
    : true;
  if (shopper && !ended && !expired) await shopperCall('removeToken', shopper.apiToken, request);
  const headers = new Headers(NO_STORE);
  headers.append('Set-Cookie', await endSiteSessionsEverywhere(session));
  headers.append('Set-Cookie', signedInHintCookie(false, currentSite()));
  if (!shopper || expired || ended) return redirect('/', { headers });
  let target = '/';
  try {
    target = await endSessionUrl(currentSite(), shopper.idToken);
  } catch (error) {
    console.error('storefront: the OpenID Provider could not be reached to sign out', error);
  }
  return redirect(target, { headers });
}
