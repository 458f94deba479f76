import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import {
  buildUrl,
  endpoints,
  type CallArgs,
  type EndpointName,
  type QueryParams,
  type ResponseOf,
} from '@snackshop/commerce-core/api-client';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp, type CreateAppOptions } from '../src/app';
import { CatalogueCaches } from '../src/catalogue/catalogue-caches';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { freshPostgres } from './databases';
import type { ErrorEnvelope, SuccessEnvelope } from '../src/http/envelope';
import type { HandshakeValues } from '../src/http/handshake';

/** Test secret: long enough for the env rule, never used outside tests. */
const TEST_HANDSHAKE_SECRET = 'test-secret-for-the-commerce-api-suite-0123456789';

/** A JSON answer as a test sees it. */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A successful answer of endpoint `N`: the contract's data in the success envelope. */
type Answer<N extends EndpointName> = SuccessEnvelope<ResponseOf<N>>;

/** The parts of a call that a refusal test sends as it likes, whatever the contract accepts. */
interface UncheckedCall {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The API running on 127.0.0.1 on a random port, over one database. */
export interface TestApi {
  kind: 'pglite' | 'postgres';
  baseUrl: string;
  database: DatabaseHandle;
  handshake: HandshakeValues;
  /** The three handshake headers. */
  headers(): Record<string, string>;
  /**
   * A request with the handshake headers; `body` objects are sent as JSON. For paths outside
   * the contract (pages, the provider, the mailbox): the body is unknown until a test narrows
   * it; endpoints of the contract go through `call` and `refusal`.
   */
  request(
    method: string,
    path: string,
    options?: {
      query?: QueryParams;
      body?: unknown;
      headers?: Record<string, string>;
    },
  ): Promise<TestResponse>;
  get(path: string, query?: Record<string, string | number>): Promise<TestResponse>;
  post(path: string, body?: unknown): Promise<TestResponse>;
  /**
   * Endpoint `name` of the contract, with the query and body its schemas accept. The answer
   * is typed as the endpoint's success envelope, so that a change of the contract breaks the
   * tests that read it; the tests still assert the status.
   */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<TestResponse<Answer<N>>>;
  /**
   * Endpoint `name` sent to be refused: the query and body are not checked against the
   * contract (the tests send what it forbids) and the answer is the error envelope.
   */
  refusal(name: EndpointName, call?: UncheckedCall): Promise<TestResponse<ErrorEnvelope>>;
}

interface Target {
  kind: 'pglite' | 'postgres';
  adminUrl?: string;
}

/** The databases the run migrated and seeded once (test/global-setup.ts). */
const templates = inject('apiTestTemplates');

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL answered the run's set-up (which fails
 * in CI when it does not, instead of silently testing one database).
 */
const targets: Target[] = [
  { kind: 'pglite' },
  ...(templates.postgres
    ? [{ kind: 'postgres' as const, adminUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

/** The PostgreSQL server the suites also run on (TEST_DATABASE_URL, when it answers). */
export const testPostgresUrl = targets.find((target) => target.kind === 'postgres')?.adminUrl;

export { freshPostgres };

/**
 * A PGlite database opened on a copy of the data directory `template`; closing it removes the
 * copy.
 */
async function pgliteCopy(template: string): Promise<DatabaseHandle> {
  const copies = path.join(path.dirname(template), 'copies');
  mkdirSync(copies, { recursive: true });
  const dir = path.join(copies, `${process.pid}-${randomBytes(4).toString('hex')}`);
  cpSync(template, dir, { recursive: true });
  const database = await createDatabase(undefined, { pgliteDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type AppOptions = Partial<Omit<CreateAppOptions, 'db'>>;

export interface ApiSuiteOptions {
  /** Load the seed catalogue (default true). */
  seed?: boolean;
  /**
   * App options, or a function of the server's origin (for options that name it: the issuer)
   * and of the suite's database.
   */
  app?: AppOptions | ((origin: string, db: Database) => AppOptions);
}

/**
 * Runs `suite` once per database target, each against its own copy of the run's migrated (and
 * seeded) database and a real HTTP server on a random port.
 */
export function describeApi(
  name: string,
  suite: (api: () => TestApi, kind: TestApi['kind']) => void,
  options: ApiSuiteOptions = {},
) {
  for (const target of targets) {
    describe(`${name} [${target.kind}]`, () => {
      let api: TestApi | undefined;
      let server: ServerType | undefined;
      let dropDatabase: (() => Promise<void>) | undefined;
      let catalogue: CatalogueCaches | undefined;

      beforeAll(async () => {
        // A copy of the run's migrated (and seeded) database.
        const template = options.seed === false ? 'migrated' : 'seeded';
        let database: DatabaseHandle;
        if (target.kind === 'postgres' && target.adminUrl && templates.postgres) {
          const fresh = await freshPostgres(target.adminUrl, templates.postgres[template]);
          dropDatabase = fresh.drop;
          database = await createDatabase(fresh.url, { poolSize: 5 });
        } else {
          database = await pgliteCopy(templates.pglite[template]);
        }
        // Version read on every request: a test sees its own catalogue writes at once.
        catalogue = new CatalogueCaches({ db: database.db, freshnessMs: 0 });
        const served = await serveApi(target.kind, database, (origin) => ({
          catalogue,
          ...(typeof options.app === 'function' ? options.app(origin, database.db) : options.app),
        }));
        server = served.server;
        api = served.api;
      });

      afterAll(async () => {
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
        await catalogue?.close();
        await api?.database.close();
        await dropDatabase?.();
      });

      suite(() => {
        if (!api) throw new Error('The API has not started.');
        return api;
      }, target.kind);
    });
  }
}

/**
 * An app over `database` served on 127.0.0.1 at a random port. The app is made once the port
 * is known, so its options may name the server's origin (the OpenID issuer); no request
 * arrives before the handshake that follows. The caller closes the server and the database.
 */
export async function serveApi(
  kind: TestApi['kind'],
  database: DatabaseHandle,
  options: (origin: string) => AppOptions,
): Promise<{ api: TestApi; server: ServerType }> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      { fetch: (request, env) => app.fetch(request, env), port: 0, hostname: '127.0.0.1' },
      () => resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = createApp({
    db: database.db,
    handshakeSecret: TEST_HANDSHAKE_SECRET,
    ...options(baseUrl),
  });
  const shake = await fetch(`${baseUrl}${endpoints.handshaking.path}`);
  const handshake = ((await shake.json()) as { data: HandshakeValues }).data;
  return { api: buildTestApi(kind, baseUrl, database, handshake), server };
}

/**
 * A client of the API at `baseUrl` sending `handshake`'s headers (a handshake made by any API
 * process: they share the secret); `database` is the test's own connection for checks.
 */
export function buildTestApi(
  kind: TestApi['kind'],
  baseUrl: string,
  database: DatabaseHandle,
  handshake: HandshakeValues,
): TestApi {
  const headers = () => ({
    sessionId: handshake._ss_i,
    rnduts: handshake._rr_n_dts,
    encstr: handshake._en_cs,
  });
  return {
    kind,
    baseUrl,
    database,
    handshake,
    headers,
    ...callsThrough(requestsTo(baseUrl, headers)),
  };
}

/**
 * Requests to the API at `baseUrl` carrying `headers()` (the handshake's; none for what the
 * hosted card fields send); `body` objects are sent as JSON, answers parsed as JSON if they are.
 */
export function requestsTo(
  baseUrl: string,
  headers: () => Record<string, string> = () => ({}),
): TestApi['request'] {
  return async (method, path, options = {}) => {
    const url = new URL(buildUrl(baseUrl, path, options.query));
    const response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...headers(),
        ...options.headers,
      },
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Non-JSON answers (images, the docs page) stay text.
    }
    return { status: response.status, headers: response.headers, body };
  };
}

/** The calls of a `TestApi` made through `request`, so that a wrapper replaces `request` only. */
export function callsThrough(
  request: TestApi['request'],
): Pick<TestApi, 'request' | 'get' | 'post' | 'call' | 'refusal'> {
  // Like `post`, a POST without a body sends an empty object.
  // The answer is typed by the contract (`call`) or as the error envelope (`refusal`).
  const send = async (name: EndpointName, call: UncheckedCall = {}) => {
    const { method, path } = endpoints[name];
    const body = call.body ?? (method === 'POST' ? {} : undefined);
    return (await request(method, path, { ...call, body })) as TestResponse<never>;
  };
  return {
    request,
    get: (path, query) => request('GET', path, query ? { query } : {}),
    post: (path, body) => request('POST', path, { body: body ?? {} }),
    call: (name, ...args) => send(name, args[0] as UncheckedCall),
    refusal: send,
  };
}
