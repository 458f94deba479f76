import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CatalogueCaches } from './catalogue-cache/catalogue-caches';
import { createDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { EnvError, identityConfig, parseEnv, type Env, type IdentityConfig } from './env';
import { startOutboxWorker } from './mail/outbox';
import { smtpTransport } from './mail/smtp-transport';
import { RateLimits } from './rate-limit/rate-limits';

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

const { env, identity } = loadEnv();
const database = await createDatabase(env.DATABASE_URL, { pgliteDir: env.PGLITE_DIR });
// Processes starting together on one database take turns to migrate and seed.
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
});

const app = createApp({
  db: database.db,
  catalogue,
  rateLimits,
  handshakeSecret: env.HANDSHAKE_SECRET,
  handshakeTtlSeconds: env.HANDSHAKE_TTL_SECONDS,
  publicUrl: env.PUBLIC_URL,
  logRequests: env.LOG_REQUESTS,
  checkout: {
    ...(env.STOREFRONT_ORIGINS ? { storefrontOrigins: env.STOREFRONT_ORIGINS } : {}),
    devMailbox: env.NODE_ENV !== 'production',
    captureContextTtlSeconds: env.PAYMENT_SESSION_SECONDS,
  },
  identity,
});

// Without SMTP the messages stay in the outbox, readable at /dev/mailbox.
const stopMail = env.SMTP_URL
  ? startOutboxWorker(database.db, smtpTransport(env.SMTP_URL, env.MAIL_FROM))
  : async () => undefined;

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const where = database.kind === 'pglite' ? `PGlite at ${env.PGLITE_DIR}` : 'PostgreSQL';
  console.info(`commerce-api: listening on http://${env.HOST}:${info.port} (${where})`);
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close(() => {
    void stopMail()
      .then(() => catalogue.close())
      .then(() => rateLimits.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
