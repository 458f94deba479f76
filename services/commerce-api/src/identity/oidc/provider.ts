import Provider, {
  errors,
  type Account,
  type ClientMetadata,
  type Configuration,
  type JWKS,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '../../db/client';
import { findCustomer, type Customer } from '../accounts.service';
import type { CustomerSessions } from '../sessions';
import { isSiteId, siteScopes, SITE_IDS, type IdentitySite, type SiteId } from '../sites';
import { drizzleOidcAdapter } from './adapter';
import { signingAlgorithm } from './keys';
import { signedOutPage, signInErrorPage, signOutPage, type IdentityPage } from './pages';
import { MESSAGES } from '@snackshop/commerce-core';

/** Where the provider is mounted in the API: the path of its issuer. */
export const OIDC_MOUNT_PATH = '/oidc';

/** Lifetimes in seconds (docs/decisions/0027): short codes and tokens, two-week sessions. */
const OIDC_TTL = {
  AuthorizationCode: 60,
  AccessToken: 600,
  IdToken: 600,
  Interaction: 3600,
  Session: 14 * 24 * 3600,
  Grant: 14 * 24 * 3600,
} as const;

/** The provider's cookies: names of their own, since every port of localhost shares a jar. */
export const OIDC_COOKIE_NAMES = {
  session: 'op_session',
  interaction: 'op_interaction',
  resume: 'op_resume',
} as const;

/** What the provider needs: its issuer and keys, the sites, the database and the sessions. */
export interface OidcProviderOptions {
  issuer: string;
  /** Cookie signing keys, newest first. */
  cookieKeys: string[];
  /** Private signing keys; the first signs ID Tokens. */
  jwks: JWKS;
  sites: Readonly<Record<SiteId, IdentitySite>>;
  db: Database;
  sessions: CustomerSessions;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims a customer can release, by scope (the provider filters them by the grant). */
function customerClaims(customer: Customer) {
  return {
    sub: customer.id,
    email: customer.email,
    email_verified: customer.emailVerifiedAt !== null,
    given_name: customer.firstName,
    family_name: customer.lastName,
    ...(customer.birthDate ? { birthdate: customer.birthDate } : {}),
    ...(customer.gender ? { gender: customer.gender } : {}),
    ...(customer.loyaltyId ? { loyalty_id: customer.loyaltyId } : {}),
    rewards_member: customer.rewardsMember,
  };
}

function send(ctx: KoaContextWithOIDC, page: IdentityPage) {
  ctx.set(page.headers);
  ctx.type = 'html';
  ctx.body = page.html;
}

/** The site of the request's client, when the provider knows it already. */
function siteOf(ctx: KoaContextWithOIDC, sites: Readonly<Record<SiteId, IdentitySite>>) {
  const clientId = ctx.oidc?.client?.clientId;
  return clientId && isSiteId(clientId) ? sites[clientId] : undefined;
}

/**
 * First-party sites get their grant without a consent screen (oidc-provider's skip-consent
 * recipe): the scopes they asked for, as far as the site may have them. This is what makes
 * the second site's sign-in silent.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !isSiteId(clientId) || !accountId || !oidc.session) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new oidc.provider.Grant({ clientId, accountId });
  const allowed = new Set(siteScopes(clientId));
  const scopes = [...oidc.requestParamScopes].filter((scope) => allowed.has(scope));
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  const claims = [...oidc.requestParamClaims];
  if (claims.length > 0) grant.addOIDCClaims(claims);
  await grant.save();
  return grant;
}

/**
 * The OpenID Provider of both sites (docs/decisions/0027): authorization code with PKCE
 * (S256) only, two confidential clients, no refresh tokens, the sign-in forms on the sites,
 * its state in `oidc_payloads`. Revoking a grant (signing out) revokes the API sessions made
 * from it.
 */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const { sites, db } = options;
  const siteList = SITE_IDS.map((id) => sites[id]);
  const idTokenAlgorithm = signingAlgorithm(options.jwks);
  const clients: ClientMetadata[] = siteList.map((site) => ({
    client_id: site.id,
    client_secret: site.clientSecret,
    token_endpoint_auth_method: 'client_secret_basic',
    redirect_uris: [`${site.origin}/implicit/callback`, `${site.origin}/implicit/ssocallback`],
    post_logout_redirect_uris: [`${site.origin}/`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    scope: siteScopes(site.id).join(' '),
    id_token_signed_response_alg: idTokenAlgorithm,
  }));

  const configuration: Configuration = {
    adapter: drizzleOidcAdapter(db, {
      onGrantRevoked: (grantId) => options.sessions.revokeByGrant(grantId),
    }),
    clients,
    jwks: options.jwks,
    cookies: {
      names: { ...OIDC_COOKIE_NAMES },
      keys: options.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'rewards'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'birthdate', 'gender'],
      rewards: ['loyalty_id', 'rewards_member'],
    },
    // The sites read the claims from the ID Token; they need not call userinfo.
    conformIdTokenClaims: false,
    // `screen=create` opens the site's create-account page instead of its login page.
    extraParams: {
      screen: (_ctx, value) => {
        if (value !== undefined && value !== 'login' && value !== 'create') {
          throw new errors.InvalidRequest('screen must be login or create');
        }
      },
    },
    ttl: { ...OIDC_TTL },
    issueRefreshToken: () => false,
    // The token and revocation endpoints are for the sites' servers, never a browser.
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => send(ctx, signOutPage(form, siteList)),
        postLogoutSuccessSource: (ctx) => {
          const site = siteOf(ctx, sites);
          send(ctx, signedOutPage(site ? [site] : siteList));
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => {
        const clientId = String(interaction.params.client_id);
        const site = isSiteId(clientId) ? sites[clientId] : siteList[0]!;
        const page = interaction.params.screen === 'create' ? 'create-account' : 'login';
        return `${site.origin}/${page}?interaction=${encodeURIComponent(interaction.uid)}`;
      },
    },
    loadExistingGrant: loadFirstPartyGrant,
    findAccount: async (_ctx, sub): Promise<Account | undefined> => {
      if (!UUID.test(sub)) return undefined;
      const customer = await findCustomer(db, sub);
      if (!customer) return undefined;
      return { accountId: customer.id, claims: () => customerClaims(customer) };
    },
    renderError: (ctx, out, error) => {
      const site = siteOf(ctx, sites);
      const expired = error instanceof errors.SessionNotFound;
      send(
        ctx,
        signInErrorPage({
          message: expired
            ? MESSAGES.signInExpired.en
            : (out.error_description ?? MESSAGES.fallback.en),
          code: expired ? undefined : out.error,
          sites: site ? [site] : siteList,
        }),
      );
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Behind the TLS proxy of an https issuer, trust its X-Forwarded-Proto (secure cookies).
  provider.proxy = options.issuer.startsWith('https:');
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('oidc: server error', error);
  });
  return provider;
}
