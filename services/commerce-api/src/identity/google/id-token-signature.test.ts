import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../test/harness';
import {
  Browser,
  interactionOf,
  landing,
  SiteServer,
  TEST_SITES,
  testIdentity,
} from '../oidc/flow-fixtures';

const CLIENT_ID = 'snackshop-api';

/**
 * An upstream issuer that publishes one key (`published`) and signs its ID tokens with
 * whichever key the test chooses: its own, or a key nobody published (a forged token that
 * names the published key's id).
 */
class UpstreamIssuer {
  readonly published = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  signer: KeyObject = this.published.privateKey;
  private readonly nonces = new Map<string, string>();
  private server!: Server;
  issuer = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.issuer);
      const json = (body: unknown) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json({
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
        });
      }
      if (url.pathname === '/jwks') {
        const jwk = this.published.publicKey.export({ format: 'jwk' });
        return json({ keys: [{ ...jwk, kid: 'published', use: 'sig', alg: 'RS256' }] });
      }
      if (url.pathname === '/authorize') {
        // The account is chosen at once: back to the callback with a code.
        const code = randomBytes(16).toString('hex');
        this.nonces.set(code, url.searchParams.get('nonce') ?? '');
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { Location: back.href });
        return response.end();
      }
      if (url.pathname === '/token') {
        let form = '';
        request.on('data', (chunk: Buffer) => (form += chunk.toString('utf8')));
        request.on('end', () => {
          const code = new URLSearchParams(form).get('code') ?? '';
          json({
            access_token: randomBytes(16).toString('hex'),
            token_type: 'Bearer',
            expires_in: 300,
            id_token: this.idToken(this.nonces.get(code) ?? ''),
          });
        });
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private idToken(nonce: string): string {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'published' })}.${part({
      iss: this.issuer,
      aud: CLIENT_ID,
      sub: `upstream-${randomBytes(6).toString('hex')}`,
      email: `federated.${randomBytes(4).toString('hex')}@example.com`,
      email_verified: true,
      given_name: 'Fede',
      family_name: 'Rico',
      nonce,
      iat: now,
      exp: now + 300,
    })}`;
    const signature = sign('sha256', Buffer.from(unsigned), this.signer).toString('base64url');
    return `${unsigned}.${signature}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const upstream = new UpstreamIssuer();
await upstream.start();
// One issuer for the suites of every database.
afterAll(() => upstream.close());

describeApi(
  'Google ID token signature',
  (api) => {
    let snacks: SiteServer;
    beforeAll(async () => {
      snacks = await SiteServer.create(api(), TEST_SITES.snacks, `${api().baseUrl}/oidc`);
    });

    /** A Google sign-in from the login page to the site page the API sends the shopper to. */
    async function signInWithGoogle(): Promise<{ uid: string; landed: string }> {
      const browser = new Browser();
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const google = await snacks.call('interactionGoogle', { body: { uid } });
      const toUpstream = landing(await browser.follow(google.body.data.redirectTo, api().baseUrl));
      expect(toUpstream.startsWith(`${upstream.issuer}/authorize?`)).toBe(true);
      const callback = (await browser.request(toUpstream)).location!;
      return { uid, landed: landing(await browser.follow(callback, api().baseUrl)) };
    }

    it('accepts an ID token signed with a key the issuer publishes', async () => {
      upstream.signer = upstream.published.privateKey;
      const { uid, landed } = await signInWithGoogle();
      expect(landed).toBe(`http://snacks.test/create-account?interaction=${uid}&google=1`);
    });

    it('refuses an ID token signed with another key, whatever key id it names', async () => {
      upstream.signer = upstream.foreign.privateKey;
      const { uid, landed } = await signInWithGoogle();
      expect(landed).toBe(`http://snacks.test/login?interaction=${uid}&error=google-failed`);
    });
  },
  {
    seed: false,
    app: (origin) =>
      testIdentity(origin, {
        issuer: upstream.issuer,
        clientId: CLIENT_ID,
        clientSecret: 'upstream-client-secret',
      }),
  },
);
