import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CatalogueCaches } from './catalogue/catalogue-caches';
import { createDatabase } from './db/client';
import { seedIfEmpty } from './seed/index';
import { EnvError, identityConfig, parseEnv, type Env, type IdentityConfig } from './env';
import { startOutboxWorker } from './mail/outbox';
import { smtpTransport } from './mail/smtp-transport';
import { createCheckoutServices } from './payments/services';
import { RateLimits } from './rate-limit/rate-limits';
import { startCaptureReconciler } from './orders/capture-reconciler';
import { GracefulServer } from './runtime/graceful-server';
import { Lifecycle } from './runtime/lifecycle';
import { superviseWorkers } from './runtime/workers';

function loadEnv(): { env: Env; identity: IdentityConfig } {
  try {
    const env = parseEnv();
    return { env, identity: identityConfig(env) };
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The shop in this process: database, caches, mail and the HTTP server, until told to stop. */
async function serveShop(env: Env, identity: IdentityConfig) {
  const lifecycle = new Lifecycle('starting');
  const database = await createDatabase(env.DATABASE_URL, { pgliteDir: env.PGLITE_DIR });
  // Processes starting together (this machine's workers, other machines) take turns.
  await database.underStartupLock(async () => {
    await database.migrate();
    if (env.SEED_ON_START) {
      const seeded = await seedIfEmpty(database.db);
      if (seeded) console.info(`commerce-api: seeded the empty ${database.kind} database`);
    }
  });

  // Search index and listing cache: copies of the catalogue, rebuilt from the database when
  // its version changes, which the database announces to every process (LISTEN); listing
  // pages are shared through Redis when REDIS_URL is set.
  const catalogue = new CatalogueCaches({
    db: database.db,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  });
  await catalogue.follow(database);
  await catalogue.warm();

  // Rate-limit counters live in Redis when REDIS_URL is set, in the database otherwise.
  const rateLimits = new RateLimits({
    db: database.db,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(env.TRUSTED_PROXIES ? { trustedProxies: env.TRUSTED_PROXIES } : {}),
    ipv6ClientPrefix: env.RATE_LIMIT_IPV6_PREFIX,
  });

  // The processor this process's checkout and capture reconciler share.
  const checkoutOptions = {
    // The sites' origins (SNACKS_SITE_URL, REWARDS_SITE_URL) unless set apart.
    storefrontOrigins:
      env.STOREFRONT_ORIGINS ?? Object.values(identity.sites).map((site) => site.origin),
    devMailbox: env.NODE_ENV !== 'production',
    captureContextTtlSeconds: env.PAYMENT_SESSION_SECONDS,
    captureGraceSeconds: env.CAPTURE_GRACE_SECONDS,
  };
  const checkout = createCheckoutServices(
    {
      db: database.db,
      now: () => new Date(),
      publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
      handshakeSecret: env.HANDSHAKE_SECRET,
    },
    checkoutOptions,
  );

  const app = createApp({
    db: database.db,
    catalogue,
    rateLimits,
    lifecycle,
    handshakeSecret: env.HANDSHAKE_SECRET,
    handshakeTtlSeconds: env.HANDSHAKE_TTL_SECONDS,
    publicUrl: env.PUBLIC_URL,
    logRequests: env.LOG_REQUESTS,
    checkout: { ...checkoutOptions, payments: checkout.payments },
    identity,
  });

  // Without SMTP the messages stay in the outbox, readable at /dev/mailbox. Every process
  // sends: each message is claimed by one of them (FOR UPDATE SKIP LOCKED).
  const stopMail = env.SMTP_URL
    ? startOutboxWorker(database.db, smtpTransport(env.SMTP_URL, env.MAIL_FROM))
    : async () => undefined;
  // Authorised orders whose own capture never happened (their process died after the
  // commit): every process runs the reconciler; each payment is claimed by one of them.
  const stopCaptures = startCaptureReconciler(database.db, checkout.payments, {
    graceMs: checkout.captureGraceMs,
  });

  const who = cluster.isWorker ? `commerce-api[${process.pid}]` : 'commerce-api';
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    lifecycle.serving();
    const where = database.kind === 'pglite' ? `PGlite at ${env.PGLITE_DIR}` : 'PostgreSQL';
    console.info(`${who}: listening on http://${env.HOST}:${info.port} (${where})`);
  });
  const graceful = new GracefulServer(server as Server);

  // SIGTERM: not ready any more, no new connections, the requests in flight finish (an order
  // being placed commits or rolls back whole), then the pools close.
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    lifecycle.stopping();
    const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
    setTimeout(() => process.exit(1), graceMs + 5000).unref();
    console.info(`${who}: ${signal}, finishing ${graceful.requestsInFlight} requests in flight`);
    const cut = await graceful.drain(graceMs);
    if (cut > 0)
      console.warn(`${who}: cut off ${cut} requests after ${env.SHUTDOWN_GRACE_SECONDS} s`);
    await stopMail();
    await stopCaptures();
    await catalogue.close();
    await rateLimits.close();
    await database.close();
    console.info(`${who}: stopped`);
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

const { env, identity } = loadEnv();
if (cluster.isPrimary && env.API_WORKERS > 1) {
  console.info(`commerce-api: starting ${env.API_WORKERS} processes on port ${env.PORT}`);
  superviseWorkers({
    workers: env.API_WORKERS,
    name: 'commerce-api',
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
  });
} else {
  await serveShop(env, identity);
}
