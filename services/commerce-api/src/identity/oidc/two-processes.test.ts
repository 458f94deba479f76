import type { ServerType } from '@hono/node-server';
import { MESSAGES } from '@snackshop/commerce-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCaches } from '../../catalogue/catalogue-caches';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { freshPostgres, serveApi, testPostgresUrl, type TestApi } from '../../../test/harness';
import {
  Browser,
  getCustomer,
  interactionOf,
  landing,
  registerCustomer,
  SiteServer,
  TEST_SITES,
  testIdentity,
} from './flow-fixtures';

/**
 * Two API processes behind one address, as a load balancer would spread a shopper's requests:
 * each its own database pool, provider instance and in-process caches, one PostgreSQL, the
 * same keys, secrets and issuer. (PostgreSQL only: PGlite has one process.)
 */
describe.skipIf(!testPostgresUrl)('two API processes on one PostgreSQL', () => {
  let first: TestApi;
  let second: TestApi;
  const servers: ServerType[] = [];
  const databases: DatabaseHandle[] = [];
  const catalogues: CatalogueCaches[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const fresh = await freshPostgres(testPostgresUrl!);
    drop = fresh.drop;
    for (let i = 0; i < 2; i += 1) {
      const database = await createDatabase(fresh.url, { poolSize: 3 });
      databases.push(database);
      catalogues.push(new CatalogueCaches({ db: database.db, freshnessMs: 0 }));
    }
    await databases[0]!.migrate();
    let issuerOrigin = '';
    const a = await serveApi('postgres', databases[0]!, (origin) => {
      issuerOrigin = origin;
      return { catalogue: catalogues[0]!, ...testIdentity(origin) };
    });
    const b = await serveApi('postgres', databases[1]!, () => ({
      catalogue: catalogues[1]!,
      ...testIdentity(issuerOrigin),
    }));
    first = a.api;
    second = b.api;
    servers.push(a.server, b.server);
  });

  afterAll(async () => {
    for (const server of servers)
      await new Promise<void>((resolve) => server.close(() => resolve()));
    for (const catalogue of catalogues) await catalogue.close();
    for (const database of databases) await database.close();
    await drop?.();
  });

  it('authorizes on one, finishes the sign-in and the token on the other, calls through the first', async () => {
    const email = 'two.processes@example.com';
    await registerCustomer(first, email);
    const onFirst = await SiteServer.create(first, TEST_SITES.snacks, `${first.baseUrl}/oidc`);
    const onSecond = await SiteServer.through(onFirst, second);

    const browser = new Browser();
    const pending = await onFirst.startSignIn();
    const uid = interactionOf(landing(await browser.follow(pending.url.href, first.baseUrl)));
    const login = await onSecond.login(uid, email);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    // The browser resumes on the second process (cookies do not depend on the port).
    const resume = login.body.data.redirectTo.replace(first.baseUrl, second.baseUrl);
    const callback = landing(await browser.follow(resume, second.baseUrl));
    expect(callback).toMatch(/^http:\/\/snacks\.test\/implicit\/callback\?code=/);

    const tokens = await onSecond.finishSignIn(callback, pending);
    const session = await onFirst.exchange(tokens.access_token);
    expect((await getCustomer(first, session.sessionToken)).status).toBe(200);
    expect((await getCustomer(second, session.sessionToken)).status).toBe(200);
  });

  it('locks an account after five wrong passwords counted across both processes', async () => {
    const email = 'two.processes.lock@example.com';
    await registerCustomer(first, email);
    const onFirst = await SiteServer.create(
      first,
      TEST_SITES.rewards,
      `${first.baseUrl}/oidc`,
      '198.51.100.7',
    );
    const onSecond = await SiteServer.through(onFirst, second);
    const pending = await onFirst.startSignIn();
    const uid = interactionOf(landing(await new Browser().follow(pending.url.href, first.baseUrl)));

    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const site = attempt % 2 === 0 ? onFirst : onSecond;
      answers.push((await site.login(uid, email, 'Wrong#Password1')).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    const locked = await onFirst.login(uid, email);
    expect(locked.status).toBe(423);
    expect(locked.body.message).toBe(MESSAGES.accountLocked.en);
    expect((await onSecond.login(uid, email)).status).toBe(423);
  });
});
