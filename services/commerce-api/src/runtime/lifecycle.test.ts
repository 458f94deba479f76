import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { Lifecycle } from './lifecycle';

describe('readiness', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('answers 503 while the process starts and once it stops, 200 while it serves', async () => {
    const lifecycle = new Lifecycle('starting');
    const app = createApp({
      db: database.db,
      handshakeSecret: 'a-test-secret-of-at-least-32-characters',
      lifecycle,
    });
    const readiness = async () => {
      const response = await app.request('/readyz');
      return {
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      };
    };
    expect(await readiness()).toEqual({ status: 503, message: 'The API is starting.' });
    lifecycle.serving();
    expect(await readiness()).toEqual({ status: 200, message: 'OK' });
    lifecycle.stopping();
    expect(await readiness()).toEqual({ status: 503, message: 'The API is shutting down.' });
    // Stopped is final.
    lifecycle.serving();
    expect((await readiness()).status).toBe(503);
    // Health is about the process answering at all.
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
