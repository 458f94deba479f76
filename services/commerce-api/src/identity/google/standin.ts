import { createHmac } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../http/html';
import { drizzleOidcAdapter } from '../oidc/adapter';
import { derivedSigningKeys } from '../oidc/keys';
import { identityPage, type IdentityPage } from '../oidc/pages';
import { GOOGLE_CALLBACK_PATH, type GoogleUpstream } from './federation';

/** Where the stand-in Google issuer is mounted in the API (outside production only). */
export const STAND_IN_MOUNT_PATH = '/dev/google';
/** The stand-in's account chooser (its interaction page): `<path>/<uid>`. */
export const CHOOSER_PATH = `${STAND_IN_MOUNT_PATH}/interaction`;
const STAND_IN_CLIENT_ID = 'snackshop-api';

/** An invented Google account of the stand-in. */
export interface StandInAccount {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** The stand-in's accounts: invented people, example.com addresses. */
export const STAND_IN_ACCOUNTS: readonly StandInAccount[] = [
  { id: 'standin-ada', email: 'ada.okafor@example.com', givenName: 'Ada', familyName: 'Okafor' },
  {
    id: 'standin-bruno',
    email: 'bruno.castillo@example.com',
    givenName: 'Bruno',
    familyName: 'Castillo',
  },
  {
    id: 'standin-chloe',
    email: 'chloe.martin@example.com',
    givenName: 'Chloé',
    familyName: 'Martin',
  },
];

/** The stand-in issuer and how the API signs in there (as it would at Google). */
export interface StandInGoogle {
  provider: Provider;
  upstream: GoogleUpstream;
}

function send(ctx: KoaContextWithOIDC, page: IdentityPage) {
  ctx.set(page.headers);
  ctx.type = 'html';
  ctx.body = page.html;
}

/**
 * A second OpenID Provider at `<API origin>/dev/google` that plays Google when no
 * GOOGLE_ISSUER is set (docs/decisions/0027): real discovery, keys, code with PKCE and signed
 * ID Tokens, so the federation runs exactly as it would upstream, offline. An account chooser
 * instead of a password; consent is implied. Its signing key and client secret are derived
 * from the provider's first cookie key, so every API process of one shop has the same; its
 * state shares `oidc_payloads` under model names of its own.
 */
export function createStandInGoogle(input: {
  /** The API's public origin. */
  origin: string;
  db: Database;
  cookieKeys: string[];
}): StandInGoogle {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The stand-in Google issuer never runs in production; set GOOGLE_ISSUER.');
  }
  const issuer = `${input.origin}${STAND_IN_MOUNT_PATH}`;
  // Derived from the cookie key every API process holds, so that whichever process answers
  // the stand-in's token or keys endpoint, the secret and the signing key are the same.
  const [seed = ''] = input.cookieKeys;
  const clientSecret = createHmac('sha256', seed)
    .update('stand-in google:client')
    .digest('base64url');
  const configuration: Configuration = {
    adapter: drizzleOidcAdapter(input.db, { modelPrefix: 'GoogleStandIn.' }),
    clients: [
      {
        client_id: STAND_IN_CLIENT_ID,
        client_secret: clientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [`${input.origin}${GOOGLE_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: derivedSigningKeys(seed, 'stand-in google'),
    cookies: {
      names: {
        session: 'google_standin_session',
        interaction: 'google_standin_interaction',
        resume: 'google_standin_resume',
      },
      keys: input.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    issueRefreshToken: () => false,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `${CHOOSER_PATH}/${encodeURIComponent(interaction.uid)}`,
    },
    // Consent is implied: the API gets what it asked for.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId || !oidc.session) return undefined;
      const grantId = oidc.session.grantIdFor(clientId);
      const grant =
        (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
        new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const account = STAND_IN_ACCOUNTS.find((candidate) => candidate.id === sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          name: `${account.givenName} ${account.familyName}`,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    renderError: (ctx, out) => {
      send(
        ctx,
        identityPage({
          title: 'Stand-in Google',
          body: `<h1>Stand-in Google</h1><p>${escapeHtml(out.error_description ?? out.error)}</p>`,
        }),
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  return {
    provider,
    upstream: { issuer, clientId: STAND_IN_CLIENT_ID, clientSecret },
  };
}
