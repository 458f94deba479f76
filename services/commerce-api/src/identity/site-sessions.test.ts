import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness';
import {
  Browser,
  interactionOf,
  landing,
  passwordSignIn,
  registerCustomer,
  SiteServer,
  TEST_SITES,
  testIdentity,
} from './oidc/flow-fixtures';

const id = (n: number) => `session-${String(n).padStart(2, '0')}-${'x'.repeat(32)}`;
const later = () => new Date(Date.now() + 3600_000).toISOString();
/** What a site keeps: its own, sealed (the API never reads it). */
const sealed = (n: number) => ({ sealed: `v1.what-the-site-sealed-${n}` });
const account = (n: number) => `6f1c1d2e-1111-4222-8333-${String(n).padStart(12, '0')}`;

describeApi(
  'the sites’ server-side sessions',
  (api) => {
    let snacks: SiteServer;
    let rewards: SiteServer;
    const read = (site: SiteServer, sessionId: string) =>
      site.call('siteSessionRead', { body: { id: sessionId } });
    const write = (
      site: SiteServer,
      sessionId: string,
      data: Record<string, unknown>,
      accountId: string | null = null,
    ) =>
      site.call('siteSessionWrite', {
        body: { id: sessionId, data, accountId, expiresAt: later() },
      });

    beforeAll(async () => {
      snacks = await SiteServer.create(api(), TEST_SITES.snacks, `${api().baseUrl}/oidc`);
      rewards = await SiteServer.create(api(), TEST_SITES.rewards, `${api().baseUrl}/oidc`);
    });

    it('keeps a session for its own site only, and never for a caller without the site’s secret', async () => {
      expect((await write(snacks, id(1), sealed(1), account(1))).status).toBe(200);
      const answer = await read(snacks, id(1));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
      expect(answer.body.data.data).toEqual(sealed(1));
      expect((await read(rewards, id(1))).body.data.data).toBeNull();
      const stranger = await snacks.refusal(
        'siteSessionRead',
        { body: { id: id(1) } },
        { id: 'snacks', secret: 'not-the-secret-of-the-snacks-site' },
      );
      expect(stranger.status).toBe(401);
    });

    it('ends a session, and with everywhere every session of the same shopper on both sites', async () => {
      await write(snacks, id(2), sealed(2), account(2));
      await write(snacks, id(3), sealed(3), account(2));
      await write(rewards, id(4), sealed(4), account(2));
      await write(snacks, id(5), sealed(5), account(5));
      const ended = await snacks.call('siteSessionDelete', {
        body: { id: id(2), everywhere: true },
      });
      expect(ended.status).toBe(200);
      expect((await read(snacks, id(2))).body.data.data).toBeNull();
      expect((await read(snacks, id(3))).body.data.data).toBeNull();
      expect((await read(rewards, id(4))).body.data.data).toBeNull();
      expect((await read(snacks, id(5))).body.data.data).toEqual(sealed(5));
    });

    it('refuses an id that is not an opaque session id, naming the field', async () => {
      const answer = await snacks.refusal('siteSessionRead', { body: { id: 'short' } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((entry) => entry.field)).toEqual(['id']);
      const notAnAccount = await snacks.refusal('siteSessionWrite', {
        body: { id: id(7), data: sealed(7), accountId: 'acc-7', expiresAt: later() },
      });
      expect(notAnAccount.status).toBe(400);
      expect(notAnAccount.body.errors?.map((entry) => entry.field)).toEqual(['accountId']);
    });

    it('refuses data holding the NUL character with a 400 naming the field, keeping what was there', async () => {
      await write(snacks, id(6), sealed(6), account(6));
      const answer = await snacks.refusal('siteSessionWrite', {
        body: { id: id(6), data: { shopper: { firstName: 'Ro\u0000sa' } }, expiresAt: later() },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          field: 'data.shopper.firstName',
          message: 'data.shopper.firstName must not contain the NUL character.',
        },
      ]);
      expect((await read(snacks, id(6))).body.data.data).toEqual(sealed(6));
    });

    it('ends the provider session of an expired API session: signing in again asks for the password', async () => {
      const email = 'ines.expired@example.com';
      await registerCustomer(api(), email);
      const browser = new Browser();
      const { session } = await passwordSignIn(api(), browser, snacks, email);

      // While the provider session lives, a new sign-in comes straight back with a code.
      const again = await snacks.startSignIn();
      expect(landing(await browser.follow(again.url.href, api().baseUrl))).toMatch(
        /^http:\/\/snacks\.test\/implicit\/callback\?code=/,
      );

      const ended = await snacks.call('sessionEnd', {
        body: { sessionToken: session.sessionToken },
      });
      expect(ended.status).toBe(200);
      expect(ended.body.data.ended).toBe(true);

      const afterwards = await snacks.startSignIn();
      const page = landing(await browser.follow(afterwards.url.href, api().baseUrl));
      expect(page).toMatch(/^http:\/\/snacks\.test\/login\?interaction=/);
      expect(interactionOf(page)).not.toBe('');
    });

    it('forgets a session once it expires', async () => {
      await snacks.call('siteSessionWrite', {
        body: {
          id: id(6),
          data: { signIn: {} },
          expiresAt: new Date(Date.now() - 1000).toISOString(),
        },
      });
      expect((await read(snacks, id(6))).body.data.data).toBeNull();
    });
  },
  { app: (origin) => testIdentity(origin) },
);
