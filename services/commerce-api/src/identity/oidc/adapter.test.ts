import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { drizzleOidcAdapter } from './adapter';

describe('the provider adapter over oidc_payloads', () => {
  let database: DatabaseHandle;
  const revoked: string[] = [];

  beforeAll(async () => {
    database = await createDatabase(undefined, { pgliteDir: 'memory://' });
    await database.migrate();
  });
  afterAll(() => database.close());

  const adapters = () => {
    const Adapter = drizzleOidcAdapter(database.db, {
      onGrantRevoked: async (grantId) => {
        revoked.push(grantId);
      },
    });
    const StandIn = drizzleOidcAdapter(database.db, { modelPrefix: 'StandIn.' });
    return { Adapter, StandIn };
  };

  it('stores, finds, and never answers an expired row', async () => {
    const { Adapter } = adapters();
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('live', { grantId: 'g1', accountId: 'a' }, 60);
    await codes.upsert('gone', { grantId: 'g1', accountId: 'a' }, -1);
    expect(await codes.find('live')).toEqual({ grantId: 'g1', accountId: 'a' });
    expect(await codes.find('gone')).toBeUndefined();
    await codes.upsert('live', { grantId: 'g1', accountId: 'b' }, 60);
    expect(await codes.find('live')).toMatchObject({ accountId: 'b' });
  });

  it('marks a consumed row, which is how a code used twice is caught', async () => {
    const { Adapter } = adapters();
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('once', { grantId: 'g2' }, 60);
    await codes.consume('once');
    expect((await codes.find('once'))?.consumed).toEqual(expect.any(Number));
  });

  it('finds sessions by uid, keeps models and providers apart, and answers no stored client', async () => {
    const { Adapter, StandIn } = adapters();
    await new Adapter('Session').upsert('cookie-1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await new Adapter('Session').findByUid('uid-1')).toMatchObject({ accountId: 'a' });
    expect(await new Adapter('Grant').find('cookie-1')).toBeUndefined();
    expect(await new StandIn('Session').findByUid('uid-1')).toBeUndefined();
    expect(await new Adapter('Client').find('snacks')).toBeUndefined();
  });

  it('revokes by grant: deletes the grant’s rows of the model and ends its API sessions', async () => {
    const { Adapter } = adapters();
    const tokens = new Adapter('AccessToken');
    await tokens.upsert('t1', { grantId: 'g3' }, 60);
    await tokens.upsert('t2', { grantId: 'other' }, 60);
    await tokens.revokeByGrantId('g3');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    expect(revoked).toContain('g3');
    await tokens.destroy('t2');
    expect(await tokens.find('t2')).toBeUndefined();
  });
});
