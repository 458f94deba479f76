import { MESSAGES } from '@snackshop/commerce-core';
import { DomainError } from '../../http/errors';
import { defineRoute } from '../deps';
import type { ErrorDoc } from '../../http/route';
import { authenticate, createAccount, findCustomer } from '../accounts.service';
import { customerDetails } from '../customer-view';
import { GOOGLE_HOP } from '../google/google.pages';
import {
  authenticateSite,
  finishInteraction,
  requireProvider,
  SignInExpiredError,
  siteInteraction,
  WrongSiteError,
} from './interactions';

const tag = 'Sign-in';

const siteServer: ErrorDoc[] = [
  {
    status: 401,
    code: 'CLIENT_UNAUTHENTICATED',
    description: 'No HTTP Basic credentials of a site’s OpenID client, or wrong ones.',
  },
  { status: 403, code: 'WRONG_CLIENT', description: 'The sign-in belongs to the other site.' },
  { status: 503, code: 'SIGN_IN_UNAVAILABLE', description: 'The API runs without a provider.' },
];
const expired: ErrorDoc = {
  status: 410,
  code: 'SIGN_IN_EXPIRED',
  description: MESSAGES.signInExpired.en,
};
const siteServerNote =
  ' Called by the site’s server, authenticated as its OpenID client (HTTP Basic, client id ' +
  'and secret).';

/** 401: the provider's access token is unknown, expired or revoked. */
class AccessTokenInvalidError extends DomainError {
  constructor() {
    super(401, 'ACCESS_TOKEN_INVALID', MESSAGES.signInExpired.en);
  }
}

const languageOf = (locales: unknown): 'en-us' | 'es-us' =>
  typeof locales === 'string' && /^es\b/i.test(locales.trim()) ? 'es-us' : 'en-us';

/**
 * The calls the sites' servers make to sign shoppers in (docs/decisions/0027): the login
 * page's interaction, the password and Google buttons, giving up, completing a Google
 * account's profile, and trading the provider's access token for an API session.
 */
export const interactionRoutes = [
  defineRoute('interactionDetails', {
    tag,
    summary: 'The sign-in a login page is drawn for',
    description:
      'What the site’s login or create-account page needs: the prompt (`profile` when a new ' +
      'Google account waits for its birth date, gender and terms), the email to prefill, ' +
      'whether Google sign-in is offered and the language the site asked in.' +
      siteServerNote,
    errors: [...siteServer, expired],
    handler: async ({ c, deps, query }) => {
      const site = authenticateSite(c, deps.identity);
      const oidc = requireProvider(deps.identity);
      const interaction = await siteInteraction(oidc, query.uid, site);
      const google = await deps.identity.google?.pendingIdentity(interaction.uid);
      const hint = interaction.params.login_hint;
      const prompt = interaction.prompt.name;
      return {
        uid: interaction.uid,
        prompt: google ? ('profile' as const) : prompt === 'consent' ? 'consent' : 'login',
        siteId: site.id,
        email: google?.email ?? (typeof hint === 'string' ? hint : null),
        firstName: google?.givenName ?? null,
        lastName: google?.familyName ?? null,
        googleEnabled: deps.identity.google !== null,
        language: languageOf(interaction.params.ui_locales),
      };
    },
  }),
  defineRoute('interactionLogin', {
    tag,
    summary: 'Sign in with email (or rewards member number) and password',
    description:
      'Who signs in comes as `email`, or as `username`: an email or, from the rewards site ' +
      'only, a member number (12 digits; the spaces and dashes printed on the card are ' +
      'ignored). The snacks site’s call with a member number is refused with 400 naming ' +
      '`username`. Checks the password (five wrong in a row lock the account for 15 minutes, ' +
      'by email and member number alike; attempts are also limited per client address, from ' +
      'the X-Forwarded-For the site forwards) and records the login on the interaction. ' +
      'Answers the provider URL the browser goes to next; it completes only in the browser ' +
      'that started the sign-in.' +
      siteServerNote,
    errors: [
      ...siteServer,
      expired,
      { status: 401, code: 'INVALID_CREDENTIALS', description: MESSAGES.badCredentials.en },
      { status: 409, code: 'GOOGLE_ACCOUNT', description: MESSAGES.existingGoogleAccount.en },
      { status: 423, code: 'ACCOUNT_LOCKED', description: MESSAGES.accountLocked.en },
      { status: 429, code: 'RATE_LIMITED', description: MESSAGES.signInThrottled.en },
    ],
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      const oidc = requireProvider(deps.identity);
      const interaction = await siteInteraction(oidc, body.uid, site);
      const customer = await authenticate(deps.identity.accounts, {
        username: body.username,
        password: body.password,
        site: site.id,
        clientAddress: deps.rateLimits.clientKey(c),
      });
      const redirectTo = await finishInteraction(interaction, {
        login: { accountId: customer.id, amr: ['pwd'] },
      });
      return { redirectTo };
    },
  }),
  defineRoute('interactionGoogle', {
    tag,
    summary: 'Sign in with Google',
    description:
      'Answers where the browser goes to sign in with Google: an API page that checks it is ' +
      'the browser of this sign-in, then sends it upstream with state, nonce and PKCE.' +
      siteServerNote,
    errors: [
      ...siteServer,
      expired,
      { status: 404, code: 'GOOGLE_UNAVAILABLE', description: 'Google sign-in is off here.' },
    ],
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      const oidc = requireProvider(deps.identity);
      const interaction = await siteInteraction(oidc, body.uid, site);
      if (!deps.identity.google) {
        throw new DomainError(404, 'GOOGLE_UNAVAILABLE', 'Google sign-in is not available.');
      }
      return { redirectTo: GOOGLE_HOP.url(oidc.issuer, interaction.uid) };
    },
  }),
  defineRoute('interactionAbort', {
    tag,
    summary: 'Give up signing in',
    description:
      'Ends the interaction with access_denied; the browser goes back to the site’s callback ' +
      'with that error.' +
      siteServerNote,
    errors: [...siteServer, expired],
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      const oidc = requireProvider(deps.identity);
      const interaction = await siteInteraction(oidc, body.uid, site);
      const redirectTo = await finishInteraction(interaction, {
        error: 'access_denied',
        error_description: 'The shopper gave up signing in.',
      });
      return { redirectTo };
    },
  }),
  defineRoute('createProfile', {
    tag,
    summary: 'Create the account of a new Google sign-in (create profile)',
    description:
      'A Google identity the API has not seen completes its account: names (from Google, ' +
      'correctable), birth date (18 or older), gender and terms; the email is Google’s and ' +
      'there is no password. Then the sign-in continues: answers where the browser goes.' +
      siteServerNote,
    errors: [
      ...siteServer,
      expired,
      { status: 409, code: 'ACCOUNT_EXISTS', description: MESSAGES.accountExists.en },
      { status: 409, code: 'GOOGLE_ACCOUNT', description: MESSAGES.existingGoogleAccount.en },
    ],
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      const oidc = requireProvider(deps.identity);
      const interaction = await siteInteraction(oidc, body.uid, site);
      const google = deps.identity.google;
      const identity = google ? await google.pendingIdentity(interaction.uid) : null;
      if (!google || !identity) throw new SignInExpiredError();
      const { uid, terms: _terms, ...profile } = body;
      const customer = await createAccount(deps.identity.accounts, {
        ...profile,
        email: identity.email,
        sourceID: site.id,
        google: { issuer: identity.issuer, subject: identity.subject, email: identity.email },
      });
      await google.forget(uid);
      const redirectTo = await finishInteraction(interaction, {
        login: { accountId: customer.id, amr: ['fed'] },
      });
      return { redirectTo };
    },
  }),
  defineRoute('sessionExchange', {
    tag,
    summary: 'Trade the provider’s access token for an API session',
    description:
      'After the code exchange, the site’s server trades the access token (of its own ' +
      'client, alive, of a grant still in force) for the API session the browser keeps as ' +
      '`accessToken` and sends as X-Auth-Token. The session ends with the grant: signing out ' +
      'at the provider ends it.' +
      siteServerNote,
    errors: [
      ...siteServer,
      {
        status: 401,
        code: 'ACCESS_TOKEN_INVALID',
        description: 'The access token is unknown, expired or revoked.',
      },
    ],
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      const { provider } = requireProvider(deps.identity);
      // The answer holds a session token: no cache may keep it.
      c.header('Cache-Control', 'no-store');
      const token = await provider.AccessToken.find(body.accessToken);
      if (!token) throw new AccessTokenInvalidError();
      if (token.clientId !== site.id) throw new WrongSiteError();
      const grant = await provider.Grant.find(token.grantId);
      const customer = grant ? await findCustomer(deps.db, token.accountId) : undefined;
      if (!customer) throw new AccessTokenInvalidError();
      const session = token.sessionUid
        ? await provider.Session.findByUid(token.sessionUid)
        : undefined;
      const amr = session?.amr ?? [];
      const loginMethod = amr.includes('fed')
        ? ('google' as const)
        : amr.includes('pwd')
          ? ('password' as const)
          : customer.authProvider;
      const issued = await deps.identity.sessions.issue({
        customerId: customer.id,
        clientId: site.id,
        loginMethod,
        oidcGrantId: token.grantId,
      });
      return {
        sessionToken: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
        loginMethod,
        customer: await customerDetails(deps.db, customer.id),
      };
    },
  }),
];
