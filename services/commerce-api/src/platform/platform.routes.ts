import type { Hono } from 'hono';
import { isDatabaseReachable } from '../db/client';
import { sendError } from '../http/envelope';
import { defineRoute, type PlatformDeps } from './deps';
import type { AppEnv } from '../http/route';
import { docsPage } from './docs-page';
import { registerStandInScripts } from './stand-in-scripts';

/** The handshake every storefront makes before any other call. */
export const platformRoutes = [
  defineRoute('handshaking', {
    tag: 'Platform',
    summary: 'Issue the three handshake values',
    description:
      'Returns _ss_i, _rr_n_dts and _en_cs. They are signed together and expire; every other ' +
      'call must send them as the sessionId, rnduts and encstr headers.',
    handler: async ({ deps }) => deps.handshake.issue(),
  }),
];

/**
 * Health, readiness and the API documentation page: outside the handshake. Health says the
 * process answers (restart it when not); readiness says it should be sent traffic: serving,
 * not stopping, and its database answering (a load balancer takes it out of rotation when
 * not). Neither is cached.
 */
export function registerPlatformRaw(app: Hono<AppEnv>, deps: PlatformDeps) {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, responseCode: 200, message: 'OK', data: {} });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = deps.lifecycle.state;
    if (state !== 'serving') {
      return sendError(
        c,
        503,
        'NOT_READY',
        state === 'stopping' ? 'The API is shutting down.' : 'The API is starting.',
      );
    }
    if (await isDatabaseReachable(deps.db)) {
      return c.json({ success: true, responseCode: 200, message: 'OK', data: { database: 'up' } });
    }
    return sendError(c, 503, 'NOT_READY', 'The database is not reachable.');
  });
  if (process.env.NODE_ENV !== 'production') registerStandInScripts(app);
  app.get('/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(docsPage());
  });
}
