import { handshakeExemptPaths } from '@snackshop/commerce-core/api-client';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CatalogueCaches } from './catalogue/catalogue-caches';
import type { Database } from './db/client';
import { errorBody, sendError, successBody } from './http/envelope';
import { DomainError, HandshakeError, SERVER_ERROR_MESSAGE } from './http/errors';
import { HandshakeSigner, handshakeRefusalMessages } from './http/handshake';
import { personalAnswers } from './http/personal-answers';
import { PreparedJson } from './http/prepared-json';
import type { AppDeps, AppRoute } from './deps';
import type { AppEnv } from './http/route';
import { createIdentityServices, type IdentityOptions } from './identity/services';
import { parseBody, parseQuery, refuseNulInAddress } from './http/validate';
import { RateLimitedError, RateLimits } from './rate-limit/rate-limits';
import { Lifecycle } from './runtime/lifecycle';
import { buildOpenApiDocument } from './openapi/document';
import { createCheckoutServices, type CheckoutOptions } from './payments/services';
import { apiRoutes, registerRawRoutes } from './routes';

export interface CreateAppOptions {
  db: Database;
  /** HMAC secret for the handshake values (at least 32 characters). */
  handshakeSecret: string;
  handshakeTtlSeconds?: number;
  /** Origin for absolute URLs; relative URLs when omitted. */
  publicUrl?: string;
  /** Clock, so tests can move time. */
  now?: () => Date;
  /** Extra operations (tests, later features) mounted like the built-in ones. */
  routes?: readonly AppRoute[];
  logRequests?: boolean;
  /**
   * Checks every answer against its response schema and fails the request (500) when it does
   * not match, naming the fields. On by default under test (NODE_ENV=test, as vitest sets it),
   * so no test passes on an answer the contract does not describe.
   */
  validateResponses?: boolean;
  /** Payment provider (the sandbox by default), storefront origins and the dev mailbox switch. */
  checkout?: CheckoutOptions;
  /**
   * The search index and listing cache (`new CatalogueCaches({ db })` by default: version
   * read every 2 s, in process only). The caller closes what it passes.
   */
  catalogue?: CatalogueCaches;
  /**
   * Rate-limit counters (`new RateLimits({ db })` by default: in the database, loopback
   * proxies trusted). The caller closes what it passes.
   */
  rateLimits?: RateLimits;
  /** Sites, client secrets and session lifetimes of sign-in (local defaults when omitted). */
  identity?: IdentityOptions;
  /** The process's lifecycle, which `/readyz` reports (always serving when omitted). */
  lifecycle?: Lifecycle;
}

/** The commerce API as a Hono app: every route of `apiRoutes`, the docs and the error edge. */
export function createApp(options: CreateAppOptions) {
  const now = options.now ?? (() => new Date());
  const publicUrl = (options.publicUrl ?? '').replace(/\/$/, '');
  const rateLimits = options.rateLimits ?? new RateLimits({ db: options.db });
  const deps: AppDeps = {
    db: options.db,
    handshake: new HandshakeSigner(
      options.handshakeSecret,
      options.handshakeTtlSeconds ?? 12 * 3600,
      now,
    ),
    publicUrl,
    now,
    checkout: createCheckoutServices(
      { db: options.db, now, publicUrl, handshakeSecret: options.handshakeSecret },
      options.checkout,
    ),
    catalogue: options.catalogue ?? new CatalogueCaches({ db: options.db }),
    rateLimits,
    identity: createIdentityServices({ db: options.db, now, rateLimits }, options.identity),
    lifecycle: options.lifecycle ?? new Lifecycle(),
  };
  const routes = [...apiRoutes, ...(options.routes ?? [])];
  const app = new Hono<AppEnv>();

  if (options.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      console.info(
        `${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`,
      );
    });
  }

  app.use(personalAnswers);
  // An id or parameter holding NUL is a 400 before any route reads it (PostgreSQL refuses it).
  app.use(async (c, next) => {
    refuseNulInAddress(c.req.url);
    await next();
  });
  for (const route of routes)
    mountRoute(app, route, deps, options.validateResponses ?? process.env.NODE_ENV === 'test');
  registerRawRoutes(app, deps);

  const openApi = buildOpenApiDocument(routes, deps.publicUrl);
  app.get('/openapi.json', (c) => c.json(openApi));

  app.notFound((c) => {
    const allowed = routes
      .filter((route) => route.endpoint.path === c.req.path)
      .map((route) => route.endpoint.method);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return sendError(
        c,
        405,
        'METHOD_NOT_ALLOWED',
        `${c.req.method} is not supported on ${c.req.path}; use ${allowed.join(' or ')}.`,
      );
    }
    return sendError(c, 404, 'NOT_FOUND', `No route matches ${c.req.method} ${c.req.path}.`);
  });

  app.onError((error, c) => errorResponse(c, error));
  return app;
}

/** The one edge where thrown errors become HTTP answers. */
function errorResponse(c: Context, error: unknown) {
  if (error instanceof DomainError) {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    return sendError(c, error.status, error.code, error.message, error.errors);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(status, 'HTTP_ERROR', error.message || 'Bad request.'), status);
  }
  console.error(error);
  return sendError(c, 500, 'SERVER_ERROR', SERVER_ERROR_MESSAGE);
}

function mountRoute(app: Hono<AppEnv>, route: AppRoute, deps: AppDeps, checkAnswers: boolean) {
  const { method, path } = route.endpoint;
  const needsHandshake = !handshakeExemptPaths.includes(path);
  app.on(method, path, async (c) => {
    let session = null;
    if (needsHandshake) {
      const check = deps.handshake.verify(
        c.req.header('sessionId'),
        c.req.header('rnduts'),
        c.req.header('encstr'),
      );
      if (!check.ok) throw new HandshakeError(handshakeRefusalMessages[check.reason]);
      session = check.session;
    }
    c.set('session', session);
    const query = route.query ? await parseQuery(c, route.query) : undefined;
    const body = route.body ? await parseBody(c, route.body, route.bodyErrors) : undefined;
    const data = await route.handler({ c, query, body, deps, session });
    if (checkAnswers)
      checkAnswer(route, data instanceof PreparedJson ? JSON.parse(data.json) : data);
    const status = route.status ?? 200;
    if (data instanceof PreparedJson) {
      return c.body(data.envelope(route.message ?? 'OK', status), status, {
        'Content-Type': 'application/json',
      });
    }
    return c.json(successBody(data, route.message ?? 'OK', status), status);
  });
}

/** Throws when an answer does not match its response schema (tests only: see `validateResponses`). */
function checkAnswer(route: AppRoute, data: unknown) {
  const result = route.response.safeParse(data);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(
    `${route.operationId} answered outside its contract:\n  ${problems.join('\n  ')}`,
  );
}
