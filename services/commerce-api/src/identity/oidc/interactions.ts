import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@snackshop/commerce-core';
import type { Context } from 'hono';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { DomainError } from '../../http/errors';
import type { IdentityServices, OidcServices } from '../services';
import { isSiteId, type IdentitySite } from '../sites';

/** A sign-in waiting at the provider (its `Interaction` model). */
export type Interaction = InstanceType<Provider['Interaction']>;

/** 401: the call did not come from a site's server with that site's client secret. */
class SiteUnauthenticatedError extends DomainError {
  constructor() {
    super(401, 'CLIENT_UNAUTHENTICATED', 'The site’s client id and secret are missing or wrong.');
  }
}

/** 403: the sign-in or token belongs to the other site. */
export class WrongSiteError extends DomainError {
  constructor() {
    super(403, 'WRONG_CLIENT', 'This sign-in belongs to another site.');
  }
}

/** 410: the sign-in is unknown, finished or expired: the shopper starts again. */
export class SignInExpiredError extends DomainError {
  constructor() {
    super(410, 'SIGN_IN_EXPIRED', MESSAGES.signInExpired.en);
  }
}

/** 503: this API runs without an OpenID Provider (no OIDC configuration). */
class SignInUnavailableError extends DomainError {
  constructor() {
    super(503, 'SIGN_IN_UNAVAILABLE', 'Sign-in is not available on this server.');
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The site whose server makes the call: HTTP Basic with its OpenID client id and secret
 * (form-encoded, as RFC 6749 says), the secret compared in constant time.
 */
export function authenticateSite(c: Context, identity: IdentityServices): IdentitySite {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  let site: IdentitySite | undefined;
  let secret = '';
  if (match) {
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
        secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
        site = isSiteId(id) ? identity.sites[id] : undefined;
      } catch {
        site = undefined;
      }
    }
  }
  // Compared even without a site, so an unknown id costs the same time as a wrong secret.
  const expected = site?.clientSecret ?? 'no such client';
  if (!timingSafeEqual(digest(secret), digest(expected)) || !site) {
    c.header('WWW-Authenticate', 'Basic realm="sign-in", charset="UTF-8"');
    throw new SiteUnauthenticatedError();
  }
  return site;
}

/** The provider, or 503 when this API runs without one. */
export function requireProvider(identity: IdentityServices): OidcServices {
  if (!identity.oidc) throw new SignInUnavailableError();
  return identity.oidc;
}

/** The interaction `uid` of `site`: 410 when it is gone or has expired, 403 for another site's. */
export async function siteInteraction(
  oidc: OidcServices,
  uid: string,
  site: IdentitySite,
): Promise<Interaction> {
  const interaction = await oidc.provider.Interaction.find(uid);
  if (!interaction || interaction.exp <= Math.floor(Date.now() / 1000)) {
    throw new SignInExpiredError();
  }
  if (interaction.params.client_id !== site.id) throw new WrongSiteError();
  return interaction;
}

/**
 * Records the outcome of an interaction and answers where the browser resumes: what the
 * provider's `interactionResult` does, without reading the interaction's cookie (the site's
 * server calls, not the browser). The resume URL completes only in the browser that started
 * the sign-in: the provider checks its own resume cookie and session there.
 */
export async function finishInteraction(
  interaction: Interaction,
  result: InteractionResults,
): Promise<string> {
  const remaining = interaction.exp - Math.floor(Date.now() / 1000);
  if (remaining <= 0) throw new SignInExpiredError();
  interaction.result = 'error' in result ? result : { ...interaction.lastSubmission, ...result };
  await interaction.save(remaining);
  return interaction.returnTo;
}
