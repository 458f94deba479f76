import * as client from 'openid-client';
import type { Language } from '@snackshop/commerce-core/language';
import type { SiteConfig } from '../site/site';
import { isLoopbackUrl, siteIdentityEnv, type SiteIdentityEnv } from './env.server';
import type { PendingSignIn } from './session.server';

/** The callback paths the provider knows for every site (SPEC section 2). */
export const CALLBACK_PATH = '/implicit/callback';
const SSO_CALLBACK_PATH = '/implicit/ssocallback';

let discovered: { key: string; config: Promise<client.Configuration> } | undefined;

/**
 * The provider's configuration, discovered once per process (a failed discovery is tried
 * again on the next sign-in). Plain http is allowed only for an issuer on this machine
 * (the embedded default and tests).
 */
function providerConfiguration(env: SiteIdentityEnv): Promise<client.Configuration> {
  const key = `${env.issuer} ${env.clientId}`;
  if (discovered?.key !== key) {
    const insecure = env.issuer.startsWith('http:') && isLoopbackUrl(env.issuer);
    const config = client
      .discovery(
        new URL(env.issuer),
        env.clientId,
        undefined,
        client.ClientSecretBasic(env.clientSecret()),
        insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    discovered = { key, config };
  }
  return discovered.config;
}

/**
 * A path of this site to come back to after signing in: only a path (`/cart?x=1`), never
 * another origin, a protocol-relative `//host` or a backslash trick; the home page otherwise.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  try {
    const parsed = new URL(value, 'http://site.invalid');
    if (parsed.origin !== 'http://site.invalid') return '/';
    // Never send the shopper back into the sign-in itself.
    if (/^\/(signin|signout|implicit\/|login|create-account)/.test(parsed.pathname)) return '/';
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}

export interface SignInOptions {
  returnTo: string;
  /** `create` opens the create-account page instead of the login page. */
  screen?: 'login' | 'create';
  /** A `prompt=none` attempt: answered at /implicit/ssocallback without showing a page. */
  silent?: boolean;
  /**
   * The site's own silent check on a first visit (docs/decisions/0036): any answer but a
   * sign-in goes back to the page, never to a sign-in page.
   */
  automatic?: boolean;
  /** The shopper's language, for the provider's own pages. */
  language: Language;
}

/** A sign-in ready to start: what the session keeps, and where the browser goes. */
export interface StartedSignIn {
  pending: PendingSignIn;
  authorizationUrl: URL;
  codeChallenge: string;
}

/**
 * Makes a sign-in's PKCE verifier, state and nonce (kept in the site's session, never sent
 * to the browser's scripts) and the provider's authorization URL with the site's scopes.
 */
export async function startSignIn(
  site: Pick<SiteConfig, 'id' | 'defaultPort' | 'oidcScopes'>,
  options: SignInOptions,
): Promise<StartedSignIn> {
  const env = siteIdentityEnv(site);
  const config = await providerConfiguration(env);
  const verifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(verifier);
  const pending: PendingSignIn = {
    verifier,
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo: options.returnTo,
    silent: options.silent ?? false,
    ...(options.automatic ? { automatic: true } : {}),
  };
  const parameters: Record<string, string> = {
    redirect_uri: `${env.siteUrl}${options.silent ? SSO_CALLBACK_PATH : CALLBACK_PATH}`,
    scope: site.oidcScopes.join(' '),
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    ui_locales: options.language,
  };
  if (options.silent) parameters.prompt = 'none';
  if (options.screen === 'create') parameters.screen = 'create';
  return {
    pending,
    codeChallenge,
    authorizationUrl: client.buildAuthorizationUrl(config, parameters),
  };
}

/** What the provider answered at the callback. */
export type SignInOutcome =
  | { kind: 'tokens'; accessToken: string; idToken: string }
  /** The provider said no (`login_required`, `access_denied`, ...). */
  | { kind: 'refused'; error: string }
  /** State, nonce or code did not check out: an old, replayed or forged callback. */
  | { kind: 'invalid' };

/**
 * Checks the provider's answer at the callback against the session's sign-in (state, nonce,
 * PKCE verifier) and exchanges the code. `currentUrl` is the callback URL as the shopper's
 * browser saw it (this site's public origin).
 */
export async function finishSignIn(
  site: Pick<SiteConfig, 'id' | 'defaultPort'>,
  currentUrl: URL,
  pending: PendingSignIn,
): Promise<SignInOutcome> {
  const env = siteIdentityEnv(site);
  const config = await providerConfiguration(env);
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    if (!tokens.id_token) return { kind: 'invalid' };
    return { kind: 'tokens', accessToken: tokens.access_token, idToken: tokens.id_token };
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) {
      return { kind: 'refused', error: error.error };
    }
    if (error instanceof client.ResponseBodyError || error instanceof client.ClientError) {
      return { kind: 'invalid' };
    }
    throw error;
  }
}

/** The provider's sign-out URL: it ends the provider's session and comes back to the site. */
export async function endSessionUrl(
  site: Pick<SiteConfig, 'id' | 'defaultPort'>,
  idToken: string | undefined,
): Promise<string> {
  const env = siteIdentityEnv(site);
  const config = await providerConfiguration(env);
  const parameters: Record<string, string> = {
    post_logout_redirect_uri: `${env.siteUrl}/`,
    client_id: env.clientId,
  };
  if (idToken) parameters.id_token_hint = idToken;
  return client.buildEndSessionUrl(config, parameters).href;
}
