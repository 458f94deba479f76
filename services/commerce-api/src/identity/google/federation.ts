import { timingSafeEqual } from 'node:crypto';
import type { GoogleSignInPageError } from '@snackshop/commerce-core/messages';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Database } from '../../db/client';
import { customerIdentities, customers, federatedSignIns } from '../../db/schema/index';
import { tokenHash } from '../secrets';
import type { IdentitySite, SiteId } from '../sites';

/** Our client at an upstream OpenID issuer (Google, or the stand-in). */
export interface GoogleUpstream {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Where the upstream sends the shopper back: fixed, as registered there. */
export const GOOGLE_CALLBACK_PATH = '/identity/google/callback';
/** The browser's half of a Google sign-in: the `state` sent upstream, only to the callback. */
export const GOOGLE_STATE_COOKIE = 'google_signin_state';
/** How long the shopper has at Google before the sign-in is forgotten. */
export const GOOGLE_STEP_SECONDS = 600;
/** How long a new Google identity waits for its profile (the interaction may end sooner). */
const PROFILE_STEP_SECONDS = 3600;

/** What the callback makes of the upstream's answer. */
export type GoogleOutcome =
  /** A known Google identity: the interaction has its login; resume it. */
  | { kind: 'signed-in'; interactionUid: string; customerId: string }
  /** A new Google identity: it waits on the sign-in row for the create-profile form. */
  | { kind: 'new-account'; interactionUid: string; site: IdentitySite }
  /** Back to the site's login page with a message. */
  | { kind: 'refused'; interactionUid: string; site: IdentitySite; reason: GoogleSignInPageError }
  /** The shopper cancelled at Google. */
  | { kind: 'cancelled'; interactionUid: string; site: IdentitySite }
  /** Nothing to continue: unknown or expired state, or another browser's sign-in. */
  | { kind: 'expired' };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(tokenHash(a));
  const right = Buffer.from(tokenHash(b));
  return timingSafeEqual(left, right);
}

/**
 * Google sign-in inside a provider interaction (docs/decisions/0027): authorization code with
 * PKCE, state and nonce (openid-client), the verifier and nonce kept in `federated_sign_ins`,
 * never in the browser; identities keyed by issuer and subject, never linked by email.
 */
export class GoogleFederation {
  private configuration: Promise<client.Configuration> | undefined;
  readonly callbackUrl: string;

  constructor(
    private readonly deps: {
      db: Database;
      upstream: GoogleUpstream;
      /** The API's public origin: the callback is there. */
      origin: string;
      sites: Readonly<Record<SiteId, IdentitySite>>;
    },
  ) {
    this.callbackUrl = `${deps.origin}${GOOGLE_CALLBACK_PATH}`;
  }

  get issuer(): string {
    return this.deps.upstream.issuer;
  }

  /** The upstream's discovered metadata, fetched once (again after a failure). */
  private config(): Promise<client.Configuration> {
    this.configuration ??= (async () => {
      const { issuer, clientId, clientSecret } = this.deps.upstream;
      const url = new URL(issuer);
      // Plain http only to this machine: the stand-in issuer, or a test's.
      const insecure = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
      return client.discovery(url, clientId, clientSecret, client.ClientSecretPost(clientSecret), {
        // The ID token's signature is checked against the issuer's published keys (jwks_uri),
        // not only its claims: a token signed by any other key is refused.
        execute: [
          ...(insecure ? [client.allowInsecureRequests] : []),
          client.enableNonRepudiationChecks,
        ],
        timeout: 10,
      });
    })().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  /**
   * Starts a Google sign-in for an interaction: keeps the verifier and nonce, answers the
   * upstream URL and the state, which the browser keeps in a cookie for the callback.
   */
  async start(input: {
    interactionUid: string;
    clientId: SiteId;
    /** When the interaction ends (epoch seconds): the sign-in cannot outlive it. */
    interactionExpiresAt: number;
  }): Promise<{ url: string; state: string }> {
    const config = await this.config();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const now = Date.now();
    const expiresAt = new Date(
      Math.min(now + GOOGLE_STEP_SECONDS * 1000, input.interactionExpiresAt * 1000),
    );
    await this.deps.db.delete(federatedSignIns).where(lt(federatedSignIns.expiresAt, new Date()));
    await this.deps.db.insert(federatedSignIns).values({
      stateHash: tokenHash(state),
      interactionUid: input.interactionUid,
      clientId: input.clientId,
      codeVerifier,
      nonce,
      expiresAt,
    });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * The upstream's answer at the callback. The state must be the one this browser was given
   * (`browserState`, from its cookie), so a sign-in started in one browser cannot be finished
   * by another; then the code is exchanged and the identity decides where the shopper goes.
   */
  async finish(query: URLSearchParams, browserState: string | undefined): Promise<GoogleOutcome> {
    const state = query.get('state') ?? '';
    if (!state || !browserState || !sameSecret(state, browserState)) return { kind: 'expired' };
    const { db } = this.deps;
    const [row] = await db
      .delete(federatedSignIns)
      .where(
        and(
          eq(federatedSignIns.stateHash, tokenHash(state)),
          gt(federatedSignIns.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row || row.completedAt) return { kind: 'expired' };
    const site = this.deps.sites[row.clientId as SiteId];
    if (!site) return { kind: 'expired' };
    const interactionUid = row.interactionUid;
    if (query.has('error')) {
      return query.get('error') === 'access_denied'
        ? { kind: 'cancelled', interactionUid, site }
        : { kind: 'refused', interactionUid, site, reason: 'google-failed' };
    }

    let claims: client.IDToken | undefined;
    try {
      const current = new URL(this.callbackUrl);
      current.search = query.toString();
      const tokens = await client.authorizationCodeGrant(await this.config(), current, {
        pkceCodeVerifier: row.codeVerifier,
        expectedState: state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      console.warn('google sign-in: the code exchange failed', error);
    }
    const email = typeof claims?.email === 'string' ? claims.email : '';
    if (!claims || !email || claims.email_verified !== true) {
      return { kind: 'refused', interactionUid, site, reason: 'google-failed' };
    }

    const [known] = await db
      .select({ customerId: customerIdentities.customerId })
      .from(customerIdentities)
      .where(
        and(eq(customerIdentities.issuer, claims.iss), eq(customerIdentities.subject, claims.sub)),
      )
      .limit(1);
    if (known) return { kind: 'signed-in', interactionUid, customerId: known.customerId };

    // An email that already has an account is never linked to a Google identity by itself.
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
      .limit(1);
    if (taken) return { kind: 'refused', interactionUid, site, reason: 'google-link' };

    // Kept (completed) until the shopper sends the create-profile form.
    await db.insert(federatedSignIns).values({
      ...row,
      expiresAt: new Date(Date.now() + PROFILE_STEP_SECONDS * 1000),
      issuer: claims.iss,
      subject: claims.sub,
      email,
      givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
      completedAt: new Date(),
    });
    return { kind: 'new-account', interactionUid, site };
  }

  /** The Google identity waiting for its profile in an interaction (null when none). */
  async pendingIdentity(interactionUid: string) {
    const [row] = await this.deps.db
      .select()
      .from(federatedSignIns)
      .where(
        and(
          eq(federatedSignIns.interactionUid, interactionUid),
          isNotNull(federatedSignIns.completedAt),
          isNotNull(federatedSignIns.subject),
          gt(federatedSignIns.expiresAt, new Date()),
        ),
      )
      .orderBy(sql`${federatedSignIns.completedAt} desc`)
      .limit(1);
    if (!row?.issuer || !row.subject || !row.email) return null;
    return {
      issuer: row.issuer,
      subject: row.subject,
      email: row.email,
      givenName: row.givenName,
      familyName: row.familyName,
    };
  }

  /** Forgets every Google sign-in of an interaction (its profile was created). */
  async forget(interactionUid: string): Promise<void> {
    await this.deps.db
      .delete(federatedSignIns)
      .where(eq(federatedSignIns.interactionUid, interactionUid));
  }
}
